import { sql } from 'drizzle-orm';
import { jsonRows, queryRows, type Db, type Tx } from '../../db/client';
import { ledgerMovements } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { changed } from '../live';

/** Customer accounts mirror a cached balance column; system accounts are only entries. */
export type CustomerAccount = 'wallet' | 'payout';
type SystemAccount = 'gateway_clearing' | 'bank_disbursement' | 'vtu_provider' | 'investment_pool' | 'payout_source';

export type Entry = { account: CustomerAccount; customerId: number; amount: number } | { account: SystemAccount; amount: number };

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

/** The business events that move money forward (docs/rules.md §Money). */
type ForwardKind = 'deposit' | 'withdrawal' | 'withdrawal_sent' | 'bill' | 'investment' | 'cashout' | 'payout';

/** The kinds that undo others, and what each undoes, in the order those were posted. */
const UNDOES = {
  withdrawal_refund: ['withdrawal'],
  withdrawal_reversal: ['withdrawal', 'withdrawal_sent'],
  bill_refund: ['bill'],
} as const satisfies Record<string, readonly ForwardKind[]>;

export type ReversalKind = keyof typeof UNDOES;
export type MovementKind = ForwardKind | ReversalKind;

export interface Movement {
  kind: MovementKind;
  reference: string;
  entries: Entry[];
}

const accountKey = (entry: Entry) => ('customerId' in entry ? `${entry.account} ${entry.customerId}` : entry.account);

/**
 * The movement of `kind` that undoes `undone` (one movement, or those its reference posted in
 * turn, as UNDOES lists them): each account gets back what they moved it by in all, the entries in
 * reverse order, so the money goes back the way it came. An account they left where it was (the
 * bank_disbursement of a withdrawal held and then sent) gets no entry.
 */
export function reverse(kind: ReversalKind, undone: readonly Movement[]): Movement {
  const expected = UNDOES[kind].join(' then ');
  const given = undone.map((m) => m.kind).join(' then ');
  if (given !== expected) throw new Error(`${kind} undoes ${expected}, not ${given || 'nothing'}`);
  const reference = undone[0]!.reference;
  if (undone.some((m) => m.reference !== reference)) throw new Error(`${kind} undoes the movements of one reference`);
  const net = new Map<string, Entry>();
  for (const entry of undone.flatMap((m) => m.entries)) {
    net.set(accountKey(entry), { ...entry, amount: (net.get(accountKey(entry))?.amount ?? 0) + entry.amount });
  }
  const entries = [...net.values()]
    .filter((entry) => entry.amount !== 0)
    .reverse()
    .map((entry) => ({ ...entry, amount: -entry.amount }));
  return { kind, reference, entries };
}

const checkMovement = ({ kind, reference, entries }: Movement) => {
  if (entries.length < 2 || entries.some((e) => !Number.isSafeInteger(e.amount) || e.amount === 0)) {
    throw new Error(`a movement needs two or more non-zero whole-kobo entries (${kind} ${reference})`);
  }
  if (entries.reduce((sum, e) => sum + e.amount, 0) !== 0) {
    throw new Error(`entries of ${kind} ${reference} do not sum to zero`);
  }
};

/** The net change of every customer balance the movements touch, in customer id order. */
const balanceChanges = (movements: Movement[]) => {
  const changes = new Map<number, { id: number; wallet: number; payout: number }>();
  for (const entry of movements.flatMap((m) => m.entries)) {
    if (entry.account !== 'wallet' && entry.account !== 'payout') continue;
    const change = changes.get(entry.customerId) ?? { id: entry.customerId, wallet: 0, payout: 0 };
    change[entry.account] += entry.amount;
    changes.set(entry.customerId, change);
  }
  return [...changes.values()].sort((a, b) => a.id - b.id);
};

const movementKey = (kind: string, reference: string) => `${kind} ${reference}`;

/**
 * Posts movements inside the caller's transaction in a fixed number of statements, however many
 * there are: the movements (unique per kind + reference), the cached balances moved by one
 * conditional UPDATE that refuses to take any below zero (the CHECK constraint is the second
 * wall), then the entries. Several customers' rows are locked in id order first, so two batches
 * touching the same customers cannot deadlock. Throws InsufficientFunds or AlreadyPosted; either
 * way the caller's transaction must roll back, so nothing is half-written. Returns the movement
 * ids in the order given.
 */
export async function postMovements(tx: Tx, movements: Movement[]): Promise<number[]> {
  if (movements.length === 0) return [];
  movements.forEach(checkMovement);
  let posted: { id: number; kind: string; reference: string }[];
  try {
    posted = await queryRows<{ id: number; kind: string; reference: string }>(
      tx,
      sql`
      INSERT INTO ${ledgerMovements} (kind, reference)
      SELECT kind, reference FROM ${jsonRows(movements.map(({ kind, reference }) => ({ kind, reference })))} AS m(kind text, reference text)
      RETURNING id, kind, reference`,
    );
  } catch (error) {
    if (isUniqueViolation(error, 'ledger_movements_kind_reference_key')) {
      throw new AlreadyPosted(movements.map((m) => movementKey(m.kind, m.reference)).join(', '));
    }
    throw error;
  }

  const changes = balanceChanges(movements);
  if (changes.length > 1) {
    await tx.execute(sql`SELECT id FROM customers WHERE id IN (SELECT id FROM ${jsonRows(changes)} AS d(id bigint)) ORDER BY id FOR NO KEY UPDATE`);
  }
  if (changes.length > 0) {
    const moved = await queryRows<{ id: number }>(
      tx,
      sql`
      UPDATE customers c SET wallet_balance = c.wallet_balance + d.wallet, payout_balance = c.payout_balance + d.payout
      FROM ${jsonRows(changes)} AS d(id bigint, wallet bigint, payout bigint)
      WHERE c.id = d.id AND c.wallet_balance + d.wallet >= 0 AND c.payout_balance + d.payout >= 0
      RETURNING c.id`,
    );
    if (moved.length < changes.length) {
      const movedIds = new Set(moved.map((row) => Number(row.id)));
      const refused = changes.find((change) => !movedIds.has(change.id))!;
      throw new InsufficientFunds(refused.wallet < 0 ? 'wallet' : 'payout');
    }
  }

  const ids = new Map(posted.map((row) => [movementKey(row.kind, row.reference), Number(row.id)]));
  const movementIds = movements.map((m) => ids.get(movementKey(m.kind, m.reference))!);
  const entries = movements.flatMap((m, index) =>
    m.entries.map((entry) => ({
      movement_id: movementIds[index],
      account: entry.account,
      customer_id: 'customerId' in entry ? entry.customerId : null,
      amount: entry.amount,
    })),
  );
  await tx.execute(sql`
    INSERT INTO ledger_entries (movement_id, account, customer_id, amount)
    SELECT movement_id, account, customer_id, amount
    FROM ${jsonRows(entries)} AS e(movement_id bigint, account text, customer_id bigint, amount bigint)`);
  // Their streams hear of it once the transaction commits (docs/rules.md §Live updates).
  changed(
    tx,
    changes.map((change) => change.id),
    'balance',
  );
  return movementIds;
}

/** One movement: see postMovements. */
export async function postMovement(tx: Tx, kind: MovementKind, reference: string, entries: Entry[]): Promise<number> {
  const [id] = await postMovements(tx, [{ kind, reference, entries }]);
  return id!;
}

export interface LedgerProblem {
  kind: 'unbalanced-movement' | 'cached-balance-mismatch' | 'negative-balance';
  detail: string;
}

/**
 * The ledger's invariant (docs/rules.md §Money): every movement sums to zero, every cached balance
 * equals the sum of its account's entries, and no balance is negative. Empty means healthy.
 */
export async function verifyLedger(db: Db): Promise<LedgerProblem[]> {
  const unbalanced = await queryRows<{ movement_id: number; total: string }>(
    db,
    sql`
    SELECT movement_id, SUM(amount)::text AS total FROM ledger_entries
    GROUP BY movement_id HAVING SUM(amount) <> 0`,
  );
  const mismatched = await queryRows<{ id: number; account: string; cached: string; summed: string }>(
    db,
    sql`
    SELECT c.id, a.account, (CASE a.account WHEN 'wallet' THEN c.wallet_balance ELSE c.payout_balance END)::text AS cached,
           COALESCE(SUM(e.amount), 0)::text AS summed
    FROM customers c
    CROSS JOIN (VALUES ('wallet'), ('payout')) AS a(account)
    LEFT JOIN ledger_entries e ON e.customer_id = c.id AND e.account = a.account
    GROUP BY c.id, a.account, c.wallet_balance, c.payout_balance
    HAVING COALESCE(SUM(e.amount), 0) <> (CASE a.account WHEN 'wallet' THEN c.wallet_balance ELSE c.payout_balance END)`,
  );
  const negative = await queryRows<{ id: number }>(
    db,
    sql`
    SELECT id FROM customers WHERE wallet_balance < 0 OR payout_balance < 0`,
  );
  return [
    ...unbalanced.map((r) => ({ kind: 'unbalanced-movement' as const, detail: `movement ${r.movement_id} sums to ${r.total}` })),
    ...mismatched.map((r) => ({
      kind: 'cached-balance-mismatch' as const,
      detail: `customer ${r.id} ${r.account}: cached ${r.cached}, entries ${r.summed}`,
    })),
    ...negative.map((r) => ({ kind: 'negative-balance' as const, detail: `customer ${r.id}` })),
  ];
}
