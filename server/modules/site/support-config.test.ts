import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SupportAndPaymentConfig } from '../../../contract';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/harness';
import { supportAndPaymentConfig } from './support-config';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the support and payment parts of GET config', () => {
  it("answers the support contacts and the running gateway's name in the contract's shape", () => {
    const config = loadConfig({ SUPPORT_EMAIL: 'help@fleetvest.ng', SUPPORT_PHONE: '+234 801 234 5678', SUPPORT_WHATSAPP: '+2349098765432' });
    const answer = supportAndPaymentConfig(config, t.deps.payments.current);
    assert(answer, SupportAndPaymentConfig);
    expect(answer).toEqual({
      support: {
        email: 'help@fleetvest.ng',
        phone: '+2348012345678',
        whatsapp: '+2349098765432',
        whatsapp_url: 'https://wa.me/2349098765432',
      },
      payment: { name: 'Fleetvest Sandbox Checkout' },
    });
  });

  it('names Monnify when Monnify takes the payments', () => {
    expect(supportAndPaymentConfig(loadConfig({}), { label: 'Monnify' }).payment).toEqual({ name: 'Monnify' });
  });

  it('has working defaults, and WhatsApp follows the support phone unless set', () => {
    expect(supportAndPaymentConfig(loadConfig({}), t.deps.payments.current).support).toEqual({
      email: 'support@fleetvest.ng',
      phone: '+2348000000000',
      whatsapp: '+2348000000000',
      whatsapp_url: 'https://wa.me/2348000000000',
    });
    expect(loadConfig({ SUPPORT_PHONE: '+2347011112222' }).support.whatsapp).toBe('+2347011112222');
  });
});
