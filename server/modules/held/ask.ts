import type { Db } from '../../db/client';
import type { HeldStatus } from '../../lib/held-status';
import { UnknownStatusWord } from '../../providers/errors';
import { moveHeld, type HeldTable } from './move';

/**
 * Asks the provider about a row and answers what it said; a status word outside its table answers
 * null, and the word is kept on the row where it stands (the money does not move), for
 * `npm run held`. Any other failure is the caller's, as before.
 */
export async function askProvider<T extends HeldTable, A>(
  db: Db,
  table: T,
  row: { reference: string; status: HeldStatus },
  ask: () => Promise<A>,
): Promise<A | null> {
  try {
    return await ask();
  } catch (error) {
    if (!(error instanceof UnknownStatusWord)) throw error;
    await moveHeld(db, table, row.reference, { to: row.status, unknownWord: error.word });
    return null;
  }
}
