import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, mailOutbox, notifications } from '../../db/schema';
import { type ClientError } from '../../lib/errors';
import { AUTH_TEXTS } from '../auth/texts';
import { customerEndpoints, profileEndpoints, type ChangePasswordRequest } from '../../../contract';
import { answer, request } from '../../test/client';
import { createTestApp, login, signUpAndLogin, type TestApp } from '../../test/harness';
import { principalOf } from '../../test/services';
import { PASSWORD_TEXTS, SECURITY_NOTES } from './texts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = async (uniqueid: string, password: string) => {
  const res = await login(t, uniqueid, password);
  return res.statusCode === 200 ? (res.json().token as string) : null;
};
const works = async (token: string) => (await request(t, customerEndpoints.customer, { token })).statusCode === 200;

const change = async (token: string, body: ChangePasswordRequest) => (await answer(t, profileEndpoints.changePassword, { token, body })).message;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ClientError,
  );

describe('POST customer/changepassword', () => {
  it('changes the password, signs out every other session but keeps this one, and tells the customer in the app and by mail', async () => {
    const email = 'changer@example.com';
    const account = await signUpAndLogin(t, email);
    const other = (await signIn(email, account.password))!;
    const { customerId } = await principalOf(t, account.token);

    expect(await change(account.token, { oldpassword: account.password, password: 'a new long passphrase' })).toBe(PASSWORD_TEXTS.changed);

    expect(await works(account.token)).toBe(true);
    expect(await works(other)).toBe(false);
    expect(await signIn(email, account.password)).toBeNull();
    expect(await signIn(email, 'a new long passphrase')).not.toBeNull();

    const note = SECURITY_NOTES.passwordChanged('21 Nov 2026 at 10:00 (Lagos time)');
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.customerId, customerId));
    expect(notes.map(({ title, description, which, type, status }) => ({ title, description, which, type, status }))).toEqual([{ ...note, status: 'unread' }]);
    expect(note.title).toBe('Your password was changed');
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.subject, 'Your password was changed')));
    expect(mails.map((m) => m.body)).toEqual([note.description]);
    // The mail and the logs carry no password.
    expect(mails[0]?.body).not.toContain('passphrase');
    expect(t.logs()).not.toContain('a new long passphrase');
  });

  it('refuses a wrong old password, counted with sign-in guesses, and changes nothing', async () => {
    const email = 'wrong-old@example.com';
    const account = await signUpAndLogin(t, email);
    const other = (await signIn(email, account.password))!;
    const wrong = await refusal(change(account.token, { oldpassword: 'not my password', password: 'another passphrase' }));
    expect(wrong?.statusCode).toBe(422);
    expect(wrong?.messages).toBe(PASSWORD_TEXTS.wrongOld);
    expect(await works(other)).toBe(true);
    expect(await signIn(email, account.password)).not.toBeNull();
  });

  it('locks after the tenth wrong password, whether typed here or at sign-in, and then refuses even the right one', async () => {
    const email = 'guesser@example.com';
    const account = await signUpAndLogin(t, email);
    for (let i = 0; i < 5; i += 1) expect(await signIn(email, `wrong sign-in ${i}`)).toBeNull();
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await refusal(change(account.token, { oldpassword: `wrong old ${i}`, password: 'new passphrase' })));
    expect(answers.slice(0, 4).map((a) => a?.messages)).toEqual(Array(4).fill(PASSWORD_TEXTS.wrongOld));
    expect(answers[4]?.statusCode).toBe(429);
    expect(answers[4]?.messages).toBe(AUTH_TEXTS.passwordLocked(30));
    const right = await refusal(change(account.token, { oldpassword: account.password, password: 'new passphrase' }));
    expect(right?.statusCode).toBe(429);
    expect(await signIn(email, account.password)).toBeNull();
    t.clock.advance(30 * 60_000 + 1);
    expect(await change(account.token, { oldpassword: account.password, password: 'new passphrase' })).toBe(PASSWORD_TEXTS.changed);
  });

  it('follows the password rules, wants a different password, and names missing fields', async () => {
    const account = await signUpAndLogin(t, 'rules@example.com');
    const before = (await t.database.db.select({ hash: customers.passwordHash }).from(customers).where(eq(customers.email, 'rules@example.com')))[0];
    expect((await refusal(change(account.token, { oldpassword: account.password, password: 'short' })))?.messages).toEqual([
      'The new password must be at least 8 characters.',
    ]);
    expect((await refusal(change(account.token, { oldpassword: account.password, password: 'x'.repeat(129) })))?.messages).toEqual([
      'The new password may not be longer than 128 characters.',
    ]);
    expect((await refusal(change(account.token, { oldpassword: 'y'.repeat(3000), password: 'long enough' })))?.messages).toEqual([
      'The old password may not be longer than 128 characters.',
    ]);
    expect((await refusal(change(account.token, { oldpassword: account.password, password: account.password })))?.messages).toBe(PASSWORD_TEXTS.sameAsOld);
    expect((await refusal(answer(t, profileEndpoints.changePassword, { token: account.token, raw: { body: {} } })))?.messages).toEqual([
      'The oldpassword field is required.',
      'The password field is required.',
    ]);
    const after = (await t.database.db.select({ hash: customers.passwordHash }).from(customers).where(eq(customers.email, 'rules@example.com')))[0];
    expect(after).toEqual(before);
  });

  it('lets only one of two racing changes from the same old password through', async () => {
    const email = 'racer@example.com';
    const account = await signUpAndLogin(t, email);
    const results = await Promise.all(
      ['first new passphrase', 'second new passphrase'].map((password) => refusal(change(account.token, { oldpassword: account.password, password }))),
    );
    expect(results.filter((r) => r === null)).toHaveLength(1);
    const signedIn = await Promise.all(['first new passphrase', 'second new passphrase'].map((p) => signIn(email, p)));
    // Exactly one new password works; the other request was told the old one no longer matches.
    expect(signedIn.filter((token) => token !== null)).toHaveLength(1);
    for (const loser of results.filter((r) => r !== null)) expect(loser?.messages).toBe(PASSWORD_TEXTS.wrongOld);
  });
});
