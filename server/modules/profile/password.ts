import { and, eq, isNull } from 'drizzle-orm';
import type { ChangePasswordRequest } from '../../../contract';
import { customers } from '../../db/schema';
import { unauthenticated, unprocessable } from '../../lib/errors';
import { lagosMoment } from '../../lib/lagos-time';
import { hashSecret, type HashRequester } from '../../lib/secrets';
import { provePassword, GUESS_KEYS, revokeOtherSessions } from '../auth';
import type { AuthContext } from '../auth';
import { notify } from '../notifications';
import { forgetPasskeys } from '../passkeys';
import { PASSWORD_TEXTS, SECURITY_NOTES } from './texts';

/**
 * changepassword: the old password is a guess like a sign-in (it counts towards the same lock),
 * the new one follows the sign-up rules and differs from the old. Every other session of the
 * customer is signed out and every passkey removed; `sessionId`, the one asking, stays. The customer is told in the app
 * and by mail, so a change they did not make does not go unnoticed.
 */
export async function changePassword(
  ctx: AuthContext,
  customerId: number,
  sessionId: number,
  input: ChangePasswordRequest,
  requester: HashRequester,
): Promise<string> {
  if (input.oldpassword === input.password) throw unprocessable(PASSWORD_TEXTS.sameAsOld);
  const now = ctx.now();
  const [row] = await ctx.db
    .select({ email: customers.email, passwordHash: customers.passwordHash })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)));
  if (!row) throw unauthenticated();
  await provePassword(ctx, GUESS_KEYS.customer(customerId), input.oldpassword, row.passwordHash, requester, now, PASSWORD_TEXTS.wrongOld);
  const passwordHash = await hashSecret(input.password, ctx.hashCost, requester);
  const note = SECURITY_NOTES.passwordChanged(lagosMoment(now));
  const removal = await ctx.db.transaction(async (tx) => {
    // Only the password that was just proven is replaced: a change racing this one wins once.
    const changed = await tx
      .update(customers)
      .set({ passwordHash })
      .where(and(eq(customers.id, customerId), eq(customers.passwordHash, row.passwordHash ?? ''), isNull(customers.deletedAt)))
      .returning({ id: customers.id });
    if (changed.length === 0) throw unprocessable(PASSWORD_TEXTS.wrongOld);
    await revokeOtherSessions(tx, customerId, sessionId, now);
    await notify(tx, customerId, note);
    return forgetPasskeys(ctx, tx, customerId, 'passwordChanged', now);
  });
  await removal.send();
  await ctx.mail
    .send({ to: row.email, subject: note.title, text: note.description })
    .catch((error: unknown) => ctx.log.warn({ err: error }, 'password change mail failed'));
  return PASSWORD_TEXTS.changed;
}
