import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, mailOutbox, otps, signups } from '../../db/schema';
import { hashOtp, sameHash } from '../../lib/secrets';
import { authEndpoints, type CheckOtpRequest, type RegisterRequest } from '../../../contract';
import { request } from '../../test/client';
import { createTestApp, DETAILS, latestOtp, login, signUpAndLogin, type TestApp } from '../../test/harness';
import { AUTH_TEXTS, MAIL_TEXTS } from './texts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getStarted = (email: string, password = 'long enough pw') => request(t, authEndpoints.getStarted, { body: { email, password } });
const checkOtp = (body: CheckOtpRequest) => request(t, authEndpoints.checkOtp, { body });
const register = (body: RegisterRequest) => request(t, authEndpoints.register, { body });

describe('getstarted', () => {
  it('answers 201, mails a 6-digit OTP and never returns it', async () => {
    const res = await getStarted('New.Person@Example.com');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'success', message: AUTH_TEXTS.otpSent });
    const otp = await latestOtp(t.database, 'new.person@example.com');
    expect(otp).toMatch(/^\d{6}$/);
    expect(res.body).not.toContain(otp);
  });

  it('lists every missing field at once', async () => {
    const res = await request(t, authEndpoints.getStarted, { raw: { body: {} } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'error',
      message: ['The email field is required.', 'The password field is required.'],
    });
  });

  it('rejects a bad e-mail and a short password', async () => {
    const res = await getStarted('not-an-email', 'short');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual(['Enter a valid e-mail address.', 'The password must be at least 8 characters.']);
  });

  it('measures the e-mail as it is kept, and refuses the domain deleted accounts are renamed into, on both e-mail calls', async () => {
    // 'İ' is one character typed and two once lowered: 212 typed, 412 kept.
    const growing = `${'İ'.repeat(200)}@example.com`;
    const mailsBefore = (await t.database.db.select().from(mailOutbox)).length;
    const callsTakingEmail = [
      ['getstarted', (email: string) => getStarted(email)],
      ['forgotpasswordwithemail', (email: string) => request(t, authEndpoints.forgotPassword, { body: { email } })],
    ] as const;
    for (const [path, post] of callsTakingEmail) {
      const long = await post(growing);
      expect(long.statusCode, path).toBe(422);
      expect(long.json().message, path).toEqual(['The email may not be longer than 254 characters.']);
      const reserved = await post('Deleted-3@Deleted.Invalid');
      expect(reserved.statusCode, path).toBe(422);
      expect(reserved.json().message, path).toEqual(['Enter a valid e-mail address.']);
    }
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(mailsBefore);
  });

  it('refuses a resend within a minute, then sends a new code that replaces the old one', async () => {
    const email = 'resend@example.com';
    expect((await getStarted(email)).statusCode).toBe(201);
    const first = await latestOtp(t.database, email);
    const tooSoon = await getStarted(email);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(AUTH_TEXTS.otpResendTooSoon);
    t.clock.advance(61_000);
    expect((await getStarted(email)).statusCode).toBe(201);
    const second = await latestOtp(t.database, email);
    if (second !== first) {
      const stale = await checkOtp({ email, otp: first });
      expect(stale.json().message).toBe(AUTH_TEXTS.otpIncorrect);
    }
    expect((await checkOtp({ email, otp: second })).statusCode).toBe(200);
  });

  it('sends exactly one code when two requests race', async () => {
    const email = 'race-start@example.com';
    const answers = await Promise.all([getStarted(email), getStarted(email)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 429]);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(mails).toHaveLength(1);
  });
});

describe('checkotp', () => {
  it('accepts the mailed code', async () => {
    const email = 'check-ok@example.com';
    await getStarted(email);
    const res = await checkOtp({ email, otp: await latestOtp(t.database, email) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: AUTH_TEXTS.otpVerified });
  });

  it('counts wrong codes and locks the code after five tries', async () => {
    const email = 'check-wrong@example.com';
    await getStarted(email);
    const otp = await latestOtp(t.database, email);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i += 1) {
      const res = await checkOtp({ email, otp: wrong });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(AUTH_TEXTS.otpIncorrect);
    }
    expect((await checkOtp({ email, otp: wrong })).json().message).toBe(AUTH_TEXTS.otpTooManyTries);
    const right = await checkOtp({ email, otp });
    expect(right.statusCode).toBe(422);
    expect(right.json().message).toBe(AUTH_TEXTS.otpTooManyTries);
  });

  it('rejects an expired code', async () => {
    const email = 'check-expired@example.com';
    await getStarted(email);
    const otp = await latestOtp(t.database, email);
    t.clock.advance(10 * 60_000 + 1);
    const res = await checkOtp({ email, otp });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(AUTH_TEXTS.otpExpired);
  });

  it('rejects a code that is not six digits without counting a try', async () => {
    const res = await checkOtp({ email: 'x@example.com', otp: '12ab' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual(['The OTP must be 6 digits.']);
  });
});

describe('fetchctimes', () => {
  it('lists the seeded call time frames', async () => {
    const res = await request(t, authEndpoints.callTimes);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    expect(body.data[0]).toEqual({ id: 1, name: '9:00am - 12:00pm (GMT+1)' });
  });
});

describe('register', () => {
  const startAndProve = async (email: string) => {
    await getStarted(email);
    const otp = await latestOtp(t.database, email);
    await checkOtp({ email, otp });
    return otp;
  };

  it('needs the OTP proven by checkotp first', async () => {
    const email = 'unproven@example.com';
    await getStarted(email);
    const otp = await latestOtp(t.database, email);
    const res = await register({ ...DETAILS, email, otp });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(AUTH_TEXTS.otpNotVerified);
  });

  it('creates the customer with a code number and mails it', async () => {
    const email = 'created@example.com';
    const otp = await startAndProve(email);
    const res = await request(t, authEndpoints.register, { raw: { body: { ...DETAILS, email, otp, confirmedtime: '2' } } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'success', message: 'Account created successfully' });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.email, email));
    expect(row?.codeNumber).toMatch(/^FV\d{8}$/);
    expect(row?.callTimeId).toBe(2);
    expect(row?.walletBalance).toBe(0);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(mails.some((m) => m.body.includes(row!.codeNumber))).toBe(true);
  });

  it('does not create the same customer twice when two registrations race', async () => {
    const email = 'race-register@example.com';
    const otp = await startAndProve(email);
    const answers = await Promise.all([register({ ...DETAILS, email, otp }), register({ ...DETAILS, email, otp })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const rows = await t.database.db.select().from(customers).where(eq(customers.email, email));
    expect(rows).toHaveLength(1);
  });

  it('validates the details and the time frame', async () => {
    const email = 'details@example.com';
    const otp = await startAndProve(email);
    const missing = await request(t, authEndpoints.register, { raw: { body: { email, otp, phonenumber: '0803-123' } } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toEqual([
      'The phone number must contain digits only.',
      'The firstname field is required.',
      'The lastname field is required.',
      'The location field is required.',
      'The address field is required.',
      'The city field is required.',
      'The confirmedtime field is required.',
    ]);
    const badTime = await register({ ...DETAILS, email, otp, confirmedtime: 999 });
    expect(badTime.statusCode).toBe(422);
    expect(badTime.json().message).toBe(AUTH_TEXTS.timeFrameMissing);
    const ok = await register({ ...DETAILS, email, otp });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses a wrong code at register even after checkotp proved the right one, and creates nothing', async () => {
    const email = 'register-wrong@example.com';
    const otp = await startAndProve(email);
    const wrong = await register({ ...DETAILS, email, otp: otp === '123456' ? '654321' : '123456' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ status: 'error', message: AUTH_TEXTS.otpIncorrect });
    expect(await t.database.db.select().from(customers).where(eq(customers.email, email))).toHaveLength(0);
    expect((await register({ ...DETAILS, email, otp })).statusCode).toBe(201);
  });

  it('takes a time frame up to the largest PostgreSQL integer and refuses one past it', async () => {
    const email = 'register-bigtime@example.com';
    const otp = await startAndProve(email);
    const largest = await register({ ...DETAILS, email, otp, confirmedtime: 2_147_483_647 });
    expect(largest.json()).toEqual({ status: 'error', message: AUTH_TEXTS.timeFrameMissing });
    for (const confirmedtime of [2_147_483_648, 99_999_999_999, '99999999999']) {
      const past = await request(t, authEndpoints.register, { raw: { body: { ...DETAILS, email, otp, confirmedtime } } });
      expect(past.statusCode).toBe(422);
      expect(past.json()).toEqual({ status: 'error', message: ['Choose a valid time frame.'] });
    }
  });

  it('never writes a password or an OTP to the log', async () => {
    const email = 'quiet@example.com';
    const password = 'very-secret-password';
    await getStarted(email, password);
    const otp = await latestOtp(t.database, email);
    await checkOtp({ email, otp });
    await register({ ...DETAILS, email, otp });
    expect(t.logs()).not.toContain(password);
    expect(t.logs()).not.toContain(otp);
    expect(t.logs()).toContain('sandbox mail stored in the outbox');
  });
});

describe('getstarted with an e-mail that already has an account', () => {
  const owner = 'taken@example.com';
  let account: Awaited<ReturnType<typeof signUpAndLogin>>;
  beforeAll(async () => {
    account = await signUpAndLogin(t, owner);
  });

  /** What a caller can see of an answer. */
  const seen = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.json<unknown>() });
  const mailsTo = (email: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(asc(mailOutbox.id));
  const createdFor = async (email: string) => ({
    customers: await t.database.db.select().from(customers).where(eq(customers.email, email)),
    signups: await t.database.db.select().from(signups).where(eq(signups.email, email)),
  });

  it('answers as for a new e-mail, mails the owner that someone tried, with links to sign in and to reset, and keeps nothing', async () => {
    const before = await mailsTo(owner);
    const fresh = await getStarted('not-yet-taken@example.com');
    // Typed as a sign-up form would send it; the request names another host, which no link may take.
    const taken = await request(t, authEndpoints.getStarted, {
      headers: { host: 'attacker.example' },
      body: { email: ' Taken@Example.com ', password: 'another long pw' },
    });
    expect(seen(taken)).toEqual(seen(fresh));
    expect(seen(taken)).toEqual({ status: 201, body: { status: 'success', message: AUTH_TEXTS.otpSent } });

    const mails = (await mailsTo(owner)).slice(before.length);
    expect(mails.map((mail) => mail.subject)).toEqual([MAIL_TEXTS.signupAttemptSubject]);
    const [warning] = mails;
    // The server's own address (no PUBLIC_URL here), never the one the request named.
    expect(warning?.body).toContain('http://localhost:8080/login');
    expect(warning?.body).toContain('http://localhost:8080/forgot-password');
    expect(warning?.body).not.toContain('attacker.example');
    // No code travels to anyone.
    expect(warning?.body).not.toMatch(/\d{6}/);

    const kept = await createdFor(owner);
    expect(kept.signups).toEqual([]);
    expect(kept.customers).toHaveLength(1);
    expect((await login(t, owner, account.password)).statusCode).toBe(200);
  });

  it('gives no code that works: each step after answers as a wrong or unproven code for a new e-mail does, and creates nothing', async () => {
    const fresh = 'next-not-taken@example.com';
    t.clock.advance(61_000);
    const steps = async (email: string) => {
      const answers = [await getStarted(email), await getStarted(email)];
      const otp = email === fresh ? await latestOtp(t.database, fresh) : '000000';
      const wrong = otp === '000000' ? '111111' : '000000';
      answers.push(await register({ ...DETAILS, email, otp: wrong }));
      for (let i = 0; i < 5; i += 1) answers.push(await checkOtp({ email, otp: wrong }));
      return answers.map(seen);
    };
    const forTaken = await steps(owner);
    expect(forTaken).toEqual(await steps(fresh));
    expect(forTaken.map((answer) => answer.status)).toEqual([201, 429, 422, 422, 422, 422, 422, 422]);

    // No six digits match the code kept for it: every one of them is a wrong code.
    const [kept] = await t.database.db
      .select()
      .from(otps)
      .where(and(eq(otps.purpose, 'register'), eq(otps.email, owner)));
    const { appSecret } = t.deps.config;
    let matching = 0;
    for (let n = 0; n < 1_000_000; n += 1) {
      if (sameHash(hashOtp(appSecret, 'register', owner, String(n).padStart(6, '0')), kept!.codeHash)) matching += 1;
    }
    expect(matching).toBe(0);
    const created = await createdFor(owner);
    expect(created.signups).toEqual([]);
    expect(created.customers).toHaveLength(1);
    expect(created.customers[0]?.codeNumber).toBe(account.codenumber);
  });
});
