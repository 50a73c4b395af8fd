import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { HistoryStatus, Transaction } from '../../../contract';
import { jsonRows, type Db, type Tx } from '../../db/client';
import { preparedOnce, preparedRead } from '../../db/prepared';
import { transactions } from '../../db/schema';
import { unprocessable } from '../../lib/errors';
import { lagosDayLabel } from '../../lib/lagos-time';
import { changed } from '../live';
import { presentTransaction } from './present';

export type NewTransaction = Omit<typeof transactions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The kinds of docs/rules.md §History and notifications, so no call site spells which/classtype/type numbers by hand. */
export const KINDS = {
  deposit: { type: 1, which: 1, classtype: 1, title: 'Deposit' },
  withdrawal: { type: 2, which: 1, classtype: 2, title: 'Withdrawal' },
  investment: { type: 2, which: 3, classtype: 1, title: 'Investment' },
  payout: { type: 1, which: 3, classtype: 2, title: 'Payout' },
  /** The payout balance moved to the wallet: money arrives in the wallet. */
  cashout: { type: 1, which: 3, classtype: 2, title: 'Cashout' },
  airtime: { type: 2, which: 2, classtype: 1, title: 'Airtime' },
  data: { type: 2, which: 2, classtype: 2, title: 'Data' },
  cable: { type: 2, which: 2, classtype: 3, title: 'Cable TV' },
  electricity: { type: 2, which: 2, classtype: 4, title: 'Electricity' },
} as const;

const PAGE_SIZE = 10;
const RECENT_LIMIT = 10;

export async function recordTransaction(tx: Tx, row: NewTransaction, now: Date) {
  await recordTransactions(tx, [row], now);
}

/** Many rows in one statement with one parameter (the payout job writes thousands at once). */
export async function recordTransactions(tx: Tx, rows: NewTransaction[], now: Date) {
  if (rows.length === 0) return;
  const at = now.toISOString();
  await tx.execute(sql`
    INSERT INTO ${transactions} (customer_id, reference, type, which, classtype, title, amount, details, status, created_at, updated_at)
    SELECT customer_id, reference, type, which, classtype, title, amount, details, status, ${at}::timestamptz, ${at}::timestamptz
    FROM ${jsonRows(
      rows.map((row) => ({
        customer_id: row.customerId,
        reference: row.reference,
        type: row.type,
        which: row.which,
        classtype: row.classtype,
        title: row.title,
        amount: row.amount,
        details: row.details ?? {},
        status: row.status,
      })),
    )} AS r(customer_id bigint, reference text, type integer, which integer, classtype integer, title text, amount bigint, details jsonb, status text)`);
  changed(
    tx,
    rows.map((row) => row.customerId),
    'history',
  );
}

/** Moves a pending row to its outcome; false when it was not pending (someone else settled it). */
export async function settleTransaction(
  tx: Tx,
  reference: string,
  outcome: { status: Exclude<HistoryStatus, 'pending'>; amount?: number; details?: Record<string, string> },
  now: Date,
): Promise<boolean> {
  const updated = await tx
    .update(transactions)
    .set({
      status: outcome.status,
      updatedAt: now,
      ...(outcome.amount ? { amount: outcome.amount } : {}),
      ...(outcome.details ? { details: outcome.details } : {}),
    })
    .where(and(eq(transactions.reference, reference), eq(transactions.status, 'pending')))
    .returning({ customerId: transactions.customerId });
  changed(
    tx,
    updated.map((row) => row.customerId),
    'history',
  );
  return updated.length === 1;
}

/**
 * Revises a completed row whose money came back later (a transfer the bank reversed after paying
 * it): failed with the new details. Only a completed row is revised, once.
 */
export async function reviseCompletedTransaction(tx: Tx, reference: string, details: Record<string, string>, now: Date): Promise<boolean> {
  const updated = await tx
    .update(transactions)
    .set({ status: 'failed', updatedAt: now, details })
    .where(and(eq(transactions.reference, reference), eq(transactions.status, 'completed')))
    .returning({ customerId: transactions.customerId });
  changed(
    tx,
    updated.map((row) => row.customerId),
    'history',
  );
  return updated.length === 1;
}

const newestFirst = [desc(transactions.createdAt), desc(transactions.id)] as const;
const ofCustomer = eq(transactions.customerId, sql.placeholder('customerId'));

/** The history reads the dashboard and the history screen make, prepared once (docs/performance.md §Server). */
export const historyCount = preparedOnce((db) => db.select({ n: count() }).from(transactions).where(ofCustomer).prepare('history_count'));
export const historyPage = preparedRead(getTableColumns(transactions), (db, fields) =>
  db
    .select(fields)
    .from(transactions)
    .where(ofCustomer)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('history_page'),
);

/** The latest rows grouped under their Lagos day ('21 Nov 2026'), newest group first. */
export async function recentTransactions(db: Db, customerId: number): Promise<Record<string, Transaction[]>> {
  const rows = await historyPage(db).execute({ customerId, limit: RECENT_LIMIT, offset: 0 });
  const groups: Record<string, Transaction[]> = {};
  for (const row of rows) (groups[lagosDayLabel(row.createdAt)] ??= []).push(presentTransaction(row));
  return groups;
}

export async function transactionPage(db: Db, customerId: number, page: number) {
  const [total] = await historyCount(db).execute({ customerId });
  const rows = await historyPage(db).execute({ customerId, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  return {
    data: rows.map(presentTransaction),
    current_page: page,
    last_page: Math.max(1, Math.ceil((total?.n ?? 0) / PAGE_SIZE)),
  };
}

export async function oneTransaction(db: Db, customerId: number, id: number): Promise<Transaction> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.customerId, customerId)));
  if (!row) throw unprocessable('This transaction was not found.');
  return presentTransaction(row);
}
