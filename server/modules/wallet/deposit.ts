import { and, eq } from 'drizzle-orm';
import { DEPOSIT_STATUS, koboToNairaString, nairaToKobo, type FundAccountRequest, type PaymentDetails } from '../../../contract';
import { customers, payments } from '../../db/schema';
import { ClientError, errorBody, unprocessable } from '../../lib/errors';
import { formatKobo } from '../../lib/naira';
import { newReference } from '../../lib/references';
import type { Checkout } from '../../providers/payments/types';
import { claimKey, releaseKey, type KeyAnswer, type KeyClaim } from '../idempotency';
import { askProvider, moveHeld } from '../held';
import { isWaiting } from '../../lib/held-status';
import { walletAmountLimits } from './limits';
import { providerTrouble } from './provider-trouble';
import { notify } from '../notifications';
import { KINDS, recordTransaction, settleTransaction } from '../transactions';
import type { WalletContext } from './context';
import { postMovement } from './ledger';
import { WALLET_NOTES, WALLET_TEXTS } from './texts';

type PaymentRow = typeof payments.$inferSelect;

/**
 * fundaccount: records the payment under our own reference BEFORE asking the gateway, so any
 * checkout the gateway opens is one we know about; the wallet is credited only on settlement. The
 * checkout sends the browser back to `origin` (the app's address as the customer uses it). An
 * Idempotency-Key is claimed with the payment row, before the gateway is asked: a second request
 * with the key (another instance's, say) writes nothing and gets this one's answer. A checkout
 * that never opens gives the key back (abandonDeposit). See docs/rules.md §Money.
 */
export async function startDeposit(ctx: WalletContext, customerId: number, input: FundAccountRequest, origin: string, claim?: KeyClaim) {
  const amountKobo = nairaToKobo(input.amount) ?? 0;
  const gateway = ctx.payments.current;
  // The gateway's own floor is refused here with its amount, never left to become its refusal (a 502).
  const { min_kobo, max_kobo } = walletAmountLimits(ctx.config, gateway).deposit;
  if (amountKobo < min_kobo) throw unprocessable(WALLET_TEXTS.depositTooSmall(formatKobo(min_kobo)));
  if (amountKobo > max_kobo) throw unprocessable(WALLET_TEXTS.depositTooLarge(formatKobo(max_kobo)));
  const [customer] = await ctx.db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw unprocessable(WALLET_TEXTS.depositFailed);
  const reference = newReference('FVD');
  await ctx.db.transaction(async (tx) => {
    await claimKey(tx, claim, reference);
    await tx.insert(payments).values({ reference, customerId, provider: gateway.name, amountKobo, createdAt: ctx.now(), checkedAt: ctx.now() });
  });
  let checkout: Checkout;
  try {
    checkout = await gateway.initCheckout({
      reference,
      amountKobo,
      customerName: `${customer.firstname} ${customer.lastname}`,
      customerEmail: customer.email,
      description: 'Fleetvest wallet deposit',
      // No query of ours: the gateway appends paymentReference and its own words (docs/providers.md).
      redirectUrl: `${origin}/verifypaymentfunding`,
    });
  } catch (error) {
    ctx.log.warn({ err: error, reference }, 'checkout could not be started');
    await abandonDeposit(ctx, reference);
    throw new ClientError(502, WALLET_TEXTS.depositFailed, { cause: error });
  }
  const asked = await moveHeld(
    ctx.db,
    payments,
    reference,
    { to: 'ASKED', set: { providerReference: checkout.providerReference, checkoutUrl: checkout.checkoutUrl } },
    (tx) => recordTransaction(tx, { customerId, reference, ...KINDS.deposit, amount: amountKobo, details: {}, status: 'pending' }, ctx.now()),
  );
  // A repeat that waited longer than the gateway took gave the payment up (recoverDeposit): nobody may pay this checkout.
  if (!asked) throw new ClientError(502, WALLET_TEXTS.depositFailed);
  return depositStarted(reference, checkout.checkoutUrl);
}

/**
 * A deposit whose checkout never opened (the gateway failed, or the request that claimed its key
 * died or lost its database on the way) is given up: the payment is marked failed while it is
 * still HELD (one whose checkout opened meanwhile keeps it), and a payment without a checkout gives
 * its Idempotency-Key back, since nobody was sent to pay: a repeat starts afresh
 * (docs/rules.md §Money). Answers the payment as it now stands.
 */
async function abandonDeposit(ctx: WalletContext, reference: string): Promise<PaymentRow | undefined> {
  await moveHeld(ctx.db, payments, reference, { to: 'REFUNDED', from: ['HELD'], set: { outcome: 'FAILED' } });
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.reference, reference));
  if (payment && !payment.checkoutUrl) await releaseKey(ctx.db, payment.customerId, reference);
  return payment;
}

/**
 * Asks the gateway how a pending payment ended and settles it exactly once: the verify call, the
 * webhook and the reconciliation job may all race here, and only the one that moves the waiting
 * row (moveHeld) credits the wallet (the ledger's unique movement is the second
 * wall). Credits what the gateway says was paid, not what was asked for.
 */
export async function settlePayment(ctx: WalletContext, reference: string): Promise<PaymentRow | undefined> {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.reference, reference));
  if (!payment || !isWaiting(payment.status)) return payment;
  const gateway = ctx.payments.named(payment.provider);
  if (!gateway) {
    ctx.log.error({ reference, provider: payment.provider }, 'pending payment of a provider that is not configured; left pending');
    return payment;
  }
  const state = await askProvider(ctx.db, payments, payment, () => gateway.paymentStatus(reference));
  if (state === null || state.status === 'PENDING') return payment;
  const now = ctx.now();
  // Paid in full or in part: what arrived is credited (docs/rules.md §Money).
  const arrived = state.status === 'PAID' || state.status === 'PARTIALLY_PAID';
  const paid = arrived && state.amountPaidKobo !== null && state.amountPaidKobo > 0 ? state.amountPaidKobo : null;
  const partial = paid !== null && state.status === 'PARTIALLY_PAID';
  const moved = await moveHeld(
    ctx.db,
    payments,
    reference,
    {
      to: paid === null ? 'REFUNDED' : 'SETTLED',
      set: {
        outcome: paid === null ? (arrived ? 'FAILED' : state.status) : state.status,
        amountPaidKobo: paid,
        method: state.method,
        paidAt: state.paidAt ?? (paid === null ? null : now),
      },
      unknownWord: null,
    },
    async (tx, claimed) => {
      if (paid === null) return settleTransaction(tx, reference, { status: 'failed' }, now);
      await postMovement(tx, 'deposit', reference, [
        { account: 'gateway_clearing', amount: -paid },
        { account: 'wallet', customerId: claimed.customerId, amount: paid },
      ]);
      await settleTransaction(
        tx,
        reference,
        { status: 'completed', amount: paid, ...(partial ? { details: { status: DEPOSIT_STATUS.partiallyPaid } } : {}) },
        now,
      );
      await notify(tx, claimed.customerId, partial ? WALLET_NOTES.partialDeposit(paid, claimed.amountKobo) : WALLET_NOTES.deposit(paid));
    },
  );
  if (moved) return moved;
  const [current] = await ctx.db.select().from(payments).where(eq(payments.reference, reference));
  return current;
}

/** What fundaccount answers, from a request or, for a repeated key, from the payment's row. */
const depositStarted = (reference: string, checkoutUrl: string) => ({
  status: 'success' as const,
  message: WALLET_TEXTS.depositStarted,
  paymentrequest: { responseBody: { checkoutUrl, paymentReference: reference } },
});

/**
 * A repeated key whose answer was never stored, after waiting for it: the checkout its claim opened,
 * or, when none opened, the payment given up and the first request's failure (abandonDeposit).
 */
export async function recoverDeposit(ctx: WalletContext, reference: string): Promise<KeyAnswer> {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.reference, reference));
  if (!payment) throw new Error(`claimed deposit ${reference} is missing`);
  const current = payment.checkoutUrl ? payment : await abandonDeposit(ctx, reference);
  if (current?.checkoutUrl) return { statusCode: 200, body: depositStarted(reference, current.checkoutUrl) };
  return { statusCode: 502, body: errorBody(WALLET_TEXTS.depositFailed) };
}

const presentPayment = (row: PaymentRow): PaymentDetails => ({
  transactionreference: row.reference,
  amount: koboToNairaString(row.amountPaidKobo ?? row.amountKobo),
  amount_requested: koboToNairaString(row.amountKobo),
  payment_method: row.method,
  payment_date: row.paidAt?.toISOString() ?? null,
  paystatus: row.outcome ?? 'PENDING',
});

/** verifypayment: the result page asks about its own payment; settles it when the gateway knows. */
export async function verifyPayment(ctx: WalletContext, customerId: number, reference: string) {
  const [own] = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.reference, reference), eq(payments.customerId, customerId)));
  if (!own) throw unprocessable(WALLET_TEXTS.paymentNotFound);
  const settled = await settlePayment(ctx, reference).catch(providerTrouble(WALLET_TEXTS.verifyUnavailable));
  return { message: WALLET_TEXTS.paymentChecked, details: presentPayment(settled!) };
}
