import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { WAITING, type HeldStatus } from '../lib/held-status';
import { reconcilePurchase, type BillsContext } from '../modules/bills';
import { HELD_KINDS, type HeldKind } from '../modules/held';
import { settlePayment, settleTransfer, type WalletContext } from '../modules/wallet';
import { repeatEvery, type RepeatOptions } from './repeat';

/** A pending row is asked about at most once per interval, by one instance. */
export const RECONCILE_INTERVAL_MS = 60_000;
const BATCH = 50;

export type ReconcileContext = WalletContext & BillsContext;

/** How far back sent transfers are asked about again, and how often: a bank may reverse one days later. */
const SENT_RECHECK_DAYS = 7;
const SENT_RECHECK_EVERY_MS = 24 * 60 * 60_000;

/**
 * Each kind of money waiting on a provider (its table is HELD_KINDS'), for the one loop below: how to ask about
 * and settle one row, and (transfers only) how long settled rows are asked about again.
 */
const RAILS = [
  { kind: 'deposit', settle: settlePayment },
  { kind: 'withdrawal', settle: settleTransfer, recheckSettledDays: SENT_RECHECK_DAYS },
  { kind: 'bill', settle: (ctx: ReconcileContext, reference: string) => reconcilePurchase(ctx, reference, RECONCILE_INTERVAL_MS) },
] as const satisfies readonly {
  kind: HeldKind;
  settle: (ctx: ReconcileContext, reference: string) => Promise<unknown>;
  recheckSettledDays?: number;
}[];

type Rail = (typeof RAILS)[number];

/**
 * Claims up to a batch of a rail's rows in `statuses` not asked about for `everyMs` (and, for a
 * recheck, created since `since`), by moving their checked_at forward; SKIP LOCKED lets several
 * instances share the work without overlap. A claim lasts one reconciliation interval: a row
 * whose question gets no answer (the provider down, the process killed mid-pass) is due again
 * then, not `everyMs` later; an answered recheck marks the row asked (settleTransfer).
 */
const claim = (ctx: ReconcileContext, rail: Rail, statuses: readonly HeldStatus[], everyMs: number, since = new Date(0)) => {
  const now = ctx.now();
  const due = new Date(now.getTime() - everyMs);
  const lapses = new Date(due.getTime() + RECONCILE_INTERVAL_MS);
  const table = HELD_KINDS[rail.kind];
  return queryRows<{ reference: string }>(
    ctx.db,
    sql`UPDATE ${table} SET checked_at = ${lapses.toISOString()}::timestamptz
        WHERE id IN (SELECT id FROM ${table}
                     WHERE status IN (${sql.join(
                       statuses.map((status) => sql`${status}`),
                       sql`, `,
                     )})
                       AND checked_at <= ${due.toISOString()}::timestamptz
                       AND created_at >= ${since.toISOString()}::timestamptz
                     ORDER BY checked_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING reference`,
  );
};

/** Settles each claimed row in turn; one that fails is logged and tried again on a later pass. */
async function settleEach(ctx: ReconcileContext, rail: Rail, references: { reference: string }[]) {
  for (const { reference } of references) {
    await rail.settle(ctx, reference).catch((error: unknown) => ctx.log.warn({ err: error, reference, kind: rail.kind }, 'reconciliation failed; will retry'));
  }
  return references.length;
}

/**
 * One pass, the same for every kind (docs/rules.md §Money held with a provider): asks about each
 * waiting row not asked about for an interval and records what the provider says; and, once a day,
 * asks again about the week's sent transfers (a reversal is reversed).
 */
export async function reconcileOnce(ctx: ReconcileContext): Promise<Record<Rail['kind'] | 'sent', number>> {
  const counts = { deposit: 0, withdrawal: 0, bill: 0, sent: 0 };
  for (const rail of RAILS) {
    counts[rail.kind] = await settleEach(ctx, rail, await claim(ctx, rail, WAITING, RECONCILE_INTERVAL_MS));
    if ('recheckSettledDays' in rail) {
      const since = new Date(ctx.now().getTime() - rail.recheckSettledDays * SENT_RECHECK_EVERY_MS);
      counts.sent += await settleEach(ctx, rail, await claim(ctx, rail, ['SETTLED'], SENT_RECHECK_EVERY_MS, since));
    }
  }
  return counts;
}

export const startReconciliation = (ctx: ReconcileContext, { everyMs = RECONCILE_INTERVAL_MS, observe }: RepeatOptions = {}) =>
  repeatEvery({ job: 'reconciliation', everyMs, log: ctx.log, observe }, () => reconcileOnce(ctx));
