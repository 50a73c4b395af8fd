import { and, eq } from 'drizzle-orm';
import { billPurchases } from '../../db/schema';
import type { VtuOrderState, VtuOutcome } from '../../providers/vtu';
import { notify } from '../notifications';
import { settleTransaction } from '../transactions';
import { postMovement } from '../wallet';
import type { BillsContext, PurchaseRow, RefundReason } from './context';
import { detailsOf, needsToken, noteOf } from './present';

/** How long the provider must keep saying it has no such order before the money goes back as never received. */
export const NOT_FOUND_PROOF_MS = 30 * 60_000;

/** How long a prepaid purchase the provider calls completed waits for its token before it is completed without one. */
export const TOKEN_WAIT_MS = 24 * 60 * 60_000;

/**
 * When an operator is told about a purchase still without a final answer: at 90 minutes
 * (ClubKonnect retries an unresponsive network's order for up to an hour before it completes or
 * cancels it), and again when the money has been held a day.
 */
export const UNFINISHED_ALERT_MS = 90 * 60_000;
export const HELD_A_DAY_MS = 24 * 60 * 60_000;

/**
 * Whether this reconciliation pass should raise the alert due `afterMs` after the order for a
 * purchase still pending: in a window two passes wide, so a pass that runs late still raises it
 * and the alert repeats at most once.
 */
export const alertDue = (row: Pick<PurchaseRow, 'createdAt'>, now: Date, intervalMs: number, afterMs: number): boolean => {
  const age = now.getTime() - row.createdAt.getTime();
  return age >= afterMs && age < afterMs + 2 * intervalMs;
};

/** What happens to a pending purchase, given what the provider said (null: its call failed, the outcome is unknown). */
export type Decision =
  | { status: 'COMPLETED'; orderId: string | null; remark: string | null; token: string | null }
  | { status: 'REFUNDED'; orderId: string | null; remark: string | null; reason: RefundReason }
  | { status: 'PENDING'; orderId: string | null; remark: string | null; accepted: boolean; notFoundSince: Date | null };

/**
 * The rules of a purchase's outcome, in one place for the purchase call and reconciliation:
 * - completed gives value, except that a prepaid meter stays pending until its token arrives
 *   (for at most TOKEN_WAIT_MS), so the token reaches the customer with the completion;
 * - failed is definite: the money goes back;
 * - pending, or an unknown outcome, keeps the money held;
 * - not_found proves the order never arrived only once it has had time to (`arrivalMs` after the
 *   purchase: the call's own time limit plus a reconciliation interval, since a request may still
 *   reach the provider after we stopped waiting), and only after NOT_FOUND_PROOF_MS of answers
 *   that all said so (an unknown outcome in between breaks nothing, any other answer starts the
 *   run again); never once the provider said it had it.
 */
export function decide(row: PurchaseRow, state: VtuOrderState | null, now: Date, arrivalMs: number): Decision {
  const keep = (accepted: boolean, orderId = row.providerOrderId, remark = row.remark, notFoundSince: Date | null = null): Decision => ({
    status: 'PENDING',
    orderId,
    remark,
    accepted,
    notFoundSince,
  });
  if (state === null) return keep(row.providerAccepted, row.providerOrderId, row.remark, row.notFoundSince);
  const age = now.getTime() - row.createdAt.getTime();
  switch (state.status) {
    case 'completed':
      if (needsToken(row) && !state.token && age < TOKEN_WAIT_MS) return keep(true, state.orderId, state.remark);
      return { status: 'COMPLETED', orderId: state.orderId, remark: state.remark, token: state.token };
    case 'failed':
      return { status: 'REFUNDED', orderId: state.orderId, remark: state.remark, reason: state.reason };
    case 'pending':
      return keep(true, state.orderId, state.remark);
    case 'not_found': {
      if (row.providerAccepted) return keep(true);
      const since = row.notFoundSince ?? now;
      if (age < arrivalMs || now.getTime() - since.getTime() < NOT_FOUND_PROOF_MS) return keep(false, row.providerOrderId, row.remark, since);
      return { status: 'REFUNDED', orderId: null, remark: row.remark, reason: 'never_arrived' };
    }
  }
}

/** Provider words are kept for an operator, within the column's limit. */
const kept = (remark: string | null) => remark?.slice(0, 500) ?? undefined;

/** The purchase with this reference (our RequestID), as it now stands. */
export const purchaseByReference = async (ctx: Pick<BillsContext, 'db'>, reference: string): Promise<PurchaseRow> => {
  const [row] = await ctx.db.select().from(billPurchases).where(eq(billPurchases.reference, reference));
  if (!row) throw new Error(`bill purchase ${reference} is missing`);
  return row;
};

/**
 * Applies a final outcome exactly once, whoever gets there first (the purchase call, or two
 * reconciliation passes at once): the conditional UPDATE of the PENDING row decides, and in the
 * same transaction a refund moves the money back, the history row is settled with its token or
 * refund note, and the customer is notified. Answers the row as it now stands.
 */
async function finish(ctx: BillsContext, reference: string, decision: Exclude<Decision, { status: 'PENDING' }>): Promise<PurchaseRow> {
  const now = ctx.now();
  const settled = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(billPurchases)
      .set({
        status: decision.status,
        providerOrderId: decision.orderId ?? undefined,
        remark: kept(decision.remark),
        token: decision.status === 'COMPLETED' ? (decision.token ?? undefined) : undefined,
        failureReason: decision.status === 'REFUNDED' ? decision.reason : undefined,
        settledAt: now,
      })
      .where(and(eq(billPurchases.reference, reference), eq(billPurchases.status, 'PENDING')))
      .returning();
    if (!claimed) return undefined;
    if (claimed.status === 'REFUNDED') {
      await postMovement(tx, 'bill_refund', reference, [
        { account: 'vtu_provider', amount: -claimed.amountKobo },
        { account: 'wallet', customerId: claimed.customerId, amount: claimed.amountKobo },
      ]);
    }
    await settleTransaction(tx, reference, { status: claimed.status === 'COMPLETED' ? '1' : '2', details: detailsOf(claimed) }, now);
    await notify(tx, claimed.customerId, noteOf(claimed));
    return claimed;
  });
  return settled ?? purchaseByReference(ctx, reference);
}

/**
 * Keeps a purchase pending with what the provider said about it. Right after the purchase call
 * (`answered`) the customer is told it is processing and reconciliation waits an interval from
 * now; a reconciliation pass only records what it learnt.
 */
async function hold(ctx: BillsContext, reference: string, decision: Extract<Decision, { status: 'PENDING' }>, answered: boolean): Promise<PurchaseRow> {
  const now = ctx.now();
  const held = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(billPurchases)
      .set({
        providerAccepted: decision.accepted,
        notFoundSince: decision.notFoundSince,
        providerOrderId: decision.orderId ?? undefined,
        remark: kept(decision.remark),
        ...(answered ? { checkedAt: now } : {}),
      })
      .where(and(eq(billPurchases.reference, reference), eq(billPurchases.status, 'PENDING')))
      .returning();
    if (row && answered) await notify(tx, row.customerId, noteOf(row));
    return row;
  });
  return held ?? purchaseByReference(ctx, reference);
}

/** Records the outcome of a purchase call: what the provider answered, or null when the call failed. */
export async function recordOutcome(ctx: BillsContext, row: PurchaseRow, outcome: VtuOutcome | null): Promise<PurchaseRow> {
  // A purchase answer is never "not found", so no arrival time applies.
  const decision = decide(row, outcome, ctx.now(), Infinity);
  return decision.status === 'PENDING' ? hold(ctx, row.reference, decision, true) : finish(ctx, row.reference, decision);
}

/**
 * Asks the provider about a pending purchase with the query call, under our RequestID, and
 * applies what it says (reconciliation). A provider that cannot say leaves it pending; a purchase
 * taken by a provider no longer configured is left pending and logged for an operator.
 * `intervalMs` is the reconciliation interval: see decide() for "not found".
 */
export async function reconcilePurchase(ctx: BillsContext, reference: string, intervalMs: number): Promise<void> {
  const row = await purchaseByReference(ctx, reference);
  if (row.status !== 'PENDING') return;
  if (row.provider !== ctx.vtu.name) {
    ctx.log.error({ reference, provider: row.provider }, 'pending bill purchase of a VTU provider that is not configured; left pending');
    return;
  }
  const state = await ctx.vtu.queryOrder(reference);
  const decision = decide(row, state, ctx.now(), ctx.config.vtuTimeoutMs + intervalMs);
  if (decision.status !== 'PENDING') {
    await finish(ctx, reference, decision);
    return;
  }
  if (state.status === 'not_found' && row.providerAccepted) {
    ctx.log.error({ reference }, 'the VTU provider no longer finds a purchase it accepted; left pending for an operator');
  }
  if (alertDue(row, ctx.now(), intervalMs, UNFINISHED_ALERT_MS)) {
    ctx.log.error({ reference, remark: row.remark }, 'a bill purchase has no final answer 90 minutes after the order; the money stays held: ask the provider');
  }
  if (alertDue(row, ctx.now(), intervalMs, HELD_A_DAY_MS)) {
    ctx.log.error({ reference, remark: row.remark }, 'a bill purchase has held money for 24 hours without a final answer: ask the provider');
  }
  await hold(ctx, reference, decision, false);
}
