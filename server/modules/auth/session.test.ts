import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints, customerEndpoints, CustomerResponse, LoginResponse } from '../../../contract';
import { assert } from 'superstruct';
import { request } from '../../test/client';
import { createTestApp, login, signUpAndLogin, type TestApp } from '../../test/harness';
import { AUTH_TEXTS } from './texts';

let t: TestApp;
let account: Awaited<ReturnType<typeof signUpAndLogin>>;
const email = 'session@example.com';

beforeAll(async () => {
  t = await createTestApp();
  account = await signUpAndLogin(t, email);
});
afterAll(() => t.close());

const getCustomer = (token?: string) => request(t, customerEndpoints.customer, { token });

describe('login', () => {
  it('signs in with the e-mail in any case, form-encoded, and answers the login contract', async () => {
    const res = await login(t, ' SESSION@example.com ', account.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    assert(body, LoginResponse);
    expect(body.message).toBe(AUTH_TEXTS.loginOk);
    expect(body.token.length).toBeGreaterThanOrEqual(43);
    expect(body.customer).toMatchObject({ email, firstname: 'Ada', ngnbalance: '0.00', returns_ngnbalance: '0.00', pin: null, status: '1' });
    expect(res.body).not.toMatch(/password|scrypt/i);
  });

  it('signs in with the code number', async () => {
    const res = await login(t, account.codenumber.toLowerCase(), account.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().customer.codenumber).toBe(account.codenumber);
  });

  it('gives the same answer for a wrong password and an unknown user', async () => {
    const wrong = await login(t, email, 'not the password');
    const unknown = await login(t, 'nobody@example.com', 'whatever pw');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ status: 'error', message: AUTH_TEXTS.loginFailed });
    }
  });

  it('names the missing fields', async () => {
    const res = await request(t, authEndpoints.login, { raw: { body: {} } });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual(['The uniqueid field is required.', 'The password field is required.']);
  });

  it('slows down guessing: the tenth wrong password locks, and the eleventh try in a minute is not even looked at', async () => {
    const target = 'guess-target@example.com';
    const answers = [];
    for (let i = 0; i < 10; i += 1) {
      answers.push(await login(t, target, `guess-${i}-pw`));
    }
    expect(answers.slice(0, 9).map((res) => res.statusCode)).toEqual(Array(9).fill(422));
    expect(answers[9]!.statusCode).toBe(429);
    expect(answers[9]!.json().message).toBe(AUTH_TEXTS.passwordLocked(30));
    const last = await login(t, target, 'guess-x-pw');
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toMatch(/^Too many attempts\. Please try again in /);
    // Another account from the same address is not locked out by it.
    expect((await login(t, email, account.password)).statusCode).toBe(200);
  });
});

describe('GET customer', () => {
  it('returns the signed-in customer with every field the app reads', async () => {
    const res = await getCustomer(account.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    assert(body, CustomerResponse);
    expect(Object.keys(body.customer)).toEqual(
      expect.arrayContaining([
        'firstname',
        'lastname',
        'email',
        'phonenumber',
        'address',
        'dob',
        'profilepicture',
        'pin',
        'status',
        'ngnbalance',
        'returns_ngnbalance',
        'start_date',
        'stop_date',
        'last_pay',
      ]),
    );
  });

  it('answers 401 without a token, with a bad token and with a malformed header', async () => {
    for (const res of [
      await getCustomer(),
      await getCustomer('not-a-real-token'),
      await request(t, customerEndpoints.customer, { headers: { authorization: 'Basic abc' } }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().status).toBe('error');
    }
  });

  it('expires a session after 24 hours', async () => {
    const fresh = await login(t, email, account.password);
    const token = fresh.json().token as string;
    t.clock.advance(24 * 60 * 60_000 - 1000);
    expect((await getCustomer(token)).statusCode).toBe(200);
    t.clock.advance(2000);
    expect((await getCustomer(token)).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the token it was called with, and only that one', async () => {
    const a = (await login(t, email, account.password)).json().token;
    const b = (await login(t, email, account.password)).json().token;
    const res = await request(t, customerEndpoints.logout, { token: a });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: AUTH_TEXTS.loggedOut });
    expect((await getCustomer(a)).statusCode).toBe(401);
    expect((await request(t, customerEndpoints.logout, { token: a })).statusCode).toBe(401);
    expect((await getCustomer(b)).statusCode).toBe(200);
  });
});
