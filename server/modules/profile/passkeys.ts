import { and, eq, isNull } from 'drizzle-orm';
import type { PasskeyRegistrationOptionsRequest } from '../../../contract';
import { customers } from '../../db/schema';
import { unauthenticated, unprocessable } from '../../lib/errors';
import type { HashRequester } from '../../lib/secrets';
import { GUESS_KEYS, provePassword, type AuthContext } from '../auth';
import { registrationOptions, PASSKEY_TEXTS, type PasskeyContext, type RelyingParty } from '../passkeys';
import { verifyPin, type PinContext } from './pin';
import { PIN_TEXTS } from './texts';

/**
 * Adding a passkey starts with the password (a guess counted like a sign-in) and, when one is set,
 * the PIN (counted like any PIN): a passkey signs in and approves money, so it takes both to make.
 */
export async function startPasskeyRegistration(
  ctx: AuthContext & PasskeyContext & PinContext,
  rp: RelyingParty,
  customerId: number,
  input: PasskeyRegistrationOptionsRequest,
  requester: HashRequester,
) {
  const now = ctx.now();
  const [row] = await ctx.db
    .select({ passwordHash: customers.passwordHash, pinHash: customers.pinHash })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)));
  if (!row) throw unauthenticated();
  if (row.pinHash && input.pin === undefined) throw unprocessable(PASSKEY_TEXTS.pinRequired);
  await provePassword(ctx, GUESS_KEYS.customer(customerId), input.password, row.passwordHash, requester, now, PIN_TEXTS.wrongPassword);
  if (row.pinHash && input.pin !== undefined) await verifyPin(ctx, customerId, input.pin, now);
  return registrationOptions(ctx, rp, customerId);
}
