import { and, eq, gte, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { customers, ledgerEntries, ledgerMovements } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';

/** Customer accounts mirror a cached balance column; system accounts are only entries. */
export type CustomerAccount = 'wallet' | 'payout';
export type SystemAccount =
  | 'gateway_clearing'
  | 'bank_disbursement'
  | 'vtu_provider'
  | 'investment_pool'
  | 'payout_source';

export type Entry =
  | { account: CustomerAccount; customerId: number; amount: number }
  | { account: SystemAccount; amount: number };

export class InsufficientFunds extends Error {
  override readonly name = 'InsufficientFunds';
  constructor(readonly account: CustomerAccount) {
    super(`insufficient ${account} balance`);
  }
}

/** The same business event (kind + reference) was already posted: the caller has nothing to do. */
export class AlreadyPosted extends Error {
  override readonly name = 'AlreadyPosted';
}

const balanceColumn = {
  wallet: customers.walletBalance,
  payout: customers.payoutBalance,
} as const;

/**
 * Posts one movement inside the caller's transaction: entries that sum to zero, and the cached
 * balances moved by a conditional UPDATE that refuses to go below zero (the CHECK constraint is
 * the second wall). Throws InsufficientFunds or AlreadyPosted; either way the caller's
 * transaction must roll back, so nothing is half-written.
 */
export async function postMovement(tx: Tx, kind: string, reference: string, entries: Entry[]): Promise<number> {
  if (entries.length < 2 || entries.some((e) => !Number.isSafeInteger(e.amount) || e.amount === 0)) {
    throw new Error(`a movement needs two or more non-zero whole-kobo entries (${kind} ${reference})`);
  }
  if (entries.reduce((sum, e) => sum + e.amount, 0) !== 0) {
    throw new Error(`entries of ${kind} ${reference} do not sum to zero`);
  }
  let movementId: number;
  try {
    const [movement] = await tx.insert(ledgerMovements).values({ kind, reference }).returning({ id: ledgerMovements.id });
    movementId = movement!.id;
  } catch (error) {
    if (isUniqueViolation(error, 'ledger_movements_kind_reference_key')) throw new AlreadyPosted(`${kind} ${reference}`);
    throw error;
  }
  for (const entry of entries) {
    if (entry.account === 'wallet' || entry.account === 'payout') {
      const column = balanceColumn[entry.account];
      const moved = await tx
        .update(customers)
        .set({ [entry.account === 'wallet' ? 'walletBalance' : 'payoutBalance']: sql`${column} + ${entry.amount}` })
        .where(and(eq(customers.id, entry.customerId), gte(sql`${column} + ${entry.amount}`, 0)))
        .returning({ id: customers.id });
      if (moved.length === 0) throw new InsufficientFunds(entry.account);
    }
  }
  await tx.insert(ledgerEntries).values(
    entries.map((entry) => ({
      movementId,
      account: entry.account,
      customerId: 'customerId' in entry ? entry.customerId : null,
      amount: entry.amount,
    })),
  );
  return movementId;
}

export interface LedgerProblem {
  kind: 'unbalanced-movement' | 'cached-balance-mismatch' | 'negative-balance';
  detail: string;
}

/**
 * The invariant of domain.md: every movement sums to zero, every cached balance equals the sum
 * of its account's entries, and no balance is negative. Empty means healthy.
 */
export async function verifyLedger(db: Db): Promise<LedgerProblem[]> {
  const unbalanced = await queryRows<{ movement_id: number; total: string }>(db, sql`
    SELECT movement_id, SUM(amount)::text AS total FROM ledger_entries
    GROUP BY movement_id HAVING SUM(amount) <> 0`);
  const mismatched = await queryRows<{ id: number; account: string; cached: string; summed: string }>(db, sql`
    SELECT c.id, a.account, (CASE a.account WHEN 'wallet' THEN c.wallet_balance ELSE c.payout_balance END)::text AS cached,
           COALESCE(SUM(e.amount), 0)::text AS summed
    FROM customers c
    CROSS JOIN (VALUES ('wallet'), ('payout')) AS a(account)
    LEFT JOIN ledger_entries e ON e.customer_id = c.id AND e.account = a.account
    GROUP BY c.id, a.account, c.wallet_balance, c.payout_balance
    HAVING COALESCE(SUM(e.amount), 0) <> (CASE a.account WHEN 'wallet' THEN c.wallet_balance ELSE c.payout_balance END)`);
  const negative = await queryRows<{ id: number }>(db, sql`
    SELECT id FROM customers WHERE wallet_balance < 0 OR payout_balance < 0`);
  return [
    ...unbalanced.map((r) => ({ kind: 'unbalanced-movement' as const, detail: `movement ${r.movement_id} sums to ${r.total}` })),
    ...mismatched.map((r) => ({
      kind: 'cached-balance-mismatch' as const,
      detail: `customer ${r.id} ${r.account}: cached ${r.cached}, entries ${r.summed}`,
    })),
    ...negative.map((r) => ({ kind: 'negative-balance' as const, detail: `customer ${r.id}` })),
  ];
}
