import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerEndpoints, investmentEndpoints } from '../../contract';
import { request } from '../test/client';
import { createTestApp, signUpAndLogin, type TestApp } from '../test/harness';
import { helmetHeaders, helmetOptions } from './security-headers';

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

describe('security headers, worked out once at start', () => {
  it("are exactly what helmet's middleware sets, in development and in production", () => {
    for (const production of [false, true]) {
      const options = helmetOptions({ ...config, production });
      const once = Object.fromEntries(helmetHeaders(options).map(([name, value]) => [name.toLowerCase(), value]));
      expect(once).toEqual(helmetSets(options));
      expect('strict-transport-security' in once).toBe(production);
      expect(once['content-security-policy']?.includes('upgrade-insecure-requests')).toBe(production);
    }
  });

  it('are sent, the same, on every answer: a signed-in read, a refusal, an unknown path, again and again', async () => {
    const expected = helmetSets(helmetOptions(config));
    expect(expected['content-security-policy']).toContain("frame-ancestors 'none'");
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      answers.push(
        await request(t, customerEndpoints.customer, { token }),
        await request(t, investmentEndpoints.plans, { token }),
        await request(t, customerEndpoints.customer, { token: 'not-a-real-token' }),
        await t.app.inject({ method: 'GET', url: '/api/v1/no-such-call' }),
      );
    }
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 401, 404, 200, 200, 401, 404, 200, 200, 401, 404]);
    for (const res of answers) {
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], name).toBe(value);
    }
  });
});
