import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type {
  CallTime,
  CheckOtpRequest,
  Customer,
  ForgotPasswordRequest,
  GetStartedRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from '../../../contract';
import { callTimes, customers, signups } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { unprocessable } from '../../lib/errors';
import { decoySecretHash, hashSecret, verifySecret } from '../../lib/secrets';
import { presentCustomer } from '../customer/present';
import { consumeOtp, issueOtp, proveOtp, type OtpContext } from './otp';
import { CODE_NUMBER_PATTERN, newCodeNumber, normaliseEmail } from './rules';
import { openSession, revokeAllSessions } from './sessions';
import { AUTH_TEXTS, MAIL_TEXTS } from './texts';

export type AuthContext = OtpContext & {
  log: { warn(obj: object, msg: string): void };
};

const customerByEmail = (ctx: AuthContext, email: string) =>
  ctx.db
    .select()
    .from(customers)
    .where(and(eq(customers.email, email), isNull(customers.deletedAt)));

/** getstarted: remembers the e-mail and password of a sign-up and mails an OTP; also the resend. */
export async function startSignup(ctx: AuthContext, input: GetStartedRequest): Promise<string> {
  const email = normaliseEmail(input.email);
  if ((await customerByEmail(ctx, email)).length > 0) throw unprocessable(AUTH_TEXTS.emailTaken);
  const passwordHash = await hashSecret(input.password);
  const otp = await ctx.db.transaction(async (tx) => {
    const issued = await issueOtp(ctx, 'register', email, tx);
    await tx
      .insert(signups)
      .values({ email, passwordHash, createdAt: ctx.now() })
      .onConflictDoUpdate({ target: signups.email, set: { passwordHash, createdAt: ctx.now() } });
    return issued;
  });
  await otp.send();
  return AUTH_TEXTS.otpSent;
}

export async function checkOtp(ctx: AuthContext, input: CheckOtpRequest): Promise<string> {
  await proveOtp(ctx, input.type ?? 'register', normaliseEmail(input.email), input.otp, { requireProof: false });
  return AUTH_TEXTS.otpVerified;
}

export const listCallTimes = (ctx: AuthContext): Promise<CallTime[]> =>
  ctx.db.select({ id: callTimes.id, name: callTimes.name }).from(callTimes).orderBy(callTimes.id);

const CODE_NUMBER_TRIES = 5;

/** register: turns a proven sign-up into a customer with a fresh code number. */
export async function register(ctx: AuthContext, input: RegisterRequest): Promise<string> {
  const email = normaliseEmail(input.email);
  const [callTime] = await ctx.db.select().from(callTimes).where(eq(callTimes.id, input.confirmedtime));
  if (!callTime) throw unprocessable(AUTH_TEXTS.timeFrameMissing);
  const otp = await proveOtp(ctx, 'register', email, input.otp, { requireProof: true });

  const created = await ctx.db.transaction(async (tx) => {
    const [signup] = await tx.select().from(signups).where(eq(signups.email, email));
    if (!signup || !(await consumeOtp(tx, otp.id))) throw unprocessable(AUTH_TEXTS.signupExpired);
    await tx.delete(signups).where(eq(signups.email, email));
    for (let attempt = 0; attempt < CODE_NUMBER_TRIES; attempt += 1) {
      const [row] = await tx
        .insert(customers)
        .values({
          codeNumber: newCodeNumber(() => randomInt(10)),
          email,
          passwordHash: signup.passwordHash,
          firstname: input.firstname.trim(),
          lastname: input.lastname.trim(),
          phonenumber: input.phonenumber.trim(),
          address: input.address.trim(),
          city: input.city.trim(),
          location: input.location.trim(),
          callTimeId: callTime.id,
          createdAt: ctx.now(),
        })
        .onConflictDoNothing({ target: customers.codeNumber })
        .returning();
      if (row) return row;
    }
    throw new Error('could not find a free code number');
  }).catch((error: unknown) => {
    if (isUniqueViolation(error, 'customers_email_key')) throw unprocessable(AUTH_TEXTS.emailTaken);
    throw error;
  });

  await ctx.mail
    .send({ to: email, subject: MAIL_TEXTS.welcomeSubject, text: MAIL_TEXTS.welcomeBody(created.firstname, created.codeNumber) })
    .catch((error: unknown) => ctx.log.warn({ err: error }, 'welcome mail failed'));
  return AUTH_TEXTS.accountCreated;
}

/** login: by e-mail or code number; the same answer and the same cost for an unknown user. */
export async function login(
  ctx: AuthContext,
  input: LoginRequest,
): Promise<{ message: string; customer: Customer; token: string }> {
  const uniqueid = input.uniqueid.trim();
  const match = CODE_NUMBER_PATTERN.test(uniqueid)
    ? eq(customers.codeNumber, uniqueid.toUpperCase())
    : eq(customers.email, normaliseEmail(uniqueid));
  const [row] = await ctx.db.select().from(customers).where(and(match, isNull(customers.deletedAt)));
  const valid = await verifySecret(input.password, row?.passwordHash ?? (await decoySecretHash()));
  if (!row || !row.passwordHash || !valid) throw unprocessable(AUTH_TEXTS.loginFailed);
  const token = await openSession(ctx.db, row.id, ctx.now());
  return { message: AUTH_TEXTS.loginOk, customer: presentCustomer(row), token };
}

/** forgotpasswordwithemail: mails a reset code; says the same whether or not the e-mail has an account. */
export async function startPasswordReset(ctx: AuthContext, input: ForgotPasswordRequest): Promise<string> {
  const email = normaliseEmail(input.email);
  if ((await customerByEmail(ctx, email)).length > 0) {
    const otp = await issueOtp(ctx, 'reset', email);
    await otp.send();
  }
  return AUTH_TEXTS.resetOtpSent;
}

/** resetpassword: a correct reset code sets the new password and signs out every session. */
export async function resetPassword(ctx: AuthContext, input: ResetPasswordRequest): Promise<string> {
  if (input.password !== input.password_confirmation) throw unprocessable(AUTH_TEXTS.passwordsDiffer);
  const email = normaliseEmail(input.email);
  const otp = await proveOtp(ctx, 'reset', email, input.otp, { requireProof: false });
  const passwordHash = await hashSecret(input.password);
  await ctx.db.transaction(async (tx) => {
    if (!(await consumeOtp(tx, otp.id))) throw unprocessable(AUTH_TEXTS.otpExpired);
    const [row] = await tx
      .update(customers)
      .set({ passwordHash })
      .where(and(eq(customers.email, email), isNull(customers.deletedAt)))
      .returning({ id: customers.id });
    if (!row) throw unprocessable(AUTH_TEXTS.otpExpired);
    await revokeAllSessions(tx, row.id, ctx.now());
  });
  return AUTH_TEXTS.passwordReset;
}
