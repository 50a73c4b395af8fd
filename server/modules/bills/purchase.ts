import type { AirtimeRequest, CableRequest, DataRequest, ElectricityRequest } from '../../../contract/bills';
import { billPurchases } from '../../db/schema';
import { errorBody, unprocessable } from '../../lib/errors';
import { newReference } from '../../lib/references';
import { ProviderUnavailable } from '../../providers/errors';
import type { VtuOutcome } from '../../providers/vtu';
import { askProvider } from '../held';
import { claimKey, type KeyAnswer, type KeyClaim } from '../idempotency';
import { verifyPin } from '../profile';
import { KINDS, recordTransaction } from '../transactions';
import { InsufficientFunds, postMovements } from '../wallet';
import type { BillsContext, PurchaseRow } from './context';
import { billPayment } from './movement';
import { airtimeOrder, cableOrder, dataOrder, electricityOrder, type Order } from './orders';
import { answerOf, detailsOf, type PurchaseReceipt } from './present';
import { purchaseByReference, recordOutcome } from './settle';
import { BILLS_TEXTS } from './texts';

/**
 * The four purchases. Each checks and prices its order first (a refusal costs no PIN try), then
 * the PIN, then pays for it through the one flow below.
 */
export const buyAirtime = (ctx: BillsContext, customerId: number, input: AirtimeRequest, claim?: KeyClaim) =>
  buy(ctx, customerId, input.pin, airtimeOrder(input), claim);

export const buyData = async (ctx: BillsContext, customerId: number, input: DataRequest, claim?: KeyClaim) =>
  buy(ctx, customerId, input.pin, await dataOrder(ctx, input), claim);

export const buyElectricity = async (ctx: BillsContext, customerId: number, input: ElectricityRequest, claim?: KeyClaim) =>
  buy(ctx, customerId, input.pin, await electricityOrder(ctx, customerId, input), claim);

export const buyCable = async (ctx: BillsContext, customerId: number, input: CableRequest, claim?: KeyClaim) =>
  buy(ctx, customerId, input.pin, await cableOrder(ctx, customerId, input), claim);

async function buy(ctx: BillsContext, customerId: number, pin: string, order: Order, claim?: KeyClaim): Promise<PurchaseReceipt> {
  await verifyPin(ctx, customerId, pin, ctx.now());
  return payForOrder(ctx, customerId, order, claim);
}

/**
 * Pays for a checked order (tests race it directly, without the PIN's turn-taking):
 * 1. one transaction: the price moves from the wallet to `vtu_provider` (refused, with nothing
 *    written, when the wallet cannot cover it), the purchase and its pending history row are
 *    written, and the Idempotency-Key is claimed, so a claim always means exactly one purchase;
 * 2. the provider is asked, under the purchase's reference as our RequestID;
 * 3. its answer completes the purchase, refunds it (a definite failure: the answer is a 422 saying
 *    so), or leaves it pending for reconciliation (pending, or no answer at all).
 * If the outcome cannot be recorded (a database error after the provider was asked), the customer
 * is told it is processing and reconciliation records it: never a retryable error.
 */
export async function payForOrder(ctx: BillsContext, customerId: number, order: Order, claim?: KeyClaim): Promise<PurchaseReceipt> {
  const reference = newReference('FVB');
  const now = ctx.now();
  const held = await ctx.db
    .transaction(async (tx) => {
      await claimKey(tx, claim, reference);
      await postMovements(tx, [billPayment(reference, customerId, order.values.amountKobo)]);
      const [row] = await tx
        .insert(billPurchases)
        .values({
          ...order.values,
          reference,
          customerId,
          provider: ctx.vtu.name,
          createdAt: now,
          // Not asked about before the call could have ended (a crash mid-call leaves it so).
          checkedAt: new Date(now.getTime() + ctx.config.vtuTimeoutMs),
        })
        .returning();
      const purchase = row!;
      await recordTransaction(
        tx,
        { customerId, reference, ...KINDS[purchase.service], amount: purchase.amountKobo, details: detailsOf(purchase), status: 'pending' },
        now,
      );
      return purchase;
    })
    .catch((error: unknown) => {
      if (error instanceof InsufficientFunds) throw unprocessable(BILLS_TEXTS.insufficientFunds);
      throw error;
    });

  const outcome = await ask(ctx, order, held);
  const settled = await recordOutcome(ctx, held, outcome).catch((error: unknown): PurchaseRow => {
    ctx.log.error({ err: error, reference }, 'could not record the bill purchase outcome; left pending for reconciliation');
    return held;
  });
  const { ok, ...receipt } = answerOf(settled);
  if (!ok) throw unprocessable(receipt.message);
  return receipt;
}

/**
 * The provider's answer to the order; null when there is none (a timeout, an error of any kind, a
 * status word we do not know, which is kept on the row): the outcome is unknown.
 */
async function ask(ctx: BillsContext, order: Order, held: PurchaseRow): Promise<VtuOutcome | null> {
  try {
    return await askProvider(ctx.db, billPurchases, held, () => order.place(ctx.vtu, held.reference));
  } catch (error) {
    const level = error instanceof ProviderUnavailable ? 'warn' : 'error';
    ctx.log[level]({ err: error, reference: held.reference }, 'bill purchase outcome unknown; left pending for reconciliation');
    return null;
  }
}

/** A repeated key whose answer was never stored: the purchase its claim paid for, as it stands now. */
export async function recoverPurchase(ctx: BillsContext, reference: string): Promise<KeyAnswer> {
  const { ok, ...receipt } = answerOf(await purchaseByReference(ctx, reference));
  return ok ? { statusCode: 200, body: { status: 'success', ...receipt } } : { statusCode: 422, body: errorBody(receipt.message) };
}
