import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppConfigResponse } from '../../../contract';
import { loadConfig } from '../../config';
import { publicConfig } from './service';
import { api, call, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { PROVIDER_NAME: 'Acme Mobility Ltd', PROVIDER_URL: 'https://acme.example', SUPPORT_EMAIL: 'help@acme.example', SUPPORT_PHONE: '+234 801 234 5678', SUPPORT_WHATSAPP: '+2349098765432' },
  });
});
afterAll(() => t.close());

describe('GET config', () => {
  it('tells any visitor who provides the service, who takes the payments and how to reach support, from configuration', async () => {
    const res = await call(t.app, { method: 'GET', url: api('config') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      provider: { name: 'Acme Mobility Ltd', url: 'https://acme.example' },
      paymentProvider: { name: 'Fleetvest Sandbox Checkout' },
      support: { email: 'help@acme.example', phone: '+2348012345678', whatsapp: '+2349098765432', whatsapp_url: 'https://wa.me/2349098765432' },
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

describe('the support contacts', () => {
  it('have working defaults, and WhatsApp follows the support phone unless set', () => {
    expect(publicConfig(loadConfig({}), { label: 'Monnify' })).toMatchObject({
      paymentProvider: { name: 'Monnify' },
      support: { email: 'support@fleetvest.ng', phone: '+2348000000000', whatsapp: '+2348000000000', whatsapp_url: 'https://wa.me/2348000000000' },
    });
    expect(loadConfig({ SUPPORT_PHONE: '+2347011112222' }).support.whatsapp).toBe('+2347011112222');
  });
});
