import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELECTRIC_COMPANIES, MOBILE_NETWORKS, CABLE_PROVIDERS } from '../../../contract/bill-codes';
import { providerCallbackEndpoints } from '../../../contract/provider-callbacks';
import { loadConfig } from '../../config';
import { sandboxVtuOrders } from '../../db/schema';
import { FakeClubKonnect } from '../../test/fake-clubkonnect';
import { urlOf } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { ProviderUnavailable } from '../errors';
import { createVtuProvider } from '.';
import { sandboxVtu } from './sandbox';
import type { AirtimePurchase, CablePurchase, DataPurchase, ElectricityPurchase, VtuProvider } from './types';

let t: TestApp;
let vtu: VtuProvider;

beforeAll(async () => {
  t = await createTestApp();
  vtu = sandboxVtu(t.database.db, t.clock.now);
});
afterAll(() => t.close());

let sequence = 0;
/** A fresh RequestID per purchase, as the bills service makes them. */
const nextId = () => `FVBSANDBOX${String((sequence += 1)).padStart(6, '0')}`;

const airtime = (phoneNumber: string, amountKobo = 50_000): AirtimePurchase => ({ requestId: nextId(), network: '01', phoneNumber, amountKobo });
const data = (phoneNumber: string, planId = 'MTN-2GB-30D'): DataPurchase => ({ requestId: nextId(), network: '01', phoneNumber, planId });
const electricity = (meterNumber: string, meterType: '01' | '02' = '01'): ElectricityPurchase => ({
  requestId: nextId(),
  company: '07',
  meterType,
  meterNumber,
  amountKobo: 250_000,
  phoneNumber: '08031234567',
});
const cable = (cardNumber: string, packageId = 'gotv-jolli'): CablePurchase => ({
  requestId: nextId(),
  cable: '02',
  packageId,
  cardNumber,
  phoneNumber: '08031234567',
});

const order = async (requestId: string) => {
  const [row] = await t.database.db.select().from(sandboxVtuOrders).where(eq(sandboxVtuOrders.requestId, requestId));
  return row;
};

/** Every kind of purchase, for the paths that end alike whatever is bought. */
const purchases = (ending: string) =>
  [
    ['airtime', (v: VtuProvider) => v.buyAirtime(airtime(`0803123${ending}`))],
    ['data', (v: VtuProvider) => v.buyData(data(`0803123${ending}`))],
    ['electricity', (v: VtuProvider) => v.buyElectricity(electricity(`4501234${ending}`))],
    ['cable', (v: VtuProvider) => v.buyCable(cable(`702345${ending}`))],
  ] as const;

const requestIdOf = () => `FVBSANDBOX${String(sequence).padStart(6, '0')}`;

describe('sandbox lists', () => {
  it('sells realistic bundles on every network, priced in whole naira', async () => {
    for (const { code } of MOBILE_NETWORKS) {
      const plans = await vtu.listDataPlans(code);
      expect(plans.length).toBeGreaterThan(4);
      expect(new Set(plans.map((p) => p.id)).size).toBe(plans.length);
      for (const plan of plans) {
        expect(plan.name).toMatch(/^\d+(\.\d+)?(MB|GB) - \d+ days?$/);
        expect(plan.amountKobo % 100).toBe(0);
        expect(plan.amountKobo).toBeGreaterThanOrEqual(10_000);
      }
    }
    expect(await vtu.listDataPlans('01')).toContainEqual({ id: 'MTN-2GB-30D', name: '2GB - 30 days', amountKobo: 150_000 });
  });

  it("sells each provider's bouquets", async () => {
    for (const { code, name } of CABLE_PROVIDERS) {
      const packages = await vtu.listCablePackages(code);
      expect(packages.length).toBeGreaterThan(3);
      for (const pack of packages) expect(pack.name.startsWith(name)).toBe(true);
    }
    expect(await vtu.listCablePackages('01')).toContainEqual({ id: 'dstv-compact', name: 'DStv Compact', amountKobo: 1_900_000 });
  });

  it('sells electricity for all twelve companies, Aba (12) included', async () => {
    expect(await vtu.listElectricCompanies()).toEqual(ELECTRIC_COMPANIES.map((c) => c.code));
    expect(await vtu.listElectricCompanies()).toContain('12');
  });
});

describe('sandbox verification', () => {
  it('names the customer of any meter or card, the same each time, except numbers starting 000', async () => {
    const meter = await vtu.verifyMeter('01', '45012345678', '01');
    expect(meter).toEqual({ status: 'verified', name: expect.stringMatching(/^[A-Z]+ [A-Z]+$/) });
    expect(await vtu.verifyMeter('05', '45012345678', '02')).toEqual(meter);
    expect(await vtu.verifySmartCard('01', '7023456789')).toEqual({ status: 'verified', name: expect.stringMatching(/^[A-Z]+ [A-Z]+$/) });
    expect(await vtu.verifyMeter('01', '00012345678', '01')).toEqual({ status: 'invalid' });
    expect(await vtu.verifySmartCard('03', '0001234567')).toEqual({ status: 'invalid' });
  });

  it("answers ClubKonnect's 'Service unavailable' for a number ending 7777: a failed check, not a name", async () => {
    expect(await vtu.verifyMeter('01', '45012347777', '01')).toEqual({ status: 'unchecked' });
    expect(await vtu.verifySmartCard('02', '7023457777')).toEqual({ status: 'unchecked' });
  });
});

describe('sandbox purchases', () => {
  it.each(purchases('4567'))('completes %s at once for any other number', async (_, buy) => {
    const outcome = await buy(vtu);
    expect(outcome).toMatchObject({ status: 'completed', orderId: `SBX${requestIdOf()}` });
    expect((await order(requestIdOf()))?.status).toBe('COMPLETED');
    expect(await vtu.queryOrder(requestIdOf())).toEqual(outcome);
  });

  it.each(purchases('0000'))('declines %s for a number ending 0000, and says so when asked', async (_, buy) => {
    const outcome = await buy(vtu);
    expect(outcome).toMatchObject({ status: 'failed', reason: 'declined' });
    expect(await vtu.queryOrder(requestIdOf())).toMatchObject({ status: 'failed', reason: 'declined' });
  });

  it.each(purchases('1111'))('leaves %s pending for a number ending 1111 until it is next asked about', async (_, buy) => {
    expect(await buy(vtu)).toMatchObject({ status: 'pending' });
    const requestId = requestIdOf();
    expect((await order(requestId))?.status).toBe('PENDING');
    expect(await vtu.queryOrder(requestId)).toMatchObject({ status: 'completed' });
    expect(await vtu.queryOrder(requestId)).toMatchObject({ status: 'completed' });
    expect((await order(requestId))?.status).toBe('COMPLETED');
  });

  it.each(purchases('5201'))("keeps %s pending as 'Network Unresponsive' for a number ending 5201, then cancels it when asked", async (_, buy) => {
    expect(await buy(vtu)).toMatchObject({ status: 'pending', remark: expect.stringMatching(/^Network Unresponsive/) });
    const requestId = requestIdOf();
    expect(await vtu.queryOrder(requestId)).toMatchObject({ status: 'failed', reason: 'declined' });
    expect(await vtu.queryOrder(requestId)).toMatchObject({ status: 'failed', reason: 'declined' });
    expect((await order(requestId))?.status).toBe('CANCELLED');
  });

  it.each(purchases('2222'))('answers %s as timed out for a number ending 2222, though it went through', async (_, buy) => {
    await expect(buy(vtu)).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(await vtu.queryOrder(requestIdOf())).toMatchObject({ status: 'completed' });
  });

  it.each(purchases('3333'))('times %s out for a number ending 3333, and it did not go through', async (_, buy) => {
    await expect(buy(vtu)).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(await order(requestIdOf())).toBeUndefined();
    expect(await vtu.queryOrder(requestIdOf())).toEqual({ status: 'not_found' });
  });

  it('says not_found for a RequestID it never saw', async () => {
    expect(await vtu.queryOrder('FVBNEVERSEEN0001')).toEqual({ status: 'not_found' });
  });

  it('records data and cable at its own listed price, whatever else is sent', async () => {
    await vtu.buyData(data('08031234567', 'MTN-10GB-30D'));
    expect(await order(requestIdOf())).toMatchObject({ service: 'data', product: 'MTN-10GB-30D', amountKobo: 450_000, recipient: '08031234567' });
    await vtu.buyCable(cable('7023456789', 'gotv-max'));
    expect(await order(requestIdOf())).toMatchObject({ service: 'cable', product: 'gotv-max', amountKobo: 850_000 });
  });

  it('refuses, and keeps no order for, a plan or package it does not sell and airtime outside ₦50 to ₦200,000', async () => {
    const refusals = [
      [await vtu.buyData(data('08031234567', 'MTN-1TB-1D')), 'invalid_product'],
      [await vtu.buyCable(cable('7023456789', 'dstv-padi')), 'invalid_product'],
      [await vtu.buyAirtime(airtime('08031234567', 4_900)), 'invalid_amount'],
      [await vtu.buyAirtime(airtime('08031234567', 20_000_100)), 'invalid_amount'],
    ] as const;
    for (const [outcome, reason] of refusals) expect(outcome).toMatchObject({ status: 'failed', orderId: null, reason });
    expect(await order(requestIdOf())).toBeUndefined();
    expect((await vtu.buyAirtime(airtime('08031234567', 5_000))).status).toBe('completed');
    expect((await vtu.buyAirtime(airtime('08031234567', 20_000_000))).status).toBe('completed');
  });

  it('refuses a malformed RequestID or an amount with kobo before recording anything', async () => {
    await expect(vtu.buyAirtime({ ...airtime('08031234567'), requestId: 'FVB 1' })).rejects.toBeInstanceOf(RangeError);
    await expect(vtu.buyElectricity({ ...electricity('45012345678'), amountKobo: 250_050 })).rejects.toBeInstanceOf(RangeError);
    await expect(vtu.queryOrder('x'.repeat(21))).rejects.toBeInstanceOf(RangeError);
  });
});

describe('sandbox electricity tokens', () => {
  it('gives a prepaid meter a 20-digit token, and the query gives the same one', async () => {
    const outcome = await vtu.buyElectricity(electricity('45012345678'));
    expect(outcome.status === 'completed' && outcome.token).toMatch(/^\d{20}$/);
    expect(await vtu.queryOrder(requestIdOf())).toEqual(outcome);
  });

  it('gives a postpaid meter none', async () => {
    expect(await vtu.buyElectricity(electricity('45012345678', '02'))).toMatchObject({ status: 'completed', token: null });
  });

  it('reveals the token of a pending or timed-out prepaid purchase only once it is completed', async () => {
    const pending = await vtu.buyElectricity(electricity('45012341111'));
    expect(pending).toMatchObject({ status: 'pending' });
    expect(pending).not.toHaveProperty('token');
    expect(await vtu.queryOrder(requestIdOf())).toMatchObject({ status: 'completed', token: expect.stringMatching(/^\d{20}$/) });

    await expect(vtu.buyElectricity(electricity('45012342222'))).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(await vtu.queryOrder(requestIdOf())).toMatchObject({ status: 'completed', token: expect.stringMatching(/^\d{20}$/) });
  });
});

describe('the sandbox books', () => {
  it('answer a repeated RequestID from the first order, never ordering twice', async () => {
    const purchase = electricity('45012345678');
    const first = await vtu.buyElectricity(purchase);
    const again = await Promise.all([vtu.buyElectricity(purchase), vtu.buyElectricity({ ...purchase, meterNumber: '45012340000' })]);
    expect(again).toEqual([first, first]);
    const rows = await t.database.db.select().from(sandboxVtuOrders).where(eq(sandboxVtuOrders.requestId, purchase.requestId));
    expect(rows).toHaveLength(1);
  });

  it('are shared by every instance and survive a restart: another adapter on the same database settles the order', async () => {
    const purchase = airtime('08039991111');
    expect((await vtu.buyAirtime(purchase)).status).toBe('pending');
    const restarted = sandboxVtu(t.database.db, t.clock.now);
    const answers = await Promise.all([restarted.queryOrder(purchase.requestId), vtu.queryOrder(purchase.requestId), restarted.queryOrder(purchase.requestId)]);
    expect(answers.map((a) => a.status)).toEqual(['completed', 'completed', 'completed']);
  });
});

describe('createVtuProvider', () => {
  it("gives ClubKonnect our callback's address under PUBLIC_URL, and none without a public address", async () => {
    const fake = await FakeClubKonnect.start();
    try {
      const env = { VTU_PROVIDER: 'clubkonnect', CLUBKONNECT_BASE_URL: fake.url, CLUBKONNECT_USER_ID: fake.userId, CLUBKONNECT_API_KEY: fake.apiKey };
      const published = createVtuProvider(loadConfig({ ...env, PUBLIC_URL: 'https://app.fleetvest.ng/' }), t.database.db, t.app.log, t.clock.now);
      await published.buyAirtime(airtime('08031234567'));
      expect(fake.lastRequestTo('/APIAirtimeV1.asp')!.query.get('CallBackURL')).toBe(
        `https://app.fleetvest.ng${urlOf(providerCallbackEndpoints.clubKonnectCallback)}`,
      );
      const unpublished = createVtuProvider(loadConfig(env), t.database.db, t.app.log, t.clock.now);
      await unpublished.buyAirtime(airtime('08031234567'));
      expect(fake.lastRequestTo('/APIAirtimeV1.asp')!.query.has('CallBackURL')).toBe(false);
    } finally {
      await fake.close();
    }
  });

  it('is the sandbox unless told otherwise', () => {
    expect(createVtuProvider(loadConfig({}), t.database.db, t.app.log, t.clock.now).name).toBe('sandbox');
  });

  it("is ClubKonnect when configured, with the configured timeout, logging through the server's logger without the APIKey", async () => {
    const fake = await FakeClubKonnect.start();
    try {
      const config = loadConfig({
        VTU_PROVIDER: 'clubkonnect',
        CLUBKONNECT_BASE_URL: fake.url,
        CLUBKONNECT_USER_ID: fake.userId,
        CLUBKONNECT_API_KEY: fake.apiKey,
        VTU_TIMEOUT_SECONDS: '1',
      });
      const live = createVtuProvider(config, t.database.db, t.app.log, t.clock.now);
      expect(live.name).toBe('clubkonnect');
      expect(await live.listDataPlans('02')).toHaveLength(2);
      fake.failNext({ path: '/APIAirtimeV1.asp', status: 500, body: (request) => `<html>Error in ${request.url}</html>` });
      await expect(live.buyAirtime(airtime('08031234567'))).rejects.toThrow('ClubKonnect airtime: HTTP 500');
      fake.failNext({ path: '/APIQueryV1.asp', delayMs: 3000 });
      await expect(live.queryOrder(requestIdOf())).rejects.toThrow('ClubKonnect query: no answer within 1000 ms');
      fake.failNext({ path: '/APIVerifyElectricityV1.asp', body: { status: 'INVALID_CREDENTIALS' } });
      await expect(live.verifyMeter('01', '45012345678', '01')).rejects.toBeInstanceOf(ProviderUnavailable);
      expect(t.logs()).toContain('ClubKonnect unavailable');
      expect(t.logs()).toContain('CLUBKONNECT_API_KEY');
      expect(t.logs()).not.toContain(fake.apiKey);
    } finally {
      await fake.close();
    }
  });
});
