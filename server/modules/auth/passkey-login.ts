import { and, eq, isNull } from 'drizzle-orm';
import type { LoginResponse, PasskeyAssertion } from '../../../contract';
import { customers } from '../../db/schema';
import { unprocessable } from '../../lib/errors';
import { presentCustomer } from '../customer';
import { PASSKEY_TEXTS, verifySignIn, type PasskeyContext, type RelyingParty } from '../passkeys';
import { openSession } from './sessions';
import { AUTH_TEXTS } from './texts';

/**
 * A passkey sign-in: the same answer and the same session as a password sign-in (so it is in the
 * customer's list of devices and signs out the same way). Any refusal reads the same.
 */
export async function loginWithPasskey(
  ctx: PasskeyContext,
  rp: RelyingParty,
  assertion: PasskeyAssertion,
  userAgent?: string,
): Promise<Omit<LoginResponse, 'status'>> {
  const customerId = await verifySignIn(ctx, rp, assertion);
  const [row] = await ctx.db
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)));
  if (!row) throw unprocessable(PASSKEY_TEXTS.signInFailed);
  const token = await openSession(ctx.db, row.id, ctx.now(), userAgent);
  return { message: AUTH_TEXTS.loginOk, customer: presentCustomer(row), token };
}
