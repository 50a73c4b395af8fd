import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { reconcilePurchase, type BillsContext } from '../modules/bills';
import { settlePayment, settleTransfer, type WalletContext } from '../modules/wallet';
import { repeatEvery } from './repeat';

/** A pending row is asked about at most once per interval, by one instance. */
export const RECONCILE_INTERVAL_MS = 60_000;
const BATCH = 50;

export type ReconcileContext = WalletContext & BillsContext;

/**
 * Claims up to a batch of pending rows of `table` not asked about for an interval, by moving
 * their checked_at forward; SKIP LOCKED lets several instances share the work without overlap.
 */
const claimPending = (ctx: ReconcileContext, table: 'payments' | 'withdrawals' | 'bill_purchases') => {
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

/** How far back sent transfers are asked about again, and how often: a bank may reverse one days later. */
export const SENT_RECHECK_DAYS = 7;
export const SENT_RECHECK_EVERY_MS = 24 * 60 * 60_000;

/**
 * Claims up to a batch of transfers sent in the last week and not asked about for a day (a
 * webhook about a reversal can be lost), moving their checked_at forward as claimPending does.
 */
const claimSentForRecheck = (ctx: ReconcileContext) => {
  const now = ctx.now();
  const due = new Date(now.getTime() - SENT_RECHECK_EVERY_MS);
  const since = new Date(now.getTime() - SENT_RECHECK_DAYS * SENT_RECHECK_EVERY_MS);
  return queryRows<{ reference: string }>(
    ctx.db,
    sql`UPDATE withdrawals SET checked_at = ${now.toISOString()}::timestamptz
        WHERE id IN (SELECT id FROM withdrawals
                     WHERE status = 'SUCCESS' AND created_at >= ${since.toISOString()}::timestamptz
                       AND checked_at <= ${due.toISOString()}::timestamptz
                     ORDER BY checked_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING reference`,
  );
};

/** Settles each claimed row in turn; one that fails is logged and tried again on a later pass. */
async function settleEach(ctx: ReconcileContext, references: { reference: string }[], what: string, settle: (reference: string) => Promise<unknown>) {
  for (const { reference } of references) {
    await settle(reference).catch((error: unknown) => ctx.log.warn({ err: error, reference }, `${what} reconciliation failed; will retry`));
  }
  return references.length;
}

/**
 * One pass: settles pending deposits, transfers and bill purchases whose outcome the provider now
 * knows, and asks again about the week's sent transfers once a day (a reversal is reversed).
 */
export async function reconcileOnce(ctx: ReconcileContext): Promise<{ payments: number; withdrawals: number; sent: number; purchases: number }> {
  return {
    payments: await settleEach(ctx, await claimPending(ctx, 'payments'), 'payment', (reference) => settlePayment(ctx, reference)),
    withdrawals: await settleEach(ctx, await claimPending(ctx, 'withdrawals'), 'transfer', (reference) => settleTransfer(ctx, reference)),
    sent: await settleEach(ctx, await claimSentForRecheck(ctx), 'sent transfer', (reference) => settleTransfer(ctx, reference)),
    purchases: await settleEach(ctx, await claimPending(ctx, 'bill_purchases'), 'bill purchase', (reference) =>
      reconcilePurchase(ctx, reference, RECONCILE_INTERVAL_MS),
    ),
  };
}

export const startReconciliation = (ctx: ReconcileContext, everyMs = RECONCILE_INTERVAL_MS) =>
  repeatEvery(everyMs, () => reconcileOnce(ctx), (error) => ctx.log.error({ err: error }, 'reconciliation pass failed'));
