import type { Database } from '../../db/client';
import { printed, refused, type CommandResult } from '../../lib/command-result';
import { verifyLedger } from './ledger';

/**
 * `npm run ledger:check`: the ledger invariant (every movement sums to zero, every cached balance
 * equals its entries, nothing is negative); 1 with the problems listed when it does not hold.
 */
export async function ledgerCheckCommand({ db, kind }: Database): Promise<CommandResult> {
  const problems = await verifyLedger(db);
  if (problems.length === 0) return printed(`ledger OK (${kind})`);
  return refused([...problems.map((problem) => `${problem.kind}: ${problem.detail}`), `ledger BROKEN: ${problems.length} problem(s)`].join('\n'));
}
