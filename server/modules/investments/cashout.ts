import { eq } from 'drizzle-orm';
import type { CashoutRequest } from '../../../contract';
import { customers, transactions } from '../../db/schema';
import { unprocessable } from '../../lib/errors';
import { newReference } from '../../lib/references';
import { claimKey, type KeyAnswer, type KeyClaim } from '../idempotency';
import { notify } from '../notifications';
import { verifyPin, type PinContext } from '../profile';
import { KINDS, recordTransaction } from '../transactions';
import { postMovement } from '../wallet';
import type { EffectOptions, InvestmentContext } from './context';
import { INVESTMENT_NOTES, INVESTMENT_TEXTS } from './texts';

/**
 * cashoutreturns once the PIN is checked: the whole payout balance moves to the wallet, with a
 * history row and a notification. The customer row is locked before the balance is read, so
 * concurrent cash-outs move it once (the others find nothing left: a 422) and a payout landing
 * meanwhile waits and is not half-counted. An Idempotency-Key (`claim`) is claimed first in the same
 * transaction; pass `tx` to run in the caller's transaction, as a savepoint (see buyUnits).
 */
export async function cashOut(ctx: InvestmentContext, customerId: number, { tx, claim }: EffectOptions = {}): Promise<{ message: string; reference: string }> {
  const now = ctx.now();
  const reference = newReference('FVC');
  return (tx ?? ctx.db).transaction(async (inner) => {
    await claimKey(inner, claim, reference);
    const [row] = await inner.select({ payoutBalance: customers.payoutBalance }).from(customers).where(eq(customers.id, customerId)).for('no key update');
    const amount = row?.payoutBalance ?? 0;
    if (amount <= 0) throw unprocessable(INVESTMENT_TEXTS.nothingToCashOut);
    await postMovement(inner, 'cashout', reference, [
      { account: 'payout', customerId, amount: -amount },
      { account: 'wallet', customerId, amount },
    ]);
    await recordTransaction(inner, { customerId, reference, ...KINDS.cashout, amount, details: {}, status: 'completed' }, now);
    await notify(inner, customerId, INVESTMENT_NOTES.cashedOut(amount));
    return { message: INVESTMENT_TEXTS.cashedOut(amount), reference };
  });
}

/** cashoutreturns: the PIN first (the same count and lockout as withdrawals), then the cash-out. */
export async function cashOutReturns(ctx: InvestmentContext & PinContext, customerId: number, input: CashoutRequest, claim?: KeyClaim): Promise<string> {
  await verifyPin(ctx, customerId, input.pin, ctx.now());
  return (await cashOut(ctx, customerId, { claim })).message;
}

/** A repeated key whose answer was never stored: the cash-out its claim names, from its history row. */
export async function recoverCashout(ctx: Pick<InvestmentContext, 'db'>, reference: string): Promise<KeyAnswer> {
  const [row] = await ctx.db.select({ amount: transactions.amount }).from(transactions).where(eq(transactions.reference, reference));
  if (!row) throw new Error(`claimed cash-out ${reference} is missing`);
  return { statusCode: 200, body: { status: 'success', message: INVESTMENT_TEXTS.cashedOut(row.amount) } };
}
