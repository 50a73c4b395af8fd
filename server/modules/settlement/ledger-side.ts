import { and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerEntries, ledgerMovements, payments, withdrawals } from '../../db/schema';
import { ledgerState, RAILS, type LagosDay, type LedgerRecord, type Rail } from './compare';

/** The rows that name which gateway took each reference (their provider column, never their status). */
const ROWS = { collection: payments, transfer: withdrawals } as const;

/**
 * Our side of one rail of one gateway, read from the ledger alone: every reference whose first
 * movement (the credit, or the hold) was posted on `day`, and every reference in `also` (the
 * provider's records, whatever day our ledger has them on), each with all its movements to date.
 */
export async function ledgerRecords(db: Db, rail: Rail, gateway: string, day: LagosDay, also: readonly string[]): Promise<LedgerRecord[]> {
  const [first, ...rest] = RAILS[rail].kinds;
  const rows = ROWS[rail] as typeof payments;
  const ofDay = db
    .select({ reference: ledgerMovements.reference })
    .from(ledgerMovements)
    .where(and(eq(ledgerMovements.kind, first), gte(ledgerMovements.createdAt, day.start), lt(ledgerMovements.createdAt, day.end)));
  const movements = await db
    .select({
      reference: ledgerMovements.reference,
      kind: ledgerMovements.kind,
      at: ledgerMovements.createdAt,
      // Each of these movements is one amount from one account to another: half its entries' sizes.
      amount: sql<string>`SUM(ABS(${ledgerEntries.amount})) / 2`.mapWith(Number),
    })
    .from(ledgerMovements)
    .innerJoin(ledgerEntries, eq(ledgerEntries.movementId, ledgerMovements.id))
    .innerJoin(rows, and(eq(rows.reference, ledgerMovements.reference), eq(rows.provider, gateway)))
    .where(
      and(
        inArray(ledgerMovements.kind, [first, ...rest]),
        also.length === 0
          ? inArray(ledgerMovements.reference, ofDay)
          : or(inArray(ledgerMovements.reference, ofDay), inArray(ledgerMovements.reference, [...also])),
      ),
    )
    .groupBy(ledgerMovements.id);

  const byReference = new Map<string, { kinds: Set<string>; amountKobo?: number; at?: Date }>();
  for (const movement of movements) {
    const seen = byReference.get(movement.reference) ?? { kinds: new Set<string>() };
    seen.kinds.add(movement.kind);
    if (movement.kind === first) Object.assign(seen, { amountKobo: movement.amount, at: movement.at });
    byReference.set(movement.reference, seen);
  }
  return [...byReference].flatMap(([reference, { kinds, amountKobo, at }]) =>
    amountKobo === undefined || at === undefined ? [] : [{ reference, amountKobo, at, state: ledgerState(kinds) }],
  );
}
