import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  authEndpoints,
  customerEndpoints,
  LIMITS,
  pinEndpoints,
  transactionEndpoints,
  walletEndpoints,
  type CheckOtpRequest,
  type Endpoint,
} from '../contract';
import { buildApp } from './app';
import { loadConfig } from './config';
import { customers, idempotencyKeys, withdrawals } from './db/schema';
import { JSON_TEXTS } from './http/json-body';
import { STANDARD_HASH_COST } from './lib/secrets';
import { ADDRESS_CEILING } from './http/rate-limits';
import { housekeepOnce } from './jobs/housekeeping';
import { AUTH_TEXTS } from './modules/auth/texts';
import { WALLET_TEXTS } from './modules/wallet/texts';
import { ProviderUnavailable } from './providers/errors';
import { request, urlOf, type InProcess } from './test/client';
import { median } from '../scripts/lib/stats';
import {
  balanceOf,
  createTestApp,
  customerRow,
  deposit,
  DETAILS,
  gatewayFaults,
  latestOtp,
  login as loginAs,
  PAYMENT_WEBHOOK_URL,
  requestWithdrawal,
  setPin,
  signUpAndLogin,
  verifyDeposit,
  type TestApp,
} from './test/harness';

/**
 * One test (or a few) per hole an outside review found by attacking `npm start`: each failed
 * before the hardening described in docs/rules.md ("Limits").
 */
let t: TestApp;
const faults = gatewayFaults();
beforeAll(async () => {
  t = await createTestApp({ idempotencyWaitMs: 200, adaptGateway: faults.adapt });
});
afterAll(() => t.close());

/** Each test speaks from its own client address, so per-address ceilings do not leak between tests. */
let nextAddress = 1;
const newAddress = () => `10.20.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

/** A JSON body sent whatever it holds (a string as it is): the hostile input this file is about. */
const postHostile = (endpoint: Endpoint, payload: unknown, remoteAddress = '10.0.0.1') =>
  request(t, endpoint, { remoteAddress, headers: { 'content-type': 'application/json' }, raw: { body: payload } });
const login = (uniqueid: string, password: string, remoteAddress = '10.0.0.1', on: InProcess = t) => loginAs(on, uniqueid, password, { remoteAddress });
const getStarted = (email: string, remoteAddress = '10.0.0.1', on: InProcess = t) =>
  request(on, authEndpoints.getStarted, { remoteAddress, body: { email, password: 'long enough pw' } });
const checkOtp = (body: CheckOtpRequest, remoteAddress = '10.0.0.1') => request(t, authEndpoints.checkOtp, { remoteAddress, body });
const forgotPassword = (email: string, remoteAddress = '10.0.0.1') => request(t, authEndpoints.forgotPassword, { remoteAddress, body: { email } });

const wrongOtp = (otp: string) => (otp === '000000' ? '111111' : '000000');

/**
 * An app at the server's own hashing cost (at the tests' cheaper one, a hash is lost in the noise),
 * with a customer signed up as `email`.
 */
const standardCostApp = async (email: string): Promise<TestApp> => {
  const standard = await createTestApp({ hashCost: STANDARD_HASH_COST });
  onTestFinished(() => standard.close());
  await signUpAndLogin(standard, email);
  return standard;
};

type Ask = (round: number) => Promise<LightMyRequestResponse>;

/**
 * Two kinds of request, each answered `status`, take about as long: eight rounds interleaved, so a
 * slow moment of the machine falls on both, and the medians within a factor of two.
 */
const expectAboutAsLong = async (status: number, { first, second }: { first: Ask; second: Ask }) => {
  const timed = async (ask: Ask, round: number) => {
    const started = performance.now();
    const res = await ask(round);
    expect(res.statusCode).toBe(status);
    return performance.now() - started;
  };
  const times: [number[], number[]] = [[], []];
  for (let round = 0; round < 8; round += 1) {
    times[0].push(await timed(first, round));
    times[1].push(await timed(second, round));
  }
  expect(median(times[1]) / median(times[0])).toBeGreaterThan(0.5);
  expect(median(times[1]) / median(times[0])).toBeLessThan(2);
};

describe('1. a long string cannot freeze the server', () => {
  const hostileEmail = `a@${'.'.repeat(120_000)}@`;
  const routesTakingEmail: Array<[Endpoint, Record<string, string | number>]> = [
    [authEndpoints.checkOtp, { otp: '123456' }],
    [authEndpoints.getStarted, { password: 'long enough pw' }],
    [authEndpoints.register, { ...DETAILS, otp: '123456' }],
    [authEndpoints.forgotPassword, {}],
    [authEndpoints.resetPassword, { otp: '123456', password: 'long enough pw', password_confirmation: 'long enough pw' }],
  ];

  it('refuses the 120 KB e-mail of the report as too large before reading it, on every call that takes an e-mail', async () => {
    for (const [endpoint, fields] of routesTakingEmail) {
      const res = await postHostile(endpoint, { ...fields, email: hostileEmail }, newAddress());
      expect(res.statusCode, endpoint.path).toBe(413);
    }
  });

  it('measures an e-mail against its cap before any pattern reads it', async () => {
    for (const [endpoint, fields] of routesTakingEmail) {
      const res = await postHostile(endpoint, { ...fields, email: `a@${'.'.repeat(3000)}@` }, newAddress());
      expect(res.statusCode, endpoint.path).toBe(422);
      expect(res.json().message, endpoint.path).toContain(`The email may not be longer than ${LIMITS.email} characters.`);
    }
  });

  it('gives JSON calls a few KB and the payment webhook the room it needs', async () => {
    const justOver = await request(t, authEndpoints.getStarted, { remoteAddress: newAddress(), body: { email: 'a@b.co', password: 'x'.repeat(4200) } });
    expect(justOver.statusCode).toBe(413);
    // 10 KB reaches the webhook's signature check instead of the size limit.
    const webhook = await t.app.inject({
      method: 'POST',
      url: PAYMENT_WEBHOOK_URL,
      remoteAddress: '10.0.0.1',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ eventType: 'X', eventData: { note: 'y'.repeat(10_000) } }),
    });
    expect(webhook.statusCode).toBe(401);
  });
});

describe('2. password hashing from one address', () => {
  it(`answers 429 past ${ADDRESS_CEILING.max} logins a minute from one address, whatever accounts they name, and not to another address`, async () => {
    const flood = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= ADDRESS_CEILING.max; i += 1) statuses.push((await login(`nobody-${i}@example.com`, 'wrong password', flood)).statusCode);
    expect(statuses.slice(0, ADDRESS_CEILING.max).every((status) => status === 422)).toBe(true);
    expect(statuses[ADDRESS_CEILING.max]).toBe(429);
    // The refusal comes before the body is read: even an unreadable one gets it.
    const unread = await postHostile(authEndpoints.login, '{', flood);
    expect(unread.statusCode).toBe(429);
    expect((await login('nobody-else@example.com', 'wrong password', newAddress())).statusCode).toBe(422);
  });
});

describe('3. guessing codes and passwords stays hopeless', () => {
  it('refuses the eleventh wrong code for an e-mail within an hour, even with a fresh code, and sends no new one until the hour is over', async () => {
    const email = 'otp-guessing@example.com';
    const address = newAddress();
    let code = '';
    for (let round = 0; round < 2; round += 1) {
      expect((await getStarted(email, address)).statusCode).toBe(201);
      code = await latestOtp(t.database, email);
      for (let i = 0; i < 5; i += 1) await checkOtp({ email, otp: wrongOtp(code) }, newAddress());
      t.clock.advance(61_000);
    }
    const fresh = await getStarted(email, address);
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().message).toMatch(/^Too many wrong codes for this e-mail\. Please try again in \d+ minutes\.$/);
    const right = await checkOtp({ email, otp: code }, newAddress());
    expect(right.statusCode).toBe(429);
    t.clock.advance(60 * 60_000);
    expect((await getStarted(email, address)).statusCode).toBe(201);
    expect((await checkOtp({ email, otp: await latestOtp(t.database, email) }, address)).statusCode).toBe(200);
  });

  it('counts wrong passwords by e-mail and code number together, says the account is locked, and a password reset lifts the lock', async () => {
    const email = 'password-guessing@example.com';
    const account = await signUpAndLogin(t, email);
    for (let i = 0; i < 5; i += 1) expect((await login(email, `wrong-${i}-password`, newAddress())).statusCode).toBe(422);
    for (let i = 0; i < 4; i += 1) expect((await login(account.codenumber, `wrong-${i}-password`, newAddress())).statusCode).toBe(422);
    const tenth = await login(account.codenumber, 'wrong-9-password', newAddress());
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json().message).toBe(AUTH_TEXTS.passwordLocked(30));
    // Locked means locked: the right password is not even compared.
    expect((await login(email, account.password, newAddress())).statusCode).toBe(429);

    expect((await forgotPassword(email, newAddress())).statusCode).toBe(200);
    const otp = await latestOtp(t.database, email, 'reset');
    const reset = await request(t, authEndpoints.resetPassword, {
      remoteAddress: '10.0.0.1',
      body: { email, otp, password: 'a brand new password', password_confirmation: 'a brand new password' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(email, 'a brand new password', newAddress())).statusCode).toBe(200);
  });

  it('takes about as long to refuse an unknown identifier as a known one with a wrong password', async () => {
    const email = 'timing-known@example.com';
    const standard = await standardCostApp(email);
    // Fewer rounds than the lock's ten tries. Without the decoy hash an unknown identifier answers
    // in about a hundredth of the time.
    await expectAboutAsLong(422, {
      first: () => login(email, 'not the password', newAddress(), standard),
      second: (round) => login(`timing-unknown-${round}@example.com`, 'not the password', newAddress(), standard),
    });
  });
});

describe('4. the recovery calls say nothing about who has an account', () => {
  it('answers forgot-password twice, and a wrong reset code, the same for a registered and an unknown e-mail', async () => {
    await signUpAndLogin(t, 'enumerated@example.com');
    const replies = async (email: string) => {
      const address = newAddress();
      const first = await forgotPassword(email, address);
      const second = await forgotPassword(email, address);
      const wrongCode = await checkOtp({ email, otp: '000000', type: 'reset' }, address);
      return [first, second, wrongCode].map((res) => ({ status: res.statusCode, body: res.json() }));
    };
    const registered = await replies('enumerated@example.com');
    const unknown = await replies('never-registered@example.com');
    expect(unknown).toEqual(registered);
    expect(registered.map((reply) => reply.status)).toEqual([200, 429, 422]);
  });
});

describe('4b. sign-up says nothing about who has an account', () => {
  it('takes about as long to answer getstarted for an e-mail that has an account as for a new one', async () => {
    const owner = 'timing-owner@example.com';
    const standard = await standardCostApp(owner);
    const signUp = (email: string) => getStarted(email, newAddress(), standard);
    // Without the same password hash on both, the taken e-mail answers in a fraction of the time.
    await expectAboutAsLong(201, {
      first: () => {
        // A minute apart, as a resend must be.
        standard.clock.advance(61_000);
        return signUp(owner);
      },
      second: (round) => signUp(`timing-new-${round}@example.com`),
    });
  });
});

describe('5. Idempotency-Keys never stay stuck', () => {
  const withdraw = (token: string, key: string, amount = '1000') => requestWithdrawal(t, token, { amount }, { idempotencyKey: key });
  const funded = async (email: string, naira: number) => {
    const { token, password } = await signUpAndLogin(t, email);
    await setPin(t, token);
    if (naira > 0) {
      const paid = await deposit(t, token, naira);
      await verifyDeposit(t, token, paid.reference);
    }
    return { token, password };
  };
  const claimOf = async (key: string) => (await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0];

  it('claims a key only with a committed movement: a request refused inside its transaction leaves the key free to run again', async () => {
    const { token } = await funded('claim-rollback@example.com', 500);
    const refused = await withdraw(token, 'rollback-key-0001');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(WALLET_TEXTS.insufficientFunds);
    expect(await claimOf('rollback-key-0001')).toBeUndefined();
    const paid = await deposit(t, token, 1000);
    await verifyDeposit(t, token, paid.reference);
    const retried = await withdraw(token, 'rollback-key-0001');
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replay']).toBeUndefined();
    expect(await balanceOf(t, token)).toBe('500.00');
  });

  it('frees the key after a deliberate 503 sent before any money moved', async () => {
    const { token } = await funded('claim-503@example.com', 2000);
    faults.fail(['listBanks'], () => new ProviderUnavailable('connection refused'));
    try {
      const down = await withdraw(token, 'unavailable-key-01');
      expect(down.statusCode).toBe(503);
      expect(down.json().message).toBe(WALLET_TEXTS.banksUnavailable);
    } finally {
      faults.heal();
    }
    expect(await claimOf('unavailable-key-01')).toBeUndefined();
    const again = await withdraw(token, 'unavailable-key-01');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replay']).toBeUndefined();
    expect(await balanceOf(t, token)).toBe('1000.00');
  });

  it('replays an answered key for a day, then forgets it', async () => {
    const email = 'claim-expiry@example.com';
    const { token, password } = await funded(email, 3000);
    expect((await withdraw(token, 'expiring-key-0001')).statusCode).toBe(200);
    expect((await withdraw(token, 'expiring-key-0001')).headers['idempotent-replay']).toBe('true');
    t.clock.advance(23 * 60 * 60_000);
    await housekeepOnce({ db: t.database.db, now: t.clock.now, log: console });
    expect(await claimOf('expiring-key-0001')).toBeDefined();
    t.clock.advance(60 * 60_000 + 1);
    expect((await housekeepOnce({ db: t.database.db, now: t.clock.now, log: console })).keys).toBeGreaterThanOrEqual(1);
    expect(await claimOf('expiring-key-0001')).toBeUndefined();
    // A day later the session has expired too: sign in again.
    const fresh = (await login(email, password, newAddress())).json().token as string;
    const later = await withdraw(fresh, 'expiring-key-0001');
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replay']).toBeUndefined();
    expect(await balanceOf(t, fresh)).toBe('1000.00');
  });
});

describe('6. deeply nested JSON', () => {
  it('answers [[[…]]] with a 4xx on every JSON call, login included: 413 at the 5000 levels of the report, 400 within the size limit', async () => {
    const { token } = await signUpAndLogin(t, 'nested@example.com');
    const send = (endpoint: Endpoint, depth: number) =>
      request(t, endpoint, {
        token,
        remoteAddress: newAddress(),
        headers: { 'content-type': 'application/json' },
        raw: { body: `${'['.repeat(depth)}${']'.repeat(depth)}` },
      });
    for (const endpoint of [authEndpoints.login, authEndpoints.getStarted, walletEndpoints.makeWithdrawal, pinEndpoints.setPin]) {
      expect((await send(endpoint, 5000)).statusCode, endpoint.path).toBe(413);
      const deep = await send(endpoint, 2000);
      expect(deep.statusCode, endpoint.path).toBe(400);
      expect(deep.json(), endpoint.path).toEqual({ status: 'error', message: JSON_TEXTS.tooDeep });
    }
    const twenty = `${'{"a":'.repeat(20)}1${'}'.repeat(20)}`;
    expect((await postHostile(authEndpoints.getStarted, twenty, newAddress())).statusCode).toBe(422);
  });
});

describe('7. registration fields have lengths', () => {
  it('refuses names, address and phone number past their caps, and the database refuses them too', async () => {
    const email = 'long-fields@example.com';
    expect((await getStarted(email)).statusCode).toBe(201);
    const otp = await latestOtp(t.database, email);
    const res = await request(t, authEndpoints.register, {
      remoteAddress: '10.0.0.1',
      body: {
        ...DETAILS,
        email,
        otp,
        firstname: 'A'.repeat(LIMITS.name + 1),
        address: 'B'.repeat(LIMITS.address + 1),
        phonenumber: '0'.repeat(LIMITS.phone + 1),
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual([
      `The phone number may not be longer than ${LIMITS.phone} characters.`,
      `The first name may not be longer than ${LIMITS.name} characters.`,
      `The address may not be longer than ${LIMITS.address} characters.`,
    ]);
    await expect(
      t.database.db.insert(customers).values({ ...customerRow('FV99999999', 'direct@example.com'), firstname: 'A'.repeat(LIMITS.name + 1) }),
    ).rejects.toThrow();
  });
});

describe('8. headers and logs', () => {
  it('marks every API answer no-store', async () => {
    const { token } = await signUpAndLogin(t, 'no-store@example.com');
    for (const res of [
      await request(t, customerEndpoints.customer, { token }),
      await request(t, transactionEndpoints.recentTransactions, { token }),
      await request(t, customerEndpoints.customer),
      await request(t, authEndpoints.callTimes),
    ]) {
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('never writes a query string, so never an account number, to the logs', async () => {
    const { token } = await signUpAndLogin(t, 'quiet-logs@example.com');
    const res = await request(t, walletEndpoints.accountDetails, { token, query: { accountnumber: '0123456789', bank: '058' } });
    expect(res.statusCode).toBe(200);
    expect(t.logs()).toContain(urlOf(walletEndpoints.accountDetails));
    expect(t.logs()).not.toContain('0123456789');
  });

  const preflight = (app: TestApp['app'], origin: string): Promise<LightMyRequestResponse> =>
    app.inject({
      method: 'OPTIONS',
      url: urlOf(walletEndpoints.makeWithdrawal),
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
    });

  it('answers a preflight without CORS headers unless CORS_ORIGINS names the origin', async () => {
    const closed = await preflight(t.app, 'https://elsewhere.example');
    expect(closed.statusCode).toBe(204);
    expect(closed.headers['access-control-allow-origin']).toBeUndefined();

    const config = loadConfig({ NODE_ENV: 'test', DIST_DIR: '/nonexistent', CORS_ORIGINS: 'https://partner.example' });
    const open = await buildApp({ config, database: t.database, logStream: false });
    try {
      const allowed = await preflight(open, 'https://partner.example');
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
      const other = await preflight(open, 'https://elsewhere.example');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await open.close();
    }
  });
});

describe('what the fixes keep', () => {
  it('still lets a customer withdraw with a key, once', async () => {
    const { token } = await signUpAndLogin(t, 'still-works@example.com');
    await setPin(t, token);
    const paid = await deposit(t, token, 2000);
    await verifyDeposit(t, token, paid.reference);
    const send = () => requestWithdrawal(t, token, { amount: '700' }, { idempotencyKey: 'still-works-key-1' });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.email, 'still-works@example.com'));
    expect(await t.database.db.select().from(withdrawals).where(eq(withdrawals.customerId, row!.id))).toHaveLength(1);
  });
});
