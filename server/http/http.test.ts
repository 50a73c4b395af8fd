import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import * as schema from '../db/schema';
import { VALIDATION_TEXTS } from '../lib/validate';
import { api, call, createTestApp, DETAILS, signUpAndLogin, type TestApp } from '../test/harness';

let t: TestApp;
const dist = mkdtempSync(path.join(tmpdir(), 'fv-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Fleetvest</title><div id="root"></div>');
writeFileSync(path.join(dist, 'assets', 'entry-abc123.js'), 'console.log("x");'.repeat(200));
writeFileSync(path.join(dist, 'assets', 'entry-abc123.js.gz'), gzipSync('console.log("x");'.repeat(200)));
writeFileSync(path.join(dist, 'service-worker.js'), 'self.addEventListener("fetch", () => {});');

beforeAll(async () => {
  t = await createTestApp({ config: loadConfig({ NODE_ENV: 'test', DIST_DIR: dist }) });
});
afterAll(() => t.close());

/** Every route the app serves, read from its router, so a route added later cannot miss the sweeps. */
const servedRoutes = (app: FastifyInstance): string[] => {
  const prefixes: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \((.+)\))?$/.exec(line);
    if (!match) continue;
    prefixes.length = (match[1] ?? '').length / 4;
    prefixes.push(match[2] ?? '');
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${prefixes.join('')}`);
  }
  return routes;
};

interface RouteInput {
  body?: Record<string, string | number>;
  query?: Record<string, string>;
  params?: Record<string, string>;
  form?: boolean;
  /** Integer fields (body, query or path) and the message a value past PostgreSQL's integer gets. */
  integers?: Record<string, string>;
}

/** A request each input-reading route would accept, sent only with one field made hostile. */
const routeInputs = (email: string): Record<string, RouteInput> => ({
  'POST /api/v1/customer/auth/login': { form: true, body: { uniqueid: email, password: 'long enough pw' } },
  'POST /api/v1/customer/auth/getstarted': { body: { email, password: 'long enough pw' } },
  'POST /api/v1/customer/auth/checkotp': { body: { email, otp: '123456', type: 'register' } },
  'POST /api/v1/customer/auth/register': {
    body: { ...DETAILS, email, otp: '123456' },
    integers: { confirmedtime: 'Choose a valid time frame.' },
  },
  'POST /api/v1/customer/auth/forgotpasswordwithemail': { body: { email } },
  'POST /api/v1/customer/auth/resetpassword': {
    body: { email, otp: '123456', password: 'long enough pw', password_confirmation: 'long enough pw' },
  },
  'POST /api/v1/customer/deposit/fundaccount': { body: { amount: '100', payfrom: '2' } },
  'POST /api/v1/customer/deposit/verifypayment': { body: { tx_ref: 'FV-NO-SUCH-REF' } },
  'GET /api/v1/fetchaccountdetails': { query: { accountnumber: '0123456789', bank: '044' } },
  'POST /api/v1/customer/withdrawal/makewithdrawal': { body: { amount: '100', bank: '044', accountnumber: '0123456789', pin: '1234' } },
  'POST /api/v1/customer/pin/setpin': { body: { pin: '1234', pin_confirmation: '1234' } },
  'POST /api/v1/customer/pin/changepin': { body: { oldpin: '1234', newpin: '4321' } },
  'GET /api/v1/customer/funding/fetchall': { query: { page: '1', perpage: '10' }, integers: { page: 'The page field is too large.' } },
  'GET /api/v1/customer/funding/transaction/:id': { params: { id: '1' }, integers: { id: 'Choose a valid transaction.' } },
  'GET /api/v1/customer/notification/fetchnotifications': {
    query: { page: '1', read: '0', which: '1', type: '1' },
    integers: { page: 'The page field is too large.', which: 'The which field is too large.', type: 'The type field is too large.' },
  },
  'POST /api/v1/customer/notification/markread': { body: { notificationid: 1 }, integers: { notificationid: 'Choose a valid notification.' } },
  'POST /sandbox/checkout/:reference': { form: true, body: { action: 'pay' }, params: { reference: 'FVD-NO-SUCH-REF' } },
  'GET /sandbox/checkout/:reference': { params: { reference: 'FVD-NO-SUCH-REF' } },
});

/** Routes that read nothing from the client but the session (or, for the webhook, a signed body). */
const NO_INPUT = [
  'GET /api/v1/customer',
  'POST /api/v1/customer/logout',
  'DELETE /api/v1/customer/deleteaccount',
  'GET /api/v1/customer/auth/fetchctimes',
  'GET /api/v1/config',
  'GET /api/v1/customer/dashboard/getallinvestmentdetails',
  'GET /api/v1/customer/dashboard/allinvestments',
  'GET /api/v1/customer/funding/fetchrecent',
  'POST /api/v1/customer/notification/markallread',
  'POST /api/v1/webhooks/payments',
  'GET /api/v1/fetchbanks',
  'GET /sandbox/mailbox',
  // The SPA's pages and files.
  'GET *',
];
/** Called without the session: with it they would end the session every other route is tried with. */
const ENDS_SESSION = ['POST /api/v1/customer/logout', 'DELETE /api/v1/customer/deleteaccount'];

describe('what a client can send never breaks the server', () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await signUpAndLogin(t, 'hostile-sweep@example.com'));
  });

  const send = (route: string, input: RouteInput, raw?: { payload: string; type: string }) => {
    const [method, pattern] = route.split(' ') as [string, string];
    const path = pattern
      .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(input.params?.[name] ?? '1'))
      .replace(/^\*$/, '/dashboard');
    const query = input.query ? `?${new URLSearchParams(input.query).toString()}` : '';
    const body = input.body ?? {};
    const form = () => new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)])).toString();
    const { payload, type } =
      raw ?? (input.form ? { payload: form(), type: 'application/x-www-form-urlencoded' } : { payload: JSON.stringify(body), type: 'application/json' });
    return call(t.app, {
      method: method as 'GET',
      url: `${path}${query}`,
      token: ENDS_SESSION.includes(route) ? undefined : token,
      ...(method === 'GET' && !raw ? {} : { payload, headers: { 'content-type': type } }),
    });
  };

  /** How many rows each table holds: a refused request must change none of them. */
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const rowCounts = async () =>
    Object.fromEntries(
      await Promise.all(tables.map(async (table) => [getTableName(table), (await t.database.db.select({ n: count() }).from(table))[0]?.n])),
    );

  const expectRefusal = (res: LightMyRequestResponse, label: string) => {
    expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
    // A page (the sandbox checkout's "not found") answers in HTML; the API always in JSON.
    if (res.statusCode >= 400 && !String(res.headers['content-type']).startsWith('text/html')) {
      const body = res.json();
      expect(body.status, label).toBe('error');
      expect(body.message, label).toBeTruthy();
    }
    expect(res.body, label).not.toMatch(/at .*\.ts:\d+|node_modules|stack/i);
  };

  it('knows every route the server has, so each is tried below', () => {
    const known = [...Object.keys(routeInputs('x@example.com')), ...NO_INPUT];
    const served = servedRoutes(t.app);
    expect(served).toContain('POST /api/v1/customer/auth/login');
    expect(served.filter((route) => !known.includes(route))).toEqual([]);
    expect(known.filter((route) => !served.includes(route))).toEqual([]);
  });

  const hostile: Array<{ name: string; payload: string; type: string }> = [
    { name: 'malformed JSON', payload: '{"email": ', type: 'application/json' },
    { name: 'a JSON array', payload: '[1,2,3]', type: 'application/json' },
    { name: 'JSON null', payload: 'null', type: 'application/json' },
    { name: 'numbers where strings belong', payload: '{"email": 5, "password": {"a": 1}}', type: 'application/json' },
    { name: 'an unsupported type', payload: '<xml/>', type: 'application/xml' },
    // These reach no query on their own (each route's fields are swept one by one below).
    {
      name: 'a NUL character in JSON strings',
      payload: '{"email": "a\\u0000@b.co", "uniqueid": "a\\u0000b", "password": "long\\u0000enough"}',
      type: 'application/json',
    },
    { name: 'a NUL character in a field name', payload: '{"email\\u0000": "a@b.co"}', type: 'application/json' },
    {
      name: 'a NUL character in form fields',
      payload: 'uniqueid=a%00b&password=long%00enough&email=a%00%40b.co',
      type: 'application/x-www-form-urlencoded',
    },
    { name: 'ids past PostgreSQL integer', payload: '{"confirmedtime": 99999999999, "notificationid": 99999999999}', type: 'application/json' },
  ];
  for (const { name, payload, type } of hostile) {
    it(`answers ${name} on every route without a 500 or a stack, and changes nothing`, async () => {
      const before = await rowCounts();
      for (const route of servedRoutes(t.app)) {
        const res = await send(route, { query: { page: '1' } }, { payload, type });
        expectRefusal(res, route);
        // A route that reads a body cannot accept any of these.
        if (!route.startsWith('GET ') && !NO_INPUT.includes(route)) expect(res.statusCode, route).toBeGreaterThanOrEqual(400);
      }
      expect(await rowCounts()).toEqual(before);
    });
  }

  /** Each string field of each route in turn gets a NUL, which PostgreSQL text cannot hold. */
  for (const [route, input] of Object.entries(routeInputs('nul-sweep@example.com'))) {
    it(`refuses a NUL character in any field of ${route} with a 422 naming the field`, async () => {
      const before = await rowCounts();
      for (const part of ['body', 'query', 'params'] as const) {
        for (const [field, value] of Object.entries(input[part] ?? {})) {
          if (typeof value !== 'string') continue;
          const res = await send(route, { ...input, [part]: { ...input[part], [field]: `${value.slice(0, 1)}\u0000${value.slice(1)}` } });
          expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
          expect(res.json().message).toContain(VALIDATION_TEXTS.refusedCharacter(field.replace(/_/g, ' ')));
        }
      }
      expect(await rowCounts()).toEqual(before);
    });
  }

  /** Integer columns are PostgreSQL `integer`: one past its largest value, a huge one, and 1e300. */
  for (const [route, input] of Object.entries(routeInputs('overflow-sweep@example.com'))) {
    if (!input.integers) continue;
    it(`refuses integers too large for PostgreSQL in ${route} with a 422`, async () => {
      const before = await rowCounts();
      for (const [field, message] of Object.entries(input.integers ?? {})) {
        const part = (['body', 'query', 'params'] as const).find((p) => input[p] && field in input[p]) ?? 'body';
        for (const big of [2_147_483_648, 99_999_999_999, 1e300]) {
          const value = part === 'body' ? big : String(big);
          const res = await send(route, { ...input, [part]: { ...input[part], [field]: value } });
          expect(res.statusCode, `${field}=${big}: ${res.body}`).toBe(422);
          expect(res.json().message).toContain(message);
        }
      }
      expect(await rowCounts()).toEqual(before);
    });
  }

  it('refuses a body over 1 MB with 413', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: api('customer/auth/getstarted'),
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().status).toBe('error');
  });

  it('answers an unknown API path with a JSON 404, not the SPA', async () => {
    const res = await call(t.app, { method: 'GET', url: api('no/such/thing') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'Not found.' });
  });
});

describe('serving the SPA', () => {
  it('sends index.html for client routes, never cached', async () => {
    for (const url of ['/', '/register/otp/details', '/dashboard?x=1']) {
      const res = await call(t.app, { method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers a missing file with a 404, not index.html', async () => {
    for (const url of ['/assets/entry-old999.js', '/assets/gone', '/missing-icon.svg', '/service-worker-old.js?v=2']) {
      const res = await call(t.app, { method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).not.toContain('text/html');
    }
  });

  it('caches hashed assets for a year and serves them compressed', async () => {
    const res = await call(t.app, { method: 'GET', url: '/assets/entry-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    // Document-only headers are not paid for on every asset; nosniff stays.
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never caches the service worker', async () => {
    const res = await call(t.app, { method: 'GET', url: '/service-worker.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends a content security policy the SPA can live with', async () => {
    const res = await call(t.app, { method: 'GET', url: '/login' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses answers over 1 KB with brotli and leaves small ones alone', async () => {
    // Two mails make the mailbox page well over the 1 KB threshold.
    for (const email of ['big-1@example.com', 'big-2@example.com']) {
      await call(t.app, { method: 'POST', url: api('customer/auth/getstarted'), payload: { email, password: 'long enough pw' } });
    }
    const page = await call(t.app, { method: 'GET', url: '/sandbox/mailbox', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('big-2@example.com');
    expect(page.headers['content-encoding']).toBe('br');
    const small = await call(t.app, { method: 'GET', url: api('customer/auth/fetchctimes'), headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('the sandbox mailbox', () => {
  it('lists mails with their text, escaped', async () => {
    await call(t.app, { method: 'POST', url: api('customer/auth/getstarted'), payload: { email: 'mailbox@example.com', password: 'long enough pw' } });
    const res = await call(t.app, { method: 'GET', url: '/sandbox/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/data-to="mailbox@example.com"[\s\S]*Your Fleetvest code is \d{6}/);
  });
});

/** What a visitor without a session may call; every other API route reads or moves a customer's data. */
const PUBLIC = [
  'POST /api/v1/customer/auth/login',
  'POST /api/v1/customer/auth/getstarted',
  'POST /api/v1/customer/auth/checkotp',
  'POST /api/v1/customer/auth/register',
  'POST /api/v1/customer/auth/forgotpasswordwithemail',
  'POST /api/v1/customer/auth/resetpassword',
  'GET /api/v1/customer/auth/fetchctimes',
  'GET /api/v1/config',
  'POST /api/v1/webhooks/payments',
];

describe('signed-in calls', () => {
  it('answer 401 without a token and with an unknown one, before reading any input', async () => {
    const signedIn = servedRoutes(t.app).filter((route) => route.includes(' /api/v1/') && !PUBLIC.includes(route));
    expect(signedIn).toContain('POST /api/v1/customer/withdrawal/makewithdrawal');
    for (const route of signedIn) {
      const [method, pattern] = route.split(' ') as ['GET' | 'POST' | 'DELETE', string];
      for (const token of [undefined, 'not-a-real-token']) {
        const res = await call(t.app, { method, url: pattern.replace(/:\w+/g, '1'), token, payload: method === 'POST' ? {} : undefined });
        expect(res.statusCode, `${route} with ${token ?? 'no token'}`).toBe(401);
        expect(res.json()).toMatchObject({ status: 'error' });
      }
    }
  });
});
