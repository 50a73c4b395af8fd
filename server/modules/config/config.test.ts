import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppConfigResponse, billsEndpoints, configEndpoints } from '../../../contract';
import { loadConfig } from '../../config';
import { BODIES } from '../../test/bills';
import { BILLS_TEXTS } from '../bills/texts';
import { publicConfig } from './service';
import { answer, request } from '../../test/client';
import { createTestApp, customerWithWallet, requestDeposit, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      PROVIDER_NAME: 'Acme Mobility Ltd',
      PROVIDER_URL: 'https://acme.example',
      SUPPORT_EMAIL: 'help@acme.example',
      SUPPORT_PHONE: '+234 801 234 5678',
      SUPPORT_WHATSAPP: '+2349098765432',
      ELECTRICITY_MIN_NAIRA: '1500',
      ELECTRICITY_MAX_NAIRA: '150000',
      WITHDRAWAL_DAILY_LIMIT: '500000',
    },
  });
});
afterAll(() => t.close());

describe('GET config', () => {
  it('tells any visitor who provides the service, who takes the payments, how to reach support and the amounts it takes, from configuration', async () => {
    const res = await request(t, configEndpoints.config);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      provider: { name: 'Acme Mobility Ltd', url: 'https://acme.example' },
      paymentProvider: { name: 'Fleetvest Sandbox Checkout' },
      support: { email: 'help@acme.example', phone: '+2348012345678', whatsapp: '+2349098765432', whatsapp_url: 'https://wa.me/2349098765432' },
      limits: {
        // The sandbox holds to Monnify's ₦20, above our own least.
        deposit: { min_kobo: 2_000, max_kobo: 1_000_000_000 },
        withdrawal: { min_kobo: 2_000, max_kobo: 50_000_000 },
        airtime: { min_kobo: 5_000, max_kobo: 20_000_000 },
        electricity: { min_kobo: 150_000, max_kobo: 15_000_000 },
      },
    });
    expect(is(res.json(), AppConfigResponse)).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers the same with a session, and ignores what a client sends', async () => {
    const plain = await request(t, configEndpoints.config);
    const odd = await request(t, configEndpoints.config, { token: 'not-a-session', raw: { query: { provider: 'evil' } } });
    expect(odd.statusCode).toBe(200);
    expect(odd.json()).toEqual(plain.json());
  });
});

describe('the support contacts', () => {
  it('have working defaults, and WhatsApp follows the support phone unless set', () => {
    expect(publicConfig(loadConfig({}), { label: 'Monnify', minAmountKobo: 2000 })).toMatchObject({
      paymentProvider: { name: 'Monnify' },
      support: { email: 'support@fleetvest.ng', phone: '+2348000000000', whatsapp: '+2348000000000', whatsapp_url: 'https://wa.me/2348000000000' },
    });
    expect(loadConfig({ SUPPORT_PHONE: '+2347011112222' }).support.whatsapp).toBe('+2347011112222');
  });
});

describe('the amount limits', () => {
  it("start at the payment gateway's least or our own (more than ₦0.90), whichever is more", () => {
    const least = (minAmountKobo: number) => publicConfig(loadConfig({}), { label: 'Gateway', minAmountKobo }).limits;
    expect(least(2_000)).toMatchObject({ deposit: { min_kobo: 2_000 }, withdrawal: { min_kobo: 2_000 } });
    expect(least(0)).toMatchObject({ deposit: { min_kobo: 91 }, withdrawal: { min_kobo: 91 } });
  });

  it('are the ones the calls enforce: a kobo past an end is refused, the end itself is taken', async () => {
    const { limits } = await answer(t, configEndpoints.config);
    const token = await customerWithWallet(t, 'limits@example.com', 0);
    const depositOf = (kobo: number) => requestDeposit(t, token, kobo / 100);
    const airtimeOf = (kobo: number) => request(t, billsEndpoints.buyAirtime, { token, body: BODIES.airtime('08031234567', { amount: kobo / 100 }) });

    expect((await depositOf(limits!.deposit.min_kobo - 1)).statusCode).toBe(422);
    expect((await depositOf(limits!.deposit.max_kobo + 1)).statusCode).toBe(422);
    expect((await depositOf(limits!.deposit.max_kobo)).statusCode).toBe(200);
    expect((await airtimeOf(limits!.airtime.min_kobo - 100)).statusCode).toBe(422);
    expect((await airtimeOf(limits!.airtime.max_kobo + 100)).statusCode).toBe(422);
    // Within the range, the next refusal is the empty wallet's.
    expect((await airtimeOf(limits!.airtime.min_kobo)).json().message).toBe(BILLS_TEXTS.insufficientFunds);

    const electricityOf = (kobo: number) =>
      request(t, billsEndpoints.buyElectricity, { token, body: BODIES.electricity('12345678901', { amount: kobo / 100 }) });
    const { min_kobo: min, max_kobo: max } = limits!.electricity;
    expect((await electricityOf(min - 100)).json().message).toBe(BILLS_TEXTS.electricityAmount(min, max));
    expect((await electricityOf(max + 100)).json().message).toBe(BILLS_TEXTS.electricityAmount(min, max));
    // Within the range, the next refusal is the meter nobody verified.
    expect((await electricityOf(min)).json().message).toBe(BILLS_TEXTS.meterNotVerified);
  });
});
