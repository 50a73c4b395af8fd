import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppConfigResponse } from '../../../contract';
import { loadConfig } from '../../config';
import { api, call, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', DIST_DIR: '/nonexistent', PROVIDER_NAME: 'Acme Mobility Ltd', PROVIDER_URL: 'https://acme.example' });
  t = await createTestApp({ config });
});
afterAll(() => t.close());

describe('GET config', () => {
  it('tells any visitor who provides the service and who takes the payments, from configuration', async () => {
    const res = await call(t.app, { method: 'GET', url: api('config') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      provider: { name: 'Acme Mobility Ltd', url: 'https://acme.example' },
      paymentProvider: { name: 'Fleetvest Sandbox Checkout' },
    });
    expect(is(res.json(), AppConfigResponse)).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers the same with a session, and ignores what a client sends', async () => {
    const plain = await call(t.app, { method: 'GET', url: api('config') });
    const odd = await call(t.app, { method: 'GET', url: api('config?provider=evil'), token: 'not-a-session' });
    expect(odd.statusCode).toBe(200);
    expect(odd.json()).toEqual(plain.json());
  });
});
