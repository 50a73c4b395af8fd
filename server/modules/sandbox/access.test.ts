import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STANDARD_HASH_COST } from '../../lib/secrets';
import { sandboxCheckout } from '../../providers/payments/sandbox';
import { authEndpoints, walletEndpoints } from '../../../contract';
import { answer, request } from '../../test/client';
import { balanceOf, createTestApp, latestOtp, signUpAndLogin, type TestApp } from '../../test/harness';
import { SANDBOX_COOKIE } from './access';
import { SANDBOX_TEXTS } from './texts';

/** A staging server: production, with the sandbox providers allowed and a sandbox token. */
const SITE = 'https://staging.fleetvest.ng';
const TOKEN = '0123456789abcdef'.repeat(3);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      NODE_ENV: 'production',
      PUBLIC_URL: SITE,
      APP_SECRET: 's'.repeat(40),
      PIN_KEYS: `k1:${randomBytes(32).toString('base64')}`,
      ALLOW_SANDBOX: '1',
      SANDBOX_TOKEN: TOKEN,
    },
    // Production hashes at the standard cost only.
    hashCost: STANDARD_HASH_COST,
  });
});
afterAll(() => t.close());

const withCookie = (value: string) => ({ cookie: `user=x; ${SANDBOX_COOKIE}=${value}` });
const openPage = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

const expectRefused = (res: LightMyRequestResponse) => {
  expect(res.statusCode).toBe(401);
  expect(res.headers['content-type']).toContain('text/html');
  expect(res.body).toContain(SANDBOX_TEXTS.tokenNeededTitle);
  expect(res.headers['set-cookie']).toBeUndefined();
};

describe('the sandbox mailbox on a staging server', () => {
  let otp: string;
  beforeAll(async () => {
    await request(t, authEndpoints.getStarted, { body: { email: 'tester@example.com', password: 'long enough pw' } });
    otp = await latestOtp(t.database, 'tester@example.com');
  });

  it('shows nobody the codes without the token, a wrong one, or a wrong cookie', async () => {
    for (const res of [
      await openPage('/sandbox/mailbox'),
      await openPage(`/sandbox/mailbox?token=${TOKEN.slice(1)}`),
      await openPage(`/sandbox/mailbox?token=${TOKEN}x`),
      await openPage('/sandbox/mailbox', withCookie(TOKEN.slice(0, -1))),
      await openPage('/sandbox/mailbox', { cookie: `other=${TOKEN}` }),
    ]) {
      expectRefused(res);
      expect(res.body).not.toContain(otp);
      expect(res.body).not.toContain('tester@example.com');
    }
  });

  it('keeps the right token in a cookie for the sandbox pages and sends the browser on without it in the address', async () => {
    const given = await openPage(`/sandbox/mailbox?token=${TOKEN}`);
    expect(given.statusCode).toBe(303);
    expect(given.headers.location).toBe('/sandbox/mailbox');
    expect(given.headers['set-cookie']).toBe(`${SANDBOX_COOKIE}=${TOKEN}; Path=/sandbox; HttpOnly; SameSite=Lax; Secure`);
    const page = await openPage('/sandbox/mailbox', withCookie(TOKEN));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(otp);
    // Other parts of the address stay.
    expect((await openPage(`/sandbox/checkout/FVD-X?token=${TOKEN}&a=1`)).headers.location).toBe('/sandbox/checkout/FVD-X?a=1');
  });

  it('writes the token into no log line', () => {
    expect(t.logs()).toContain('/sandbox/mailbox');
    expect(t.logs()).not.toContain(TOKEN);
  });
});

describe('the sandbox checkout on a staging server', () => {
  let session: string;
  let reference: string;
  let checkoutPath: string;
  beforeAll(async () => {
    ({ token: session } = await signUpAndLogin(t, 'payer@example.com'));
    const started = await answer(t, walletEndpoints.fundAccount, { token: session, body: { amount: 700, payfrom: 2 } });
    const { checkoutUrl, paymentReference } = started.paymentrequest.responseBody;
    reference = paymentReference;
    checkoutPath = new URL(checkoutUrl).pathname;
  });

  const choose = (action: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: checkoutPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: `action=${action}`,
    });
  const status = async () => (await sandboxCheckout(t.database.db, reference))?.status;

  it('opens only with the token', async () => {
    expectRefused(await openPage(checkoutPath));
    expectRefused(await openPage(checkoutPath, withCookie('wrong')));
    const page = await openPage(checkoutPath, withCookie(TOKEN));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(reference);
    // Under the server's no-referrer policy a browser would post its forms with `Origin: null`.
    expect(page.body).toContain('<meta name="referrer" content="same-origin">');
  });

  it('settles nothing for a post without the token, or with it from another page or site', async () => {
    const before = await balanceOf(t, session);
    expectRefused(await choose('pay', { origin: SITE, 'sec-fetch-site': 'same-origin' }));
    expectRefused(await choose('pay', { origin: SITE, ...withCookie('0'.repeat(48)) }));
    const elsewhere: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      {},
      { origin: SITE, 'sec-fetch-site': 'cross-site' },
      { origin: 'http://staging.fleetvest.ng' },
    ];
    for (const crossOrigin of elsewhere) {
      const res = await choose('pay', { ...crossOrigin, ...withCookie(TOKEN) });
      expect(res.statusCode, JSON.stringify(crossOrigin)).toBe(403);
      expect(res.json()).toEqual({ status: 'error', message: SANDBOX_TEXTS.notFromCheckout });
    }
    expect(await status()).toBe('PENDING');
    expect(await balanceOf(t, session)).toBe(before);
  });

  it('pays from its own page with the token', async () => {
    const res = await choose('pay', { origin: SITE, 'sec-fetch-site': 'same-origin', ...withCookie(TOKEN) });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain(`paymentReference=${reference}`);
    expect(await status()).toBe('PAID');
    expect(await balanceOf(t, session)).toBe('700.00');
  });
});
