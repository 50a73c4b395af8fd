import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, mailOutbox, notifications } from '../../db/schema';
import { type ClientError } from '../../lib/errors';
import { MAIL_TEXTS, AUTH_TEXTS } from '../auth/texts';
import { profileEndpoints, type ResetPinRequest } from '../../../contract';
import { answer } from '../../test/client';
import { createTestApp, latestOtp, login, setPin, signUpAndLogin, type TestApp } from '../../test/harness';
import { principalOf } from '../../test/services';
import { checkPin } from './pin';
import { PIN_TEXTS, SECURITY_NOTES } from './texts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ClientError,
  );

/** A signed-in customer with a PIN, and the two calls. */
const customerWithPin = async (email: string, pin = '1234') => {
  const account = await signUpAndLogin(t, email);
  await setPin(t, account.token, pin);
  const { customerId } = await principalOf(t, account.token);
  return {
    ...account,
    customerId,
    forgot: async (password: string) => (await answer(t, profileEndpoints.forgotPin, { token: account.token, body: { password } })).message,
    reset: async (body: ResetPinRequest) => (await answer(t, profileEndpoints.resetPin, { token: account.token, body })).message,
    pinWorks: (candidate: string) => refusal(checkPin({ db: t.database.db, config: t.deps.config }, customerId, candidate, t.clock.now())),
  };
};

/** A six-digit code that is not `code`. */
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('forgotten PIN', () => {
  it('mails a code after the password, then the code sets the new PIN, lifts the lock and tells the customer', async () => {
    const email = 'forgot-pin@example.com';
    const me = await customerWithPin(email);
    // Five wrong PINs: PIN use is locked.
    for (let i = 0; i < 5; i += 1) await me.pinWorks('9999');
    expect((await me.pinWorks('1234'))?.messages).toBe(PIN_TEXTS.locked(30));

    expect(await me.forgot(me.password)).toBe(AUTH_TEXTS.otpSent);
    const otp = await latestOtp(t.database, email, 'pin');
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.subject, MAIL_TEXTS.pinResetSubject)));
    expect(mail?.body).toBe(MAIL_TEXTS.otpBody(otp));

    expect(await me.reset({ otp, pin: '4321', pin_confirmation: '4321' })).toBe(PIN_TEXTS.pinReset);
    expect(await me.pinWorks('4321')).toBeNull();
    expect((await me.pinWorks('1234'))?.messages).toBe(PIN_TEXTS.wrongPin(4));
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, me.customerId));
    expect(row?.pinLockedUntil).toBeNull();
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.customerId, me.customerId));
    expect(notes.map(({ title, which, type }) => ({ title, which, type }))).toEqual([{ title: SECURITY_NOTES.pinReset('').title, which: 4, type: 2 }]);
    // The code is used up.
    expect((await refusal(me.reset({ otp, pin: '5555', pin_confirmation: '5555' })))?.messages).toBe(AUTH_TEXTS.otpExpired);
    expect(t.logs()).not.toContain(otp);
  });

  it('refuses a wrong password, counted with sign-in guesses, and mails nothing', async () => {
    const email = 'pin-wrong-password@example.com';
    const me = await customerWithPin(email);
    const wrong = await refusal(me.forgot('not the password'));
    expect(wrong?.statusCode).toBe(422);
    expect(wrong?.messages).toBe(PIN_TEXTS.wrongPassword);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.subject, MAIL_TEXTS.pinResetSubject)));
    expect(mails).toHaveLength(0);
    // Guesses at sign-in count towards the same lock (and leave the per-customer call limit alone).
    for (let i = 0; i < 8; i += 1) expect((await login(t, email, `guess ${i}`)).statusCode).toBe(422);
    const locked = await refusal(me.forgot(`guess 9`));
    expect(locked?.statusCode).toBe(429);
    expect(locked?.messages).toBe(AUTH_TEXTS.passwordLocked(30));
    expect((await refusal(me.forgot(me.password)))?.statusCode).toBe(429);
  });

  it('asks for Set PIN when there is no PIN to forget', async () => {
    const account = await signUpAndLogin(t, 'no-pin@example.com');
    const refused = await refusal(answer(t, profileEndpoints.forgotPin, { token: account.token, body: { password: account.password } }));
    expect(refused?.messages).toBe(PIN_TEXTS.pinNotSet);
  });

  it('resends at most once a minute, and a resend replaces the code', async () => {
    const email = 'pin-resend@example.com';
    const me = await customerWithPin(email);
    await me.forgot(me.password);
    const first = await latestOtp(t.database, email, 'pin');
    const soon = await refusal(me.forgot(me.password));
    expect(soon?.statusCode).toBe(429);
    expect(soon?.messages).toBe(AUTH_TEXTS.otpResendTooSoon);
    t.clock.advance(61_000);
    await me.forgot(me.password);
    const second = await latestOtp(t.database, email, 'pin');
    // The same six digits twice in a row is a one-in-a-million chance; then there is no old code to refuse.
    if (first !== second) {
      expect((await refusal(me.reset({ otp: first, pin: '2468', pin_confirmation: '2468' })))?.messages).toBe(AUTH_TEXTS.otpIncorrect);
    }
    expect(await me.reset({ otp: second, pin: '2468', pin_confirmation: '2468' })).toBe(PIN_TEXTS.pinReset);
  });

  it('refuses a wrong code, allows 5 tries a code, then locks the e-mail after 10 wrong codes, keeping the old PIN', async () => {
    const email = 'pin-guesser@example.com';
    const me = await customerWithPin(email, '1357');
    await me.forgot(me.password);
    const otp = await latestOtp(t.database, email, 'pin');
    const bad = wrongCode(otp);
    const tries = [];
    for (let i = 0; i < 5; i += 1) tries.push((await refusal(me.reset({ otp: bad, pin: '8642', pin_confirmation: '8642' })))?.messages);
    expect(tries).toEqual([...Array(4).fill(AUTH_TEXTS.otpIncorrect), AUTH_TEXTS.otpTooManyTries]);
    // Five tries used up this code: even the right one is refused now.
    expect((await refusal(me.reset({ otp, pin: '8642', pin_confirmation: '8642' })))?.messages).toBe(AUTH_TEXTS.otpTooManyTries);

    t.clock.advance(61_000);
    await me.forgot(me.password);
    const next = await latestOtp(t.database, email, 'pin');
    const more = [];
    for (let i = 0; i < 4; i += 1) more.push((await refusal(me.reset({ otp: wrongCode(next), pin: '8642', pin_confirmation: '8642' })))?.messages);
    expect(more.slice(0, 3)).toEqual(Array(3).fill(AUTH_TEXTS.otpIncorrect));
    // The tenth wrong code for this e-mail (five plus one refused right one plus four) locks it for an hour.
    expect(more[3]).toBe(AUTH_TEXTS.otpLocked(60));
    const locked = await refusal(me.reset({ otp: next, pin: '8642', pin_confirmation: '8642' }));
    expect(locked?.statusCode).toBe(429);
    t.clock.advance(61_000);
    expect((await refusal(me.forgot(me.password)))?.messages).toBe(AUTH_TEXTS.otpLocked(59));
    expect(await me.pinWorks('1357')).toBeNull();
  });

  it('checks the new PIN and its confirmation before spending a try of the code', async () => {
    const email = 'pin-typo@example.com';
    const me = await customerWithPin(email);
    await me.forgot(me.password);
    const otp = await latestOtp(t.database, email, 'pin');
    expect((await refusal(me.reset({ otp, pin: '1111', pin_confirmation: '2222' })))?.messages).toBe(PIN_TEXTS.confirmationDiffers);
    expect((await refusal(me.reset({ otp, pin: '12a4', pin_confirmation: '12a4' })))?.messages).toEqual([
      'The PIN must be 4 digits.',
      'The PIN confirmation must be 4 digits.',
    ]);
    expect((await refusal(me.reset({ otp: '12345', pin: '1111', pin_confirmation: '1111' })))?.messages).toEqual(['The OTP must be 6 digits.']);
    expect(await me.reset({ otp, pin: '1111', pin_confirmation: '1111' })).toBe(PIN_TEXTS.pinReset);
  });
});
