import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { api, call, createTestApp, latestOtp, postForm, signUpAndLogin, type TestApp } from '../../test/harness';
import { AUTH_TEXTS } from './texts';

let t: TestApp;
const email = 'forgetful@example.com';
let account: Awaited<ReturnType<typeof signUpAndLogin>>;

beforeAll(async () => {
  t = await createTestApp();
  account = await signUpAndLogin(t, email);
});
afterAll(() => t.close());

const post = (path: string, payload: object) => call(t.app, { method: 'POST', url: api(path), payload });

describe('password recovery', () => {
  it('says the same for an unknown e-mail and mails nothing', async () => {
    const res = await post('customer/auth/forgotpasswordwithemail', { email: 'stranger@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_TEXTS.resetOtpSent);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'stranger@example.com'));
    expect(mails).toHaveLength(0);
  });

  it('checks the reset code, refuses a mismatch, then sets the new password and signs out everywhere', async () => {
    const forgot = await post('customer/auth/forgotpasswordwithemail', { email });
    expect(forgot.statusCode).toBe(200);
    const otp = await latestOtp(t.database, email);

    const wrongCode = await post('customer/auth/checkotp', { email, otp: otp === '123456' ? '654321' : '123456', type: 'reset' });
    expect(wrongCode.json().message).toBe(AUTH_TEXTS.otpIncorrect);
    // A registration code check must not accept a reset code.
    expect((await post('customer/auth/checkotp', { email, otp })).statusCode).toBe(422);
    expect((await post('customer/auth/checkotp', { email, otp, type: 'reset' })).statusCode).toBe(200);

    const newPassword = 'brand new password';
    const mismatch = await post('customer/auth/resetpassword', { otp, email, password: newPassword, password_confirmation: 'something else' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().message).toBe(AUTH_TEXTS.passwordsDiffer);
    const weak = await post('customer/auth/resetpassword', { otp, email, password: 'short', password_confirmation: 'short' });
    expect(weak.json().message).toEqual(['The password must be at least 8 characters.']);

    const reset = await post('customer/auth/resetpassword', { otp, email, password: newPassword, password_confirmation: newPassword });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(AUTH_TEXTS.passwordReset);

    expect((await call(t.app, { method: 'GET', url: api('customer'), token: account.token })).statusCode).toBe(401);
    expect((await postForm(t.app, 'customer/auth/login', { uniqueid: email, password: account.password })).statusCode).toBe(422);
    expect((await postForm(t.app, 'customer/auth/login', { uniqueid: email, password: newPassword })).statusCode).toBe(200);

    const reused = await post('customer/auth/resetpassword', { otp, email, password: 'third password', password_confirmation: 'third password' });
    expect(reused.statusCode).toBe(422);
  });
});
