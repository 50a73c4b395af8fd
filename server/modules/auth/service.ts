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
import { normaliseEmail } from '../../../contract/fields';
import { callTimes, customers, signups } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { unprocessable } from '../../lib/errors';
import { hashSecret, type HashRequester } from '../../lib/secrets';
import { presentCustomer } from '../customer';
import { forgetPasskeys } from '../passkeys';
import { consumeOtp, issueOtp, proveOtp, type OtpContext } from './otp';
import { provePassword } from './password-guess';
import { CODE_NUMBER_PATTERN, GUESS_KEYS, newCodeNumber } from './rules';
import { clearTries } from './throttle';
import { openSession, revokeAllSessions } from './sessions';
import { AUTH_TEXTS, MAIL_TEXTS } from './texts';

export type AuthContext = OtpContext & {
  log: { warn(obj: object, msg: string): void };
  /** scrypt's cost for the hashes it makes (AppDeps.hashCost). */
  hashCost: number;
  /** Where customers reach the app, for links in mails (http/origin.ts ownOrigin). */
  siteUrl: string;
};

/** Who is asking (their client address): password hashing takes turns by it (lib/secrets). */
type Requester = HashRequester;

const customerByEmail = (ctx: AuthContext, email: string) =>
  ctx.db
    .select()
    .from(customers)
    .where(and(eq(customers.email, email), isNull(customers.deletedAt)));

/**
 * getstarted: remembers the e-mail and password of a sign-up and mails an OTP; also the resend.
 * An e-mail that already has an account is answered, limited and timed the same (the password is
 * hashed either way, and a code is issued that no one can match), keeps nothing, and its owner is
 * mailed that someone tried, with the way to sign in or reset the password instead of a code.
 */
export async function startSignup(ctx: AuthContext, input: GetStartedRequest, requester: Requester): Promise<string> {
  const email = normaliseEmail(input.email);
  const passwordHash = await hashSecret(input.password, ctx.hashCost, requester);
  const taken = (await customerByEmail(ctx, email)).length > 0;
  const otp = await ctx.db.transaction(async (tx) => {
    if (taken) return issueOtp(ctx, 'register', email, tx, { instead: signupAttemptMail(ctx.siteUrl) });
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

const signupAttemptMail = (siteUrl: string) => ({ subject: MAIL_TEXTS.signupAttemptSubject, text: MAIL_TEXTS.signupAttemptBody(siteUrl) });

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

  const created = await ctx.db
    .transaction(async (tx) => {
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
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'customers_email_key')) throw unprocessable(AUTH_TEXTS.emailTaken);
      throw error;
    });

  await ctx.mail
    .send({ to: email, subject: MAIL_TEXTS.welcomeSubject, text: MAIL_TEXTS.welcomeBody(created.firstname, created.codeNumber) })
    .catch((error: unknown) => ctx.log.warn({ err: error }, 'welcome mail failed'));
  return AUTH_TEXTS.accountCreated;
}

/**
 * login: by e-mail or code number; the same answer and the same cost for an unknown user. Each
 * try is claimed against the customer (e-mail and code number count together) or, for no
 * account, against the identifier typed, before the password is compared; too many lock sign-in
 * until the lock runs out or the password is reset. Unknown identifiers lock the same way, so a
 * lock says nothing about whether an account exists. `userAgent` (the request's User-Agent
 * header) names the device in the customer's list of sessions.
 */
export async function login(
  ctx: AuthContext,
  input: LoginRequest,
  requester: Requester,
  userAgent?: string,
): Promise<{ message: string; customer: Customer; token: string }> {
  const now = ctx.now();
  const uniqueid = input.uniqueid.trim();
  const byCodeNumber = CODE_NUMBER_PATTERN.test(uniqueid);
  const identifier = byCodeNumber ? uniqueid.toUpperCase() : normaliseEmail(uniqueid);
  const match = byCodeNumber ? eq(customers.codeNumber, identifier) : eq(customers.email, identifier);
  const [row] = await ctx.db
    .select()
    .from(customers)
    .where(and(match, isNull(customers.deletedAt)));
  const guesses = row ? GUESS_KEYS.customer(row.id) : GUESS_KEYS.unknownLogin(identifier);
  await provePassword(ctx, guesses, input.password, row?.passwordHash, requester, now, AUTH_TEXTS.loginFailed);
  // provePassword refuses whenever there is no row; this tells the compiler so.
  if (!row) throw unprocessable(AUTH_TEXTS.loginFailed);
  const token = await openSession(ctx.db, row.id, now, userAgent);
  return { message: AUTH_TEXTS.loginOk, customer: presentCustomer(row), token };
}

/**
 * forgotpasswordwithemail: answers, refuses and counts exactly the same whether or not the e-mail
 * has an account. An unknown e-mail gets a code too, mailed to nobody, so a second request within a
 * minute is refused alike and a wrong code reads 'Incorrect OTP' alike; the mail to a real
 * account goes out after the answer, so its time gives nothing away either.
 */
export async function startPasswordReset(ctx: AuthContext, input: ForgotPasswordRequest): Promise<string> {
  const email = normaliseEmail(input.email);
  const otp = await issueOtp(ctx, 'reset', email);
  if ((await customerByEmail(ctx, email)).length > 0) {
    void otp.send().catch((error: unknown) => ctx.log.warn({ err: error }, 'reset code mail failed; the customer may ask again at once'));
  }
  return AUTH_TEXTS.resetOtpSent;
}

/** resetpassword: a correct reset code sets the new password, signs out every session and removes every passkey. */
export async function resetPassword(ctx: AuthContext, input: ResetPasswordRequest, requester: Requester): Promise<string> {
  if (input.password !== input.password_confirmation) throw unprocessable(AUTH_TEXTS.passwordsDiffer);
  const email = normaliseEmail(input.email);
  const otp = await proveOtp(ctx, 'reset', email, input.otp, { requireProof: false });
  const passwordHash = await hashSecret(input.password, ctx.hashCost, requester);
  const removal = await ctx.db.transaction(async (tx) => {
    if (!(await consumeOtp(tx, otp.id))) throw unprocessable(AUTH_TEXTS.otpExpired);
    const [row] = await tx
      .update(customers)
      .set({ passwordHash })
      .where(and(eq(customers.email, email), isNull(customers.deletedAt)))
      .returning({ id: customers.id });
    if (!row) throw unprocessable(AUTH_TEXTS.otpExpired);
    await revokeAllSessions(tx, row.id, ctx.now());
    // The customer proved the mailbox: a sign-in lock from wrong passwords has done its job.
    await clearTries(tx, GUESS_KEYS.customer(row.id));
    return forgetPasskeys(ctx, tx, row.id, 'passwordChanged', ctx.now());
  });
  await removal.send();
  return AUTH_TEXTS.passwordReset;
}
