import { eq } from 'drizzle-orm';
import { billPurchases } from '../../db/schema';
import type { VtuOrderState, VtuOutcome } from '../../providers/vtu';
import { askProvider, moveHeld } from '../held';
import { isWaiting } from '../../lib/held-status';
import { notify } from '../notifications';
import { settleTransaction } from '../transactions';
import { postMovements, reverse } from '../wallet';
import type { BillsContext, PurchaseRow, RefundReason } from './context';
import { billPayment } from './movement';
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

/** Where a waiting purchase moves, given what the provider said (null: its call failed, the outcome is unknown). */
export type Decision =
  | { to: 'SETTLED'; orderId: string | null; remark: string | null; token: string | null }
  | { to: 'REFUNDED'; orderId: string | null; remark: string | null; reason: RefundReason }
  | { to: 'HELD' | 'ASKED'; orderId: string | null; remark: string | null; notFoundSince: Date | null };

/**
 * The rules of a purchase's outcome, in one place for the purchase call and reconciliation:
 * - completed gives value, except that a prepaid meter stays pending until its token arrives
 *   (for at most TOKEN_WAIT_MS), so the token reaches the customer with the completion;
 * - failed is definite: the money goes back;
 * - pending means the provider has the order (ASKED); an unknown outcome changes nothing;
 * - not_found proves the order never arrived only once it has had time to (`arrivalMs` after the
 *   purchase: the call's own time limit plus a reconciliation interval, since a request may still
 *   reach the provider after we stopped waiting), and only after NOT_FOUND_PROOF_MS of answers
 *   that all said so (an unknown outcome in between breaks nothing, any other answer starts the
 *   run again); never once the provider said it had it.
 */
export function decide(row: PurchaseRow, state: VtuOrderState | null, now: Date, arrivalMs: number): Decision {
  const asked = row.status === 'ASKED';
  const keep = (to: 'HELD' | 'ASKED', orderId = row.providerOrderId, remark = row.remark, notFoundSince: Date | null = null): Decision => ({
    to,
    orderId,
    remark,
    notFoundSince,
  });
  if (state === null) return keep(asked ? 'ASKED' : 'HELD', row.providerOrderId, row.remark, row.notFoundSince);
  const age = now.getTime() - row.createdAt.getTime();
  switch (state.status) {
    case 'completed':
      if (needsToken(row) && !state.token && age < TOKEN_WAIT_MS) return keep('ASKED', state.orderId, state.remark);
      return { to: 'SETTLED', orderId: state.orderId, remark: state.remark, token: state.token };
    case 'failed':
      return { to: 'REFUNDED', orderId: state.orderId, remark: state.remark, reason: state.reason };
    case 'pending':
      return keep('ASKED', state.orderId, state.remark);
    case 'not_found': {
      if (asked) return keep('ASKED');
      const since = row.notFoundSince ?? now;
      if (age < arrivalMs || now.getTime() - since.getTime() < NOT_FOUND_PROOF_MS) return keep('HELD', row.providerOrderId, row.remark, since);
      return { to: 'REFUNDED', orderId: null, remark: row.remark, reason: 'never_arrived' };
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
 * Records where a purchase moves (moveHeld: once, whoever gets there first: the purchase call, or
 * two reconciliation passes at once). A final move, in the same transaction, moves a refund's
 * money back, settles the history row with its token or refund note, and notifies the customer.
 * Right after the purchase call (`answered`) a purchase still waiting is told to the customer as
 * processing, and reconciliation waits an interval from now; a reconciliation pass only records
 * what it learnt. Answers the row as it now stands.
 */
async function record(ctx: BillsContext, reference: string, decision: Decision, answered: boolean): Promise<PurchaseRow> {
  const now = ctx.now();
  const final = decision.to === 'SETTLED' || decision.to === 'REFUNDED';
  const moved = await moveHeld(
    ctx.db,
    billPurchases,
    reference,
    {
      to: decision.to,
      unknownWord: null,
      checkedAt: answered ? now : undefined,
      set: {
        providerOrderId: decision.orderId ?? undefined,
        remark: kept(decision.remark),
        ...(decision.to === 'SETTLED' ? { token: decision.token ?? undefined, settledAt: now } : {}),
        ...(decision.to === 'REFUNDED' ? { failureReason: decision.reason, settledAt: now } : {}),
        ...(final ? {} : { notFoundSince: decision.notFoundSince }),
      },
    },
    async (tx, claimed) => {
      if (!final) return answered ? notify(tx, claimed.customerId, noteOf(claimed)) : undefined;
      if (claimed.status === 'REFUNDED') {
        await postMovements(tx, [reverse('bill_refund', [billPayment(reference, claimed.customerId, claimed.amountKobo)])]);
      }
      await settleTransaction(tx, reference, { status: claimed.status === 'SETTLED' ? 'completed' : 'failed', details: detailsOf(claimed) }, now);
      await notify(tx, claimed.customerId, noteOf(claimed));
    },
  );
  return moved ?? purchaseByReference(ctx, reference);
}

/** Records the outcome of a purchase call: what the provider answered, or null when the call failed. */
export async function recordOutcome(ctx: BillsContext, row: PurchaseRow, outcome: VtuOutcome | null): Promise<PurchaseRow> {
  // A purchase answer is never "not found", so no arrival time applies.
  return record(ctx, row.reference, decide(row, outcome, ctx.now(), Infinity), true);
}

/**
 * Asks the provider about a pending purchase with the query call, under our RequestID, and
 * applies what it says (reconciliation). A provider that cannot say leaves it pending; a purchase
 * taken by a provider no longer configured is left pending and logged for an operator.
 * `intervalMs` is the reconciliation interval: see decide() for "not found".
 */
export async function reconcilePurchase(ctx: BillsContext, reference: string, intervalMs: number): Promise<void> {
  const row = await purchaseByReference(ctx, reference);
  if (!isWaiting(row.status)) return;
  if (row.provider !== ctx.vtu.name) {
    ctx.log.error({ reference, provider: row.provider }, 'pending bill purchase of a VTU provider that is not configured; left pending');
    return;
  }
  const state = await askProvider(ctx.db, billPurchases, row, () => ctx.vtu.queryOrder(reference));
  if (state === null) return;
  const decision = decide(row, state, ctx.now(), ctx.config.vtuTimeoutMs + intervalMs);
  if (decision.to === 'SETTLED' || decision.to === 'REFUNDED') {
    await record(ctx, reference, decision, false);
    return;
  }
  if (state.status === 'not_found' && row.status === 'ASKED') {
    ctx.log.error({ reference }, 'the VTU provider no longer finds a purchase it accepted; left pending for an operator');
  }
  if (alertDue(row, ctx.now(), intervalMs, UNFINISHED_ALERT_MS)) {
    ctx.log.error({ reference, remark: row.remark }, 'a bill purchase has no final answer 90 minutes after the order; the money stays held: ask the provider');
  }
  if (alertDue(row, ctx.now(), intervalMs, HELD_A_DAY_MS)) {
    ctx.log.error({ reference, remark: row.remark }, 'a bill purchase has held money for 24 hours without a final answer: ask the provider');
  }
  await record(ctx, reference, decision, false);
}
