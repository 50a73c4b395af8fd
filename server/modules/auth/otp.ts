import { and, eq, lt, sql } from 'drizzle-orm';
import type { OtpPurpose } from '../../../contract';
import type { Db, Tx } from '../../db/client';
import { otps } from '../../db/schema';
import { ClientError, tooManyRequests, unprocessable } from '../../lib/errors';
import { hashOtp, newOtp, sameHash, unmatchableOtpHash } from '../../lib/secrets';
import type { Mail, MailProvider } from '../../providers/mail';
import { MAIL_TEXTS, AUTH_TEXTS } from './texts';
import { GUESS_KEYS, OTP_GUESSES, OTP_MAX_TRIES, OTP_PROOF_TTL_MS, OTP_RESEND_INTERVAL_MS, OTP_TTL_MS } from './rules';
import { claimTry, clearTries, lockEnd, minutesLeft } from './throttle';

/**
 * What a code is for: the two checkotp knows (sign-up, password recovery), and a forgotten PIN,
 * whose code only the signed-in customer's resetpin checks.
 */
export type CodePurpose = OtpPurpose | 'pin';

export interface OtpContext {
  db: Db;
  mail: MailProvider;
  appSecret: string;
  now: () => Date;
}

/** The subject of each kind of code's mail (tests read codes from the sandbox outbox by it). */
export const OTP_SUBJECTS: Record<CodePurpose, string> = {
  register: MAIL_TEXTS.registerSubject,
  reset: MAIL_TEXTS.resetSubject,
  pin: MAIL_TEXTS.pinResetSubject,
};

const otpLocked = (lockedUntil: Date, now: Date) => tooManyRequests(AUTH_TEXTS.otpLocked(minutesLeft(lockedUntil, now)));

/** What goes to the e-mail a code was issued for: the code itself, or a mail instead of it. */
type CodeMail = Omit<Mail, 'to'>;

/**
 * Issues a fresh code for (purpose, e-mail); `send` mails it. The upsert only replaces a code sent
 * more than a minute ago, so concurrent or rapid resends cannot mail two codes. An e-mail whose
 * codes are being guessed gets no new one until its lock runs out.
 *
 * With `instead`, the row is written alike (so resends, tries and locks answer as for any code) but
 * with a hash no code matches, and `send` mails `instead`: no code leaves the server, so nobody can
 * prove this one.
 */
export async function issueOtp(ctx: OtpContext, purpose: CodePurpose, email: string, run: Db | Tx = ctx.db, { instead }: { instead?: CodeMail } = {}) {
  const now = ctx.now();
  const locked = await lockEnd(run, GUESS_KEYS.otp(email), now);
  if (locked) throw otpLocked(locked, now);
  const code = newOtp();
  const mail = instead ?? { subject: OTP_SUBJECTS[purpose], text: MAIL_TEXTS.otpBody(code) };
  const fresh = {
    codeHash: instead ? unmatchableOtpHash() : hashOtp(ctx.appSecret, purpose, email, code),
    attempts: 0,
    sentAt: now,
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    verifiedAt: null,
    proofExpiresAt: null,
  };
  const written = await run
    .insert(otps)
    .values({ purpose, email, ...fresh })
    .onConflictDoUpdate({
      target: [otps.purpose, otps.email],
      set: fresh,
      setWhere: lt(otps.sentAt, new Date(now.getTime() - OTP_RESEND_INTERVAL_MS)),
    })
    .returning({ id: otps.id });
  if (written.length === 0) throw tooManyRequests(AUTH_TEXTS.otpResendTooSoon);
  return { send: () => sendOtp(ctx, purpose, email, mail) };
}

/** Mails what goes with a code; on failure the e-mail may ask for a code again at once (502). */
async function sendOtp(ctx: OtpContext, purpose: CodePurpose, email: string, mail: CodeMail) {
  try {
    await ctx.mail.send({ to: email, ...mail });
  } catch (error) {
    // Let the customer ask again at once: the code never reached them.
    await ctx.db
      .update(otps)
      .set({ sentAt: new Date(0) })
      .where(and(eq(otps.purpose, purpose), eq(otps.email, email)));
    throw new ClientError(502, AUTH_TEXTS.otpMailFailed, { cause: error });
  }
}

/**
 * Checks a code and counts the try, twice: against this code (OTP_MAX_TRIES) and against the
 * e-mail across every code it was sent (OTP_GUESSES), both claimed before the comparison. Each
 * try is its own committed statement, so a wrong code is counted even though the caller then
 * fails. With `requireProof` the code must already have been proven by checkotp (registration);
 * otherwise a correct code proves it now.
 */
export async function proveOtp(
  ctx: OtpContext,
  purpose: CodePurpose,
  email: string,
  code: string,
  options: { requireProof: boolean },
): Promise<{ id: number }> {
  const now = ctx.now();
  const guesses = GUESS_KEYS.otp(email);
  const claim = await claimTry(ctx.db, guesses, OTP_GUESSES, now);
  if (!claim.allowed) throw otpLocked(claim.lockedUntil, now);
  const [row] = await ctx.db
    .select()
    .from(otps)
    .where(and(eq(otps.purpose, purpose), eq(otps.email, email)));
  const proven = row?.verifiedAt && row.proofExpiresAt && row.proofExpiresAt > now;
  if (!row || (!proven && row.expiresAt <= now)) throw unprocessable(AUTH_TEXTS.otpExpired);
  if (!proven && options.requireProof) throw unprocessable(AUTH_TEXTS.otpNotVerified);

  const [counted] = await ctx.db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(and(eq(otps.id, row.id), lt(otps.attempts, OTP_MAX_TRIES)))
    .returning({ attempts: otps.attempts });
  if (!counted) throw unprocessable(AUTH_TEXTS.otpTooManyTries);
  if (!sameHash(hashOtp(ctx.appSecret, purpose, email, code), row.codeHash)) {
    if (claim.lockedUntil) throw otpLocked(claim.lockedUntil, now);
    throw unprocessable(counted.attempts >= OTP_MAX_TRIES ? AUTH_TEXTS.otpTooManyTries : AUTH_TEXTS.otpIncorrect);
  }
  await clearTries(ctx.db, guesses);
  if (!proven) {
    await ctx.db
      .update(otps)
      .set({ verifiedAt: now, proofExpiresAt: new Date(now.getTime() + OTP_PROOF_TTL_MS) })
      .where(eq(otps.id, row.id));
  }
  return { id: row.id };
}

/** Uses up a proven code inside the caller's transaction; false when another request already did. */
export async function consumeOtp(tx: Tx, id: number): Promise<boolean> {
  const deleted = await tx.delete(otps).where(eq(otps.id, id)).returning({ id: otps.id });
  return deleted.length === 1;
}
