import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import type { WalletContext } from '../modules/wallet/context';
import { settlePayment } from '../modules/wallet/deposit';
import { settleTransfer } from '../modules/wallet/withdraw';
import { repeatEvery } from './repeat';

/** A pending row is asked about at most once per interval, by one instance. */
export const RECONCILE_INTERVAL_MS = 60_000;
const BATCH = 50;

/**
 * Claims up to a batch of pending rows of `table` not asked about for an interval, by moving
 * their checked_at forward; SKIP LOCKED lets several instances share the work without overlap.
 */
const claimPending = (ctx: WalletContext, table: 'payments' | 'withdrawals') => {
  const now = ctx.now();
  const due = new Date(now.getTime() - RECONCILE_INTERVAL_MS);
  return queryRows<{ reference: string }>(
    ctx.db,
    sql`UPDATE ${sql.identifier(table)} SET checked_at = ${now.toISOString()}::timestamptz
        WHERE id IN (SELECT id FROM ${sql.identifier(table)}
                     WHERE status = 'PENDING' AND checked_at <= ${due.toISOString()}::timestamptz
                     ORDER BY checked_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING reference`,
  );
};

/** One pass: settles pending deposits and transfers whose outcome the provider now knows. */
export async function reconcileOnce(ctx: WalletContext): Promise<{ payments: number; withdrawals: number }> {
  const pendingPayments = await claimPending(ctx, 'payments');
  for (const { reference } of pendingPayments) {
    await settlePayment(ctx, reference).catch((error: unknown) =>
      ctx.log.warn({ err: error, reference }, 'payment reconciliation failed; will retry'),
    );
  }
  const pendingWithdrawals = await claimPending(ctx, 'withdrawals');
  for (const { reference } of pendingWithdrawals) {
    await settleTransfer(ctx, reference).catch((error: unknown) => ctx.log.warn({ err: error, reference }, 'transfer reconciliation failed; will retry'));
  }
  return { payments: pendingPayments.length, withdrawals: pendingWithdrawals.length };
}

/** Runs reconcileOnce on a timer until stopped; a pass never overlaps the previous one. */
export const startReconciliation = (ctx: WalletContext, everyMs = RECONCILE_INTERVAL_MS) =>
  repeatEvery(everyMs, () => reconcileOnce(ctx), (error) => ctx.log.error({ err: error }, 'reconciliation pass failed'));
