import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { INVESTMENT_ONGOING, INVESTMENT_PENDING } from '../../../contract';
import { jsonRows, queryRows, type Tx } from '../../db/client';
import { investments } from '../../db/schema';
import { notifyMany } from '../notifications';
import { KINDS, recordTransactions } from '../transactions';
import { postMovements } from '../wallet';
import type { InvestmentContext } from './context';
import { INVESTMENT_NOTES } from './texts';

/** A pass runs at least this often, and at least once a period when PERIOD_SECONDS is shorter. */
export const PAYOUT_INTERVAL_MS = 60_000;
/** Payouts paid per transaction: large enough to be quick in bulk, small enough to keep locks short. */
const PAYOUT_BATCH = 2_500;

interface ClaimedPayout {
  id: number;
  investment_id: number;
  customer_id: number;
  period: number;
  amount_kobo: number;
  reference: string;
  no_of: number;
  plan: string;
}

/**
 * Claims up to `limit` due, unpaid payouts by setting paid_at; SKIP LOCKED lets several instances
 * share the work without waiting on each other, and a row another run has paid no longer matches.
 */
const claimDue = (tx: Tx, now: Date, limit: number) =>
  queryRows<ClaimedPayout>(
    tx,
    sql`
    UPDATE payouts p SET paid_at = ${now.toISOString()}::timestamptz
    FROM investments i JOIN plans pl ON pl.id = i.plan_id
    WHERE p.id IN (SELECT id FROM payouts WHERE paid_at IS NULL AND due_at <= ${now.toISOString()}::timestamptz
                   ORDER BY due_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      AND i.id = p.investment_id
    RETURNING p.id, p.investment_id, p.customer_id, p.period, p.amount_kobo, i.reference, i.no_of, pl.name AS plan`,
  );

const sumBy = <K>(rows: ClaimedPayout[], key: (row: ClaimedPayout) => K) => {
  const groups = new Map<K, { count: number; kobo: number }>();
  for (const row of rows) {
    const group = groups.get(key(row)) ?? { count: 0, kobo: 0 };
    group.count += 1;
    group.kobo += row.amount_kobo;
    groups.set(key(row), group);
  }
  return groups;
};

/**
 * Pays one batch in one transaction, in a fixed number of statements: the claim, the ledger
 * (payout_source -> each customer's payout balance), a history row per payout, one notification
 * per customer, and the investments' progress (Ongoing, or Expired after the last payout).
 */
async function payBatch(ctx: InvestmentContext, now: Date, limit: number): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const claimed = (await claimDue(tx, now, limit)).map((row) => ({
      ...row,
      amount_kobo: Number(row.amount_kobo),
      customer_id: Number(row.customer_id),
      investment_id: Number(row.investment_id),
    }));
    if (claimed.length === 0) return 0;
    const referenceOf = (row: ClaimedPayout) => `${row.reference}-${row.period}`;

    await postMovements(
      tx,
      claimed.map((row) => ({
        kind: 'payout',
        reference: referenceOf(row),
        entries: [
          { account: 'payout_source', amount: -row.amount_kobo },
          { account: 'payout', customerId: row.customer_id, amount: row.amount_kobo },
        ],
      })),
    );
    await recordTransactions(
      tx,
      claimed.map((row) => ({
        customerId: row.customer_id,
        reference: referenceOf(row),
        ...KINDS.payout,
        amount: row.amount_kobo,
        details: { plan: row.plan, payout: `${row.period} of ${row.no_of}`, investment: row.reference },
        status: 'completed',
      })),
      now,
    );
    const byCustomer = sumBy(claimed, (row) => row.customer_id);
    await notifyMany(
      tx,
      [...byCustomer].map(([customerId, paid]) => ({ customerId, ...INVESTMENT_NOTES.paidOut(paid.kobo, paid.count) })),
    );
    await tx.execute(sql`
      UPDATE customers SET last_pay = ${now.toISOString()}::timestamptz
      WHERE id IN (SELECT id FROM ${jsonRows([...byCustomer.keys()].map((id) => ({ id })))} AS c(id bigint))`);
    const byInvestment = [...sumBy(claimed, (row) => row.investment_id)].map(([id, paid]) => ({ id, ...paid }));
    await tx.execute(sql`
      UPDATE investments i SET
        payouts_made = i.payouts_made + d.count,
        paid_kobo = i.paid_kobo + d.kobo,
        last_payment_date = ${now.toISOString()}::timestamptz,
        status = CASE WHEN i.payouts_made + d.count >= i.no_of THEN 2 ELSE 1 END -- Expired after the last, else Ongoing
      FROM ${jsonRows(byInvestment)} AS d(id bigint, count integer, kobo bigint)
      WHERE i.id = d.id`);
    return claimed.length;
  });
}

/**
 * One pass: investments whose start date has come become Ongoing, then every payout due by now is
 * paid, batch after batch, missed periods included. Safe to run twice at once or on several
 * instances: each payout is claimed once.
 */
export async function payDuePayouts(ctx: InvestmentContext, options: { batchSize?: number } = {}) {
  const now = ctx.now();
  const batchSize = options.batchSize ?? PAYOUT_BATCH;
  // SKIP LOCKED: an investment a batch is paying right now is left to that batch, which sets its
  // status itself; waiting for it instead could deadlock with the batch's own row locks.
  const started = await ctx.db
    .update(investments)
    .set({ status: INVESTMENT_ONGOING })
    .where(
      inArray(
        investments.id,
        ctx.db
          .select({ id: investments.id })
          .from(investments)
          .where(and(eq(investments.status, INVESTMENT_PENDING), lte(investments.startDate, now)))
          .for('no key update', { skipLocked: true }),
      ),
    )
    .returning({ id: investments.id });
  let paid = 0;
  for (;;) {
    const count = await payBatch(ctx, now, batchSize);
    paid += count;
    if (count < batchSize) break;
  }
  return { started: started.length, paid };
}

/** How often the server runs a pass: every minute, or once a period when PERIOD_SECONDS is shorter. */
