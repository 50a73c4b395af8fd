import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { VALIDATION_TEXTS } from '../lib/validate';
import {
  API_PREFIX,
  authEndpoints,
  EmptyRequest,
  ENDPOINTS,
  profileEndpoints,
  receiptEndpoints,
  walletEndpoints,
  type Endpoint,
  type EndpointName,
} from '../../contract';
import { JSON_BODY_LIMIT } from '../app';
import { request, type Sending } from '../test/client';
import { createTestApp, PAYMENT_WEBHOOK_URL, signUpAndLogin, type TestApp } from '../test/harness';
import { INTEGER_FIELDS, samples } from '../test/samples';

let t: TestApp;
const dist = mkdtempSync(path.join(tmpdir(), 'fv-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Fleetvest</title><div id="root"></div>');
writeFileSync(path.join(dist, 'assets', 'entry-abc123.js'), 'console.log("x");'.repeat(200));
writeFileSync(path.join(dist, 'assets', 'entry-abc123.js.gz'), gzipSync('console.log("x");'.repeat(200)));
writeFileSync(path.join(dist, 'service-worker.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(path.join(dist, 'service-worker.js.br'), brotliCompressSync('self.addEventListener("fetch", () => {});'));
writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Fleetvest', start_url: '/dashboard' }));

beforeAll(async () => {
  t = await createTestApp({ env: { DIST_DIR: dist } });
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

type Input = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: Record<string, unknown> };

/** Bytes sent as they are, with their content type, whatever the route reads. */
type Bytes = { payload: string; type: string };
type Sent = Pick<Sending, 'token' | 'remoteAddress'> & { bytes?: Bytes };

/** A route the sweeps send to: every contract endpoint, and the few routes outside the contract. */
interface Route {
  /** As the router prints it: 'POST /api/v1/customer/funding/transaction/:id'. */
  label: string;
  method: string;
  /** Sends the input as it is, the body (none when absent) as the route takes it, or else the bytes given. */
  send: (input: Input, sent?: Sent) => Promise<LightMyRequestResponse>;
  sample: Input;
  /** It reads nothing from the client but the session (or a signed body). */
  readsNothing: boolean;
  /** Called without the session: with it, it would end the session every other route is tried with. */
  endsSession: boolean;
  integers: Record<string, string>;
}

/** An endpoint's route as the router prints it. */
const labelOf = (endpoint: Endpoint) => `${endpoint.method} ${API_PREFIX}/${endpoint.path}`;

const contractRoutes = (email: string): Route[] => {
  const inputs = samples(email);
  return (Object.keys(ENDPOINTS) as EndpointName[]).map((name) => {
    const endpoint: Endpoint = ENDPOINTS[name];
    return {
      label: labelOf(endpoint),
      method: endpoint.method,
      send: (input, { bytes, ...sending } = {}) =>
        request(t, endpoint, {
          ...sending,
          ...(bytes ? { headers: { 'content-type': bytes.type } } : {}),
          raw: { ...input, ...(bytes ? { body: bytes.payload } : {}) },
        }),
      sample: inputs[name] as Input,
      readsNothing: !endpoint.params && !endpoint.query && !(endpoint.body && endpoint.body !== EmptyRequest),
      endsSession: name === 'logout' || name === 'deleteAccount',
      integers: INTEGER_FIELDS[name] ?? {},
    };
  });
};

/** Routes outside the contract: the gateway's webhook, the sandbox pages, health, the SPA's files. */
const serverOnlyRoute = (label: string, url: (input: Input) => string, sample: Input = {}, form = false): Route => ({
  label,
  method: label.split(' ')[0]!,
  send: (input, { token, remoteAddress, bytes } = {}) => {
    const fields = () => Object.entries(input.body ?? {}).map(([key, value]) => [key, String(value)]);
    const encoded = form
      ? { payload: new URLSearchParams(fields()).toString(), type: 'application/x-www-form-urlencoded' }
      : { payload: JSON.stringify(input.body), type: 'application/json' };
    const sent = bytes ?? (input.body === undefined ? undefined : encoded);
    return t.app.inject({
      method: label.split(' ')[0] as 'GET',
      url: url(input),
      ...(remoteAddress ? { remoteAddress } : {}),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(sent ? { 'content-type': sent.type } : {}) },
      ...(sent ? { payload: sent.payload } : {}),
    });
  },
  sample,
  readsNothing: Object.keys(sample).length === 0,
  endsSession: false,
  integers: {},
});
const checkoutPath = (input: Input) => `/sandbox/checkout/${encodeURIComponent(String(input.params?.reference ?? ''))}`;
const SERVER_ONLY: Route[] = [
  serverOnlyRoute(`POST ${PAYMENT_WEBHOOK_URL}`, () => PAYMENT_WEBHOOK_URL),
  serverOnlyRoute('GET /sandbox/mailbox', () => '/sandbox/mailbox'),
  serverOnlyRoute('GET /sandbox/checkout/:reference', checkoutPath, { params: { reference: 'FVD-NO-SUCH-REF' } }),
  serverOnlyRoute('POST /sandbox/checkout/:reference', checkoutPath, { params: { reference: 'FVD-NO-SUCH-REF' }, body: { action: 'pay' } }, true),
  serverOnlyRoute(
    'GET /sandbox/mailbox/:mail/attachments/:id',
    (input) => `/sandbox/mailbox/${encodeURIComponent(String(input.params?.mail ?? ''))}/attachments/${encodeURIComponent(String(input.params?.id ?? ''))}`,
    {
      params: { mail: '1', id: '1' },
    },
  ),
  serverOnlyRoute('GET /r/:code', (input) => `/r/${encodeURIComponent(String(input.params?.code ?? ''))}`, { params: { code: 'AAAAAAAAAAAAAAAAAAAA' } }),
  serverOnlyRoute('GET /livez', () => '/livez'),
  serverOnlyRoute('GET /readyz', () => '/readyz'),
  // The SPA's files (/*): the router prints wildcards bare.
  serverOnlyRoute('GET *', () => '/dashboard'),
];

const allRoutes = (email: string) => [...contractRoutes(email), ...SERVER_ONLY];

describe('the contract and the server agree', () => {
  it('serves every endpoint of the contract, and under /api/v1 nothing else but the webhook and preflights', () => {
    const served = servedRoutes(t.app);
    const known = allRoutes('x@example.com').map((route) => route.label);
    expect(served.filter((route) => !known.includes(route))).toEqual([]);
    expect(known.filter((route) => !served.includes(route))).toEqual([]);
    // The preflight answer hides behind the SPA's wildcard in the printed tree; ask for it directly.
    expect(t.app.hasRoute({ method: 'OPTIONS', url: `${API_PREFIX}/*` })).toBe(true);
  });

  it("reaches every endpoint at the address the SPA's client builds from the contract", async () => {
    const { token } = await signUpAndLogin(t, 'reachability@example.com');
    for (const route of contractRoutes('reach@example.com')) {
      const { params, query } = route.sample;
      const res = await route.send({ params, query }, { token: route.endsSession ? undefined : token });
      // Whatever the answer (a refusal of the sample is fine), the route exists; a picture that
      // is not stored is a 404 of the picture route itself.
      if (route.label === labelOf(profileEndpoints.picture)) expect(res.json(), route.label).toEqual({ status: 'error', message: 'Not found.' });
      // A receipt of a row that is not the customer's is a 404 of the receipt's own (docs/rules.md §Receipts and statements).
      else if (route.label === labelOf(receiptEndpoints.receipt) || route.label === labelOf(receiptEndpoints.revokeReceipt)) {
        expect(res.json(), route.label).toEqual({ status: 'error', message: 'This transaction was not found.' });
      } else expect(res.statusCode, route.label).not.toBe(404);
      expect(res.statusCode, route.label).toBeLessThan(500);
    }
  });
});

describe('what a client can send never breaks the server', () => {
  let token: string;
  /** The field sweeps sign in as someone else: calls limited per customer have had their fill above. */
  let fieldSweepToken: string;
  beforeAll(async () => {
    ({ token } = await signUpAndLogin(t, 'hostile-sweep@example.com'));
    ({ token: fieldSweepToken } = await signUpAndLogin(t, 'field-sweep@example.com'));
  });

  /** A GET sends no body unless given bytes; any other method its input's body, an empty one when it has none. */
  const send = (route: Route, input: Input, bytes?: Bytes, as = token, remoteAddress = '127.0.0.1') =>
    route.send(route.method === 'GET' ? { ...input, body: undefined } : { ...input, body: input.body ?? {} }, {
      token: route.endsSession ? undefined : as,
      remoteAddress,
      bytes,
    });

  /** How many rows each table holds: a refused request must change none of them. */
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const rowCounts = async () =>
    Object.fromEntries(await Promise.all(tables.map(async (table) => [getTableName(table), (await t.database.db.select({ n: count() }).from(table))[0]?.n])));

  const expectRefusal = (res: LightMyRequestResponse, label: string) => {
    expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
    // A page (the sandbox checkout's "not found") answers in HTML; the API always in JSON.
    if (res.statusCode >= 400 && !String(res.headers['content-type']).startsWith('text/html')) {
      const body = res.json();
      expect(body.status, label).toBe('error');
      // A sentence, or one per field for a form: either way words the customer can read.
      expect(JSON.stringify(body.message), label).toMatch(/[A-Za-z]{2}/);
    }
    expect(res.body, label).not.toMatch(/at .*\.ts:\d+|node_modules|stack/i);
  };

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
      for (const route of allRoutes('hostile@example.com')) {
        const res = await send(route, { ...route.sample, query: { page: '1' } }, { payload, type });
        expectRefusal(res, route.label);
        // A route that reads a body cannot accept any of these.
        if (route.method !== 'GET' && !route.readsNothing) expect(res.statusCode, route.label).toBeGreaterThanOrEqual(400);
      }
      expect(await rowCounts()).toEqual(before);
    });
  }

  /** Each field of each route in turn gets a NUL, which PostgreSQL text cannot hold. */
  for (const route of allRoutes('nul-sweep@example.com')) {
    if (route.readsNothing) continue;
    it(`refuses a NUL character in any field of ${route.label} with a 422 naming the field`, async () => {
      const before = await rowCounts();
      for (const part of ['body', 'query', 'params'] as const) {
        for (const [field, value] of Object.entries(route.sample[part] ?? {})) {
          // Query and path values travel as text whatever their type; a JSON number holds no NUL.
          if (part === 'body' && typeof value !== 'string') continue;
          const text = String(value);
          const input = { ...route.sample, [part]: { ...route.sample[part], [field]: `${text.slice(0, 1)}\u0000${text.slice(1)}` } };
          const res = await send(route, input, undefined, fieldSweepToken);
          expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
          expect(res.json().message).toContain(VALIDATION_TEXTS.refusedCharacter(field.replace(/_/g, ' ')));
        }
      }
      expect(await rowCounts()).toEqual(before);
    });
  }

  /**
   * Each field of each route in turn gets a terminal's escape code and C1's next-line character.
   * Passwords take any character (contract/fields.ts `secret`). Numbers, ids, choices from a list
   * and the picture's fixed-length name are refused as not being one; text names the characters.
   */
  const takesAnyCharacter = new Set(['password', 'oldpassword', 'password_confirmation']);
  const notText = new Set([
    'page',
    'id',
    'kind',
    'read',
    'type',
    'which',
    'amount',
    'payfrom',
    'howmany',
    'plan',
    'notificationid',
    'connection',
    'action',
    'file',
    'format',
  ]);
  for (const route of allRoutes('control-sweep@example.com')) {
    if (route.readsNothing) continue;
    it(`refuses control characters in any field of ${route.label} with a 422`, async () => {
      const before = await rowCounts();
      for (const part of ['body', 'query', 'params'] as const) {
        for (const [field, value] of Object.entries(route.sample[part] ?? {})) {
          if ((part === 'body' && typeof value !== 'string') || takesAnyCharacter.has(field)) continue;
          const text = String(value);
          const input = { ...route.sample, [part]: { ...route.sample[part], [field]: `${text.slice(0, 1)}\u001b[31m${text.slice(1)}\u0085` } };
          // From an address of its own: the sweeps above have spent this one's OTP checks for the minute.
          const res = await send(route, input, undefined, fieldSweepToken, '10.30.0.1');
          expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
          const [message] = res.json().message;
          if (!notText.has(field)) expect(message, field).toMatch(/^The .+ may not contain control characters\.$/);
        }
      }
      expect(await rowCounts()).toEqual(before);
    });
  }

  /** Integer columns are PostgreSQL `integer`: one past its largest value, a huge one, and 1e300. */
  for (const route of contractRoutes('overflow-sweep@example.com')) {
    if (Object.keys(route.integers).length === 0) continue;
    it(`refuses integers too large for PostgreSQL in ${route.label} with a 422`, async () => {
      const before = await rowCounts();
      for (const [field, message] of Object.entries(route.integers)) {
        const part = (['body', 'query', 'params'] as const).find((p) => route.sample[p] && field in route.sample[p]) ?? 'body';
        for (const big of [2_147_483_648, 99_999_999_999, 1e300]) {
          const value = part === 'body' ? big : String(big);
          const res = await send(route, { ...route.sample, [part]: { ...route.sample[part], [field]: value } });
          expect(res.statusCode, `${field}=${big}: ${res.body}`).toBe(422);
          expect(res.json().message).toContain(message);
        }
      }
      expect(await rowCounts()).toEqual(before);
    });
  }

  it('refuses a body over the JSON limit with 413', async () => {
    const res = await request(t, authEndpoints.getStarted, { body: { email: 'a@b.co', password: 'x'.repeat(JSON_BODY_LIMIT) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().status).toBe('error');
  });

  it('answers an unknown API path with a JSON 404, not the SPA', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/no/such/thing` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'Not found.' });
  });
});

describe('serving the SPA', () => {
  it('sends index.html for client routes, never cached', async () => {
    for (const url of ['/', '/register/otp/details', '/dashboard?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers a missing file with a 404, not index.html', async () => {
    for (const url of ['/assets/entry-old999.js', '/assets/gone', '/missing-icon.svg', '/service-worker-old.js?v=2']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).not.toContain('text/html');
    }
  });

  it('caches hashed assets for a year and serves them compressed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/entry-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    // Document-only headers are not paid for on every asset; nosniff stays.
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never caches the service worker, sent as a script, compressed or not', async () => {
    for (const encoding of ['identity', 'br']) {
      const res = await t.app.inject({ method: 'GET', url: '/service-worker.js', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    }
  });

  it('sends the web manifest as one, revalidated on every load', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ start_url: '/dashboard' });
  });

  it('sends a content security policy the SPA can live with', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses answers over 1 KB with brotli and leaves small ones alone', async () => {
    // Two mails make the mailbox page well over the 1 KB threshold.
    for (const email of ['big-1@example.com', 'big-2@example.com']) {
      await request(t, authEndpoints.getStarted, { body: { email, password: 'long enough pw' } });
    }
    const page = await t.app.inject({ method: 'GET', url: '/sandbox/mailbox', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('big-2@example.com');
    expect(page.headers['content-encoding']).toBe('br');
    const small = await request(t, authEndpoints.callTimes, { headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('the sandbox mailbox', () => {
  it('lists mails with their text, escaped', async () => {
    await request(t, authEndpoints.getStarted, { body: { email: 'mailbox@example.com', password: 'long enough pw' } });
    await t.deps.mail.send({ to: 'markup@example.com', subject: '<b>Bold</b> & "quoted"', text: "<script>alert('x')</script>" });
    const res = await t.app.inject({ method: 'GET', url: '/sandbox/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/data-to="mailbox@example.com"[\s\S]*Your Fleetvest code is \d{6}/);
    expect(res.body).toContain('<h2>&lt;b&gt;Bold&lt;/b&gt; &amp; &quot;quoted&quot;</h2>');
    expect(res.body).toContain('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;');
    expect(res.body).not.toContain('<script>');
  });
});

describe('signed-in calls', () => {
  it('answer 401 without a token and with an unknown one, before reading any input', async () => {
    const signedIn = contractRoutes('x@example.com').filter((_, i) => Object.values(ENDPOINTS)[i]!.session);
    expect(signedIn.map((route) => route.label)).toContain(labelOf(walletEndpoints.makeWithdrawal));
    for (const route of signedIn) {
      for (const token of [undefined, 'not-a-real-token']) {
        const { params, query } = route.sample;
        const res = await route.send({ params, query }, { token, bytes: route.method === 'POST' ? { payload: '{}', type: 'application/json' } : undefined });
        expect(res.statusCode, `${route.label} with ${token ?? 'no token'}`).toBe(401);
        expect(res.json()).toMatchObject({ status: 'error' });
      }
    }
  });
});
