import { and, eq, isNull } from 'drizzle-orm';
import type { ForgotPinRequest, ResetPinRequest } from '../../../contract';
import { customers } from '../../db/schema';
import { unauthenticated, unprocessable } from '../../lib/errors';
import { lagosMoment } from '../../lib/lagos-time';
import { hashPin, type PinKeys } from '../../lib/pin-hash';
import type { HashRequester } from '../../lib/secrets';
import { consumeOtp, issueOtp, proveOtp, provePassword, GUESS_KEYS, AUTH_TEXTS } from '../auth';
import type { AuthContext } from '../auth';
import { notify } from '../notifications';
import { forgetPasskeys } from '../passkeys';
import { PIN_TEXTS, SECURITY_NOTES } from './texts';

const signedInCustomer = async (ctx: AuthContext, customerId: number) => {
  const [row] = await ctx.db
    .select({ email: customers.email, passwordHash: customers.passwordHash, pinHash: customers.pinHash })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)));
  if (!row) throw unauthenticated();
  return row;
};

/**
 * forgotpin (ours): a customer who forgot their PIN proves it is them with their password (a guess
 * counted like a sign-in), then gets a 6-digit code by mail under the sign-up code's rules: 10
 * minutes, 5 tries, a resend at most once a minute, the e-mail's guess lock.
 */
export async function forgotPin(ctx: AuthContext, customerId: number, input: ForgotPinRequest, requester: HashRequester): Promise<string> {
  const row = await signedInCustomer(ctx, customerId);
  if (!row.pinHash) throw unprocessable(PIN_TEXTS.pinNotSet);
  await provePassword(ctx, GUESS_KEYS.customer(customerId), input.password, row.passwordHash, requester, ctx.now(), PIN_TEXTS.wrongPassword);
  const otp = await issueOtp(ctx, 'pin', row.email);
  await otp.send();
  return AUTH_TEXTS.otpSent;
}

/**
 * resetpin (ours): the mailed code sets the new PIN and lifts the PIN lock (the customer proved
 * their password and their mailbox). The code is used up with the change, so it works once.
 */
export async function resetPin(ctx: AuthContext, pinKeys: PinKeys, customerId: number, input: ResetPinRequest): Promise<string> {
  if (input.pin !== input.pin_confirmation) throw unprocessable(PIN_TEXTS.confirmationDiffers);
  const { email } = await signedInCustomer(ctx, customerId);
  const otp = await proveOtp(ctx, 'pin', email, input.otp, { requireProof: false });
  const pinHash = hashPin(pinKeys, customerId, input.pin);
  const now = ctx.now();
  const removal = await ctx.db.transaction(async (tx) => {
    if (!(await consumeOtp(tx, otp.id))) throw unprocessable(AUTH_TEXTS.otpExpired);
    await tx.update(customers).set({ pinHash, pinFailedAttempts: 0, pinLockedUntil: null }).where(eq(customers.id, customerId));
    await notify(tx, customerId, SECURITY_NOTES.pinReset(lagosMoment(now)));
    // Whoever needed the PIN reset may have made those passkeys too (docs/rules.md §Passkeys).
    return forgetPasskeys(ctx, tx, customerId, 'pinReset', now);
  });
  await removal.send();
  return PIN_TEXTS.pinReset;
}
