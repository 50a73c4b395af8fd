import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerEndpoints, investmentEndpoints } from '../../contract';
import { request } from '../test/client';
import { createTestApp, signUpAndLogin, type TestApp } from '../test/harness';
import { apiHelmetOptions, assetHelmetOptions, helmetHeaders, helmetOptions } from './security-headers';

/** What helmet's own middleware sets on a real response for these options, names lower-cased. */
const helmetSets = (options: ReturnType<typeof helmetOptions>) => {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(new IncomingMessage(new Socket()), response, () => undefined);
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
};

const config = { distDir: '/nonexistent', production: false };

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUpAndLogin(t, 'headers@example.com')).token;
});
afterAll(() => t.close());

/** Helmet's headers a document carries and an API answer does not need (or carries stricter). */
const DOCUMENT_ONLY = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe('security headers, worked out once at start', () => {
  it("are exactly what helmet's middleware sets, for each kind of answer, in development and in production", () => {
    for (const production of [false, true]) {
      for (const optionsOf of [helmetOptions, apiHelmetOptions, assetHelmetOptions]) {
        const options = optionsOf({ ...config, production });
        const once = Object.fromEntries(helmetHeaders(options).map(([name, value]) => [name.toLowerCase(), value]));
        expect(once).toEqual(helmetSets(options));
        expect('strict-transport-security' in once).toBe(production);
        expect('x-content-type-options' in once).toBe(true);
      }
      const document = helmetSets(helmetOptions({ ...config, production }));
      expect(document['content-security-policy']?.includes('upgrade-insecure-requests')).toBe(production);
    }
  });

  it('give every API answer the strict set and no-store, the same each time: a signed-in read, a refusal, an unknown path', async () => {
    const expected: Record<string, string> = { ...helmetSets(apiHelmetOptions(config)), 'cache-control': 'no-store' };
    expect(expected['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(expected['x-frame-options']).toBe('DENY');
    expect(expected['referrer-policy']).toBe('no-referrer');
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      answers.push(
        await request(t, customerEndpoints.customer, { token }),
        await request(t, investmentEndpoints.plans, { token }),
        await request(t, customerEndpoints.customer, { token: 'not-a-real-token' }),
        await t.app.inject({ method: 'GET', url: '/api/v1/no-such-call' }),
        // An escaped address reaches the same route and must not pass for a document.
        await t.app.inject({ method: 'GET', url: '/%61pi/v1/customer', headers: { authorization: `Bearer ${token}` } }),
      );
    }
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 401, 404, 200, 200, 200, 401, 404, 200, 200, 200, 401, 404, 200]);
    for (const res of answers) {
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], name).toBe(value);
      for (const name of DOCUMENT_ONLY) expect(res.headers[name], name).toBeUndefined();
    }
  });

  it('give a document the whole policy: the receipt verification page', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/r/AAAAAAAAAAAAAAAAAAAA' });
    expect(page.headers['content-type']).toContain('text/html');
    for (const [name, value] of Object.entries(helmetSets(helmetOptions(config)))) expect(page.headers[name], name).toBe(value);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
