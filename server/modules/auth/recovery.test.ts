import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { authEndpoints, customerEndpoints, type CheckOtpRequest, type ResetPasswordRequest } from '../../../contract';
import { request } from '../../test/client';
import { createTestApp, latestOtp, login, signUpAndLogin, type TestApp } from '../../test/harness';
import { AUTH_TEXTS } from './texts';

let t: TestApp;
const email = 'forgetful@example.com';
let account: Awaited<ReturnType<typeof signUpAndLogin>>;

beforeAll(async () => {
  t = await createTestApp();
  account = await signUpAndLogin(t, email);
});
afterAll(() => t.close());

const forgotPassword = (email: string) => request(t, authEndpoints.forgotPassword, { body: { email } });
const checkOtp = (body: CheckOtpRequest) => request(t, authEndpoints.checkOtp, { body });
const resetPassword = (body: ResetPasswordRequest) => request(t, authEndpoints.resetPassword, { body });

describe('password recovery', () => {
  it('says the same for an unknown e-mail and mails nothing', async () => {
    const res = await forgotPassword('stranger@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_TEXTS.resetOtpSent);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'stranger@example.com'));
    expect(mails).toHaveLength(0);
  });

  it('checks the reset code, refuses a mismatch, then sets the new password and signs out everywhere', async () => {
    const forgot = await forgotPassword(email);
    expect(forgot.statusCode).toBe(200);
    const otp = await latestOtp(t.database, email, 'reset');

    const wrongCode = await checkOtp({ email, otp: otp === '123456' ? '654321' : '123456', type: 'reset' });
    expect(wrongCode.json().message).toBe(AUTH_TEXTS.otpIncorrect);
    // A registration code check must not accept a reset code.
    expect((await checkOtp({ email, otp })).statusCode).toBe(422);
    expect((await checkOtp({ email, otp, type: 'reset' })).statusCode).toBe(200);

    const newPassword = 'brand new password';
    const mismatch = await resetPassword({ otp, email, password: newPassword, password_confirmation: 'something else' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().message).toBe(AUTH_TEXTS.passwordsDiffer);
    const weak = await resetPassword({ otp, email, password: 'short', password_confirmation: 'short' });
    expect(weak.json().message).toEqual(['The password must be at least 8 characters.']);

    const reset = await resetPassword({ otp, email, password: newPassword, password_confirmation: newPassword });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(AUTH_TEXTS.passwordReset);

    expect((await request(t, customerEndpoints.customer, { token: account.token })).statusCode).toBe(401);
    expect((await login(t, email, account.password)).statusCode).toBe(422);
    expect((await login(t, email, newPassword)).statusCode).toBe(200);

    const reused = await resetPassword({ otp, email, password: 'third password', password_confirmation: 'third password' });
    expect(reused.statusCode).toBe(422);
  });

  /** A customer who asked for a reset code; their old password must survive every refused reset. */
  const askForReset = async (address: string) => {
    const owner = await signUpAndLogin(t, address);
    expect((await forgotPassword(address)).statusCode).toBe(200);
    return { owner, otp: await latestOtp(t.database, address, 'reset') };
  };
  const resetWith = (address: string, otp: string, password = 'another new password') =>
    resetPassword({ otp, email: address, password, password_confirmation: password });
  const oldPasswordWorks = async (address: string, password: string) => (await login(t, address, password)).statusCode === 200;

  it('refuses a wrong reset code and keeps the password; the right code still works after', async () => {
    const address = 'reset-wrong@example.com';
    const { owner, otp } = await askForReset(address);
    const wrong = await resetWith(address, otp === '123456' ? '654321' : '123456');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ status: 'error', message: AUTH_TEXTS.otpIncorrect });
    expect(await oldPasswordWorks(address, owner.password)).toBe(true);
    expect((await request(t, customerEndpoints.customer, { token: owner.token })).statusCode).toBe(200);
    expect((await resetWith(address, otp)).statusCode).toBe(200);
  });

  it('refuses an expired reset code and keeps the password', async () => {
    const address = 'reset-expired@example.com';
    const { owner, otp } = await askForReset(address);
    t.clock.advance(10 * 60_000 + 1);
    const expired = await resetWith(address, otp);
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toEqual({ status: 'error', message: AUTH_TEXTS.otpExpired });
    expect(await oldPasswordWorks(address, owner.password)).toBe(true);
  });

  it('names the missing fields of forgotpasswordwithemail and resetpassword', async () => {
    const forgot = await request(t, authEndpoints.forgotPassword, { raw: { body: {} } });
    expect(forgot.statusCode).toBe(422);
    expect(forgot.json()).toEqual({ status: 'error', message: ['The email field is required.'] });
    const reset = await request(t, authEndpoints.resetPassword, { raw: { body: {} } });
    expect(reset.statusCode).toBe(422);
    expect(reset.json()).toEqual({
      status: 'error',
      message: [
        'The otp field is required.',
        'The email field is required.',
        'The password field is required.',
        'The password confirmation field is required.',
      ],
    });
    const noConfirmation = await request(t, authEndpoints.resetPassword, { raw: { body: { otp: '123456', email, password: 'long enough pw' } } });
    expect(noConfirmation.json().message).toEqual(['The password confirmation field is required.']);
  });
});
