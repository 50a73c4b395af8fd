import { createServer, type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ELECTRIC_COMPANIES } from '../../../contract/bill-codes';
import { COMPLETED, FakeClubKonnect, RECEIVED, SERVICE_UNAVAILABLE } from '../../test/fake-clubkonnect';
import { ProviderUnavailable } from '../errors';
import { createClubKonnectVtu, refusalReason, type ClubKonnectOptions } from './clubkonnect';
import type { AirtimePurchase, CablePurchase, DataPurchase, ElectricityPurchase } from './types';

let fake: FakeClubKonnect;
let logs: { level: 'warn' | 'error'; obj: object; msg: string }[] = [];

beforeAll(async () => {
  fake = await FakeClubKonnect.start();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  logs = [];
});
afterEach(() => {
  // Whatever a test did, the APIKey (it travels in every URL) never reached a log line.
  expect(JSON.stringify(logs)).not.toContain(fake.apiKey);
});

function setup(overrides: Partial<ClubKonnectOptions> = {}) {
  let clock = Date.parse('2026-11-21T09:00:00Z');
  const vtu = createClubKonnectVtu({
    ...fake.credentials,
    timeoutMs: 2000,
    cacheMs: 600_000,
    log: {
      warn: (obj, msg) => logs.push({ level: 'warn', obj, msg }),
      error: (obj, msg) => logs.push({ level: 'error', obj, msg }),
    },
    now: () => clock,
    ...overrides,
  });
  return { vtu, advance: (ms: number) => (clock += ms) };
}

/** The error a promise rejects with, to assert on its class and message together. */
async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
  }
  throw new Error('expected a rejection');
}

const AIRTIME = '/APIAirtimeV1.asp';
const DATA = '/APIDatabundleV1.asp';
const ELECTRICITY = '/APIElectricityV1.asp';
const CABLE = '/APICableTVV1.asp';
const QUERY = '/APIQueryV1.asp';
const PLANS = '/APIDatabundlePlansV2.asp';
const PACKAGES = '/APICableTVPackagesV2.asp';
const COMPANIES = '/APIElectricityDiscosV2.asp';
const COMPANIES_V1 = '/APIElectricityDiscosV1.asp';
const VERIFY_METER = '/APIVerifyElectricityV1.asp';
const VERIFY_CARD = '/APIVerifyCableTVV1.0.asp';

const airtime = (overrides: Partial<AirtimePurchase> = {}): AirtimePurchase => ({
  requestId: 'FVB0000000000001',
  network: '01',
  phoneNumber: '08031234567',
  amountKobo: 100_000,
  ...overrides,
});
const data = (overrides: Partial<DataPurchase> = {}): DataPurchase => ({
  requestId: 'FVB0000000000002',
  network: '04',
  phoneNumber: '08021234567',
  planId: '3000.0',
  ...overrides,
});
const electricity = (overrides: Partial<ElectricityPurchase> = {}): ElectricityPurchase => ({
  requestId: 'FVB0000000000003',
  company: '02',
  meterType: '01',
  meterNumber: '45012345678',
  amountKobo: 500_000,
  phoneNumber: '08031234567',
  ...overrides,
});
const cable = (overrides: Partial<CablePurchase> = {}): CablePurchase => ({
  requestId: 'FVB0000000000004',
  cable: '01',
  packageId: 'dstv79',
  cardNumber: '7023456789',
  phoneNumber: '08031234567',
  ...overrides,
});

/** The query string a request carried, without the credentials. */
const params = (path: string) => {
  const query = new URLSearchParams(fake.lastRequestTo(path)?.query);
  query.delete('UserID');
  query.delete('APIKey');
  return Object.fromEntries(query);
};

describe('data plans', () => {
  it("lists each network's plans with the price in kobo, asking with our UserID and APIKey", async () => {
    const { vtu } = setup();
    expect(await vtu.listDataPlans('01')).toEqual([
      { id: '500.0', name: '500 MB - 30 days (SME)', amountKobo: 15_000 },
      { id: '1000.0', name: '1 GB - 30 days (SME)', amountKobo: 28_000 },
    ]);
    expect(await vtu.listDataPlans('03')).toEqual([{ id: '500.0', name: '500 MB - 30 days', amountKobo: 15_000 }]);
    expect((await vtu.listDataPlans('04')).map((p) => p.amountKobo)).toEqual([30_000, 90_050]);
    const request = fake.lastRequestTo(PLANS);
    expect(request?.method).toBe('GET');
    expect(request?.query.get('UserID')).toBe(fake.userId);
    expect(request?.query.get('APIKey')).toBe(fake.apiKey);
  });

  it('reads the plans with or without the MOBILE_NETWORK wrapper, and a network missing from the list has none', async () => {
    const { vtu } = setup();
    fake.failNext({ path: PLANS, body: { Glo: [{ ID: '02', PRODUCT: [{ PRODUCT_ID: '1000.0', PRODUCT_NAME: '1 GB', PRODUCT_AMOUNT: 290 }] }] } });
    expect(await vtu.listDataPlans('02')).toEqual([{ id: '1000.0', name: '1 GB', amountKobo: 29_000 }]);
    expect(await vtu.listDataPlans('01')).toEqual([]);
  });

  it('leaves out a plan it cannot read (or price) and says so, keeping the rest', async () => {
    const { vtu } = setup();
    const good = { PRODUCT_ID: '1000.0', PRODUCT_NAME: '1 GB - 30 days', PRODUCT_AMOUNT: '280.00' };
    fake.failNext({
      path: PLANS,
      body: {
        MOBILE_NETWORK: {
          MTN: [
            {
              ID: '01',
              PRODUCT: [
                good,
                { ...good, PRODUCT_AMOUNT: 'free' },
                { ...good, PRODUCT_AMOUNT: '0.00' },
                { ...good, PRODUCT_ID: '' },
                { PRODUCT_NAME: 'no id' },
                'junk',
              ],
            },
          ],
        },
      },
    });
    expect(await vtu.listDataPlans('01')).toEqual([{ id: '1000.0', name: '1 GB - 30 days', amountKobo: 28_000 }]);
    expect(logs.find((l) => l.msg.includes('unexpected shape'))?.obj).toMatchObject({ skipped: 5 });
  });

  it('treats an outage, a refusal and a body that is no list as unavailable', async () => {
    const { vtu } = setup();
    fake.failNext({ path: PLANS, status: 503 });
    await expect(vtu.listDataPlans('01')).rejects.toBeInstanceOf(ProviderUnavailable);
    fake.failNext({ path: PLANS, body: '{"MOBILE_NETWORK": {' });
    await expect(vtu.listDataPlans('01')).rejects.toBeInstanceOf(ProviderUnavailable);
    fake.failNext({ path: PLANS, body: { MOBILE_NETWORK: { MTN: 'soon' } } });
    await expect(vtu.listDataPlans('01')).rejects.toBeInstanceOf(ProviderUnavailable);
    const refused = await failure(setup({ apiKey: 'WRONG' }).vtu.listDataPlans('01'));
    expect(refused).toBeInstanceOf(ProviderUnavailable);
    expect(refused.message).toMatch(/INVALID_CREDENTIALS/);
    expect(logs.some((l) => l.level === 'error' && l.msg.includes('CLUBKONNECT_API_KEY'))).toBe(true);
  });
});

describe('cable packages', () => {
  it.each([
    ['inside the TV_ID wrapper', true],
    ['without the wrapper', false],
  ])('lists the packages of each provider %s', async (_, wrapped) => {
    const { vtu } = setup();
    fake.cableWrapped = wrapped;
    expect(await vtu.listCablePackages('01')).toEqual([
      { id: 'dstv-padi', name: 'DStv Padi N4,400', amountKobo: 440_000 },
      { id: 'dstv79', name: 'DStv Compact N19,000', amountKobo: 1_900_000 },
    ]);
    expect(await vtu.listCablePackages('02')).toEqual([{ id: 'gotv-smallie', name: 'GOtv Smallie - monthly N1,900', amountKobo: 190_000 }]);
    // ClubKonnect spells it Startimes; the product says StarTimes.
    expect(await vtu.listCablePackages('03')).toEqual([{ id: 'nova', name: 'Nova - 1,900 Naira - 1 Month', amountKobo: 190_000 }]);
    expect(fake.callsTo(PACKAGES)).toBe(1);
  });
});

describe('electricity companies', () => {
  it('lists the companies ClubKonnect offers that the product knows (01 to 12, Aba included)', async () => {
    const { vtu } = setup();
    expect(await vtu.listElectricCompanies()).toEqual(ELECTRIC_COMPANIES.map((c) => c.code));
    expect(await vtu.listElectricCompanies()).toContain('12');
    expect(fake.callsTo(COMPANIES)).toBe(1);
  });

  it('reads the older V1 list when V2 is not there, and keeps it like the others', async () => {
    const { vtu } = setup();
    fake.companiesAt = 'V1';
    expect(await vtu.listElectricCompanies()).toContain('12');
    await vtu.listElectricCompanies();
    expect([fake.callsTo(COMPANIES), fake.callsTo(COMPANIES_V1)]).toEqual([1, 1]);
    expect(logs).toEqual([]);
  });

  it('leaves out, with a warning, a company the product does not know', async () => {
    const { vtu } = setup();
    fake.failNext({ path: COMPANIES, body: { ELECTRIC_COMPANY: { ABA_ELECTRIC: [{ ID: '12' }], NEW_DISCO: [{ ID: 13 }] } } });
    expect(await vtu.listElectricCompanies()).toEqual(['12']);
    expect(logs).toEqual([expect.objectContaining({ level: 'warn', obj: expect.objectContaining({ unknown: ['13'] }) })]);
  });

  it('lists only the companies offered', async () => {
    const { vtu } = setup();
    fake.failNext({ path: COMPANIES, body: { ELECTRIC_COMPANY: { EKO_ELECTRIC: [{ ID: '01', NAME: 'Eko' }], KANO_ELECTRIC: [{ ID: 4, NAME: 'Kano' }] } } });
    expect(await vtu.listElectricCompanies()).toEqual(['01', '04']);
  });

  it.each([
    ['the endpoint is missing (404)', { path: COMPANIES, status: 404, body: '<html>404 - File or directory not found.</html>' }],
    ['the answer is not JSON', { path: COMPANIES, body: '<html>Coming soon</html>' }],
    ['the answer is not a list', { path: COMPANIES, body: { ELECTRIC_COMPANY: 'Eko, Ikeja' } }],
    ['the list has no company we know', { path: COMPANIES, body: { ELECTRIC_COMPANY: { EKO: [{ ID: 'EKEDC' }] } } }],
  ])('falls back to the fixed table (01 to 12) when %s', async (_, fault) => {
    const { vtu } = setup();
    fake.failNext(fault);
    expect(await vtu.listElectricCompanies()).toEqual(ELECTRIC_COMPANIES.map((c) => c.code));
    expect(logs.some((l) => l.msg.includes('using the fixed one'))).toBe(true);
  });

  it('does not fall back on an outage or a refused account', async () => {
    const { vtu } = setup();
    fake.failNext({ path: COMPANIES, status: 500 });
    await expect(vtu.listElectricCompanies()).rejects.toBeInstanceOf(ProviderUnavailable);
    await expect(setup({ apiKey: 'WRONG' }).vtu.listElectricCompanies()).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});

describe('the list cache', () => {
  it('keeps each list for the configured time, one fetch serving every network', async () => {
    const { vtu, advance } = setup({ cacheMs: 60_000 });
    await vtu.listDataPlans('01');
    await vtu.listDataPlans('02');
    await Promise.all([vtu.listCablePackages('01'), vtu.listCablePackages('03'), vtu.listElectricCompanies(), vtu.listElectricCompanies()]);
    advance(59_999);
    await Promise.all([vtu.listDataPlans('04'), vtu.listCablePackages('02'), vtu.listElectricCompanies()]);
    expect([fake.callsTo(PLANS), fake.callsTo(PACKAGES), fake.callsTo(COMPANIES)]).toEqual([1, 1, 1]);
    advance(1);
    await Promise.all([vtu.listDataPlans('01'), vtu.listCablePackages('01'), vtu.listElectricCompanies()]);
    expect([fake.callsTo(PLANS), fake.callsTo(PACKAGES), fake.callsTo(COMPANIES)]).toEqual([2, 2, 2]);
  });

  it('fetches once for calls made together', async () => {
    const { vtu } = setup();
    await Promise.all([vtu.listDataPlans('01'), vtu.listDataPlans('02'), vtu.listDataPlans('03'), vtu.listDataPlans('04')]);
    expect(fake.callsTo(PLANS)).toBe(1);
  });

  it('is not poisoned by a failed refresh: the next call asks again and the answer is kept', async () => {
    const { vtu, advance } = setup({ cacheMs: 60_000, timeoutMs: 150 });
    await vtu.listCablePackages('01');
    advance(60_000);
    fake.failNext({ path: PACKAGES, delayMs: 1000 });
    await expect(vtu.listCablePackages('01')).rejects.toBeInstanceOf(ProviderUnavailable);
    fake.failNext({ path: PACKAGES, body: 'not json' });
    await expect(vtu.listCablePackages('01')).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(await vtu.listCablePackages('01')).toHaveLength(2);
    expect(await vtu.listCablePackages('02')).toHaveLength(1);
    expect(fake.callsTo(PACKAGES)).toBe(4);
  });

  it('asks every time when the cache time is 0', async () => {
    const { vtu } = setup({ cacheMs: 0 });
    await vtu.listDataPlans('01');
    await vtu.listDataPlans('01');
    expect(fake.callsTo(PLANS)).toBe(2);
  });
});

describe('verification', () => {
  it("gives the meter's customer name, asking with the company, meter number and type", async () => {
    const { vtu } = setup();
    fake.meters.set('02/45012345678', 'ADEBAYO OGUNLESI ');
    expect(await vtu.verifyMeter('02', '45012345678', '01')).toEqual({ status: 'verified', name: 'ADEBAYO OGUNLESI' });
    expect(params(VERIFY_METER)).toEqual({ ElectricCompany: '02', MeterNo: '45012345678', MeterType: '01' });
  });

  it("gives the smart card's customer name, naming the provider in ClubKonnect's word", async () => {
    const { vtu } = setup();
    fake.cards.set('gotv/7023456789', 'Okafor & Sons');
    expect(await vtu.verifySmartCard('02', '7023456789')).toEqual({ status: 'verified', name: 'Okafor & Sons' });
    expect(params(VERIFY_CARD)).toEqual({ CableTV: 'gotv', SmartCardNo: '7023456789' });
  });

  it.each([
    ['INVALID_METERNO in customer_name', VERIFY_METER, { customer_name: 'INVALID_METERNO' }],
    ['INVALID_METERNO as a status', VERIFY_METER, { status: 'INVALID_METERNO' }],
    ['INVALID_SMARTCARDNO in customer_name', VERIFY_CARD, { customer_name: 'INVALID_SMARTCARDNO' }],
    ['INVALID_SMARTCARDNO as a status', VERIFY_CARD, { status: 'INVALID_SMARTCARDNO' }],
  ])('says "does not verify" (invalid) for %s', async (_, path, body) => {
    const { vtu } = setup();
    fake.failNext({ path, body });
    const result = path === VERIFY_METER ? vtu.verifyMeter('01', '12345678901', '02') : vtu.verifySmartCard('01', '7023456789');
    expect(await result).toEqual({ status: 'invalid' });
  });

  it('answers invalid for numbers the fake does not know, as ClubKonnect does', async () => {
    const { vtu } = setup();
    expect(await vtu.verifyMeter('01', '12345678901', '01')).toEqual({ status: 'invalid' });
    expect(await vtu.verifySmartCard('03', '01234567890')).toEqual({ status: 'invalid' });
  });

  it("takes ClubKonnect's 'Service unavailable' in customer_name for a failed check, never for the customer's name", async () => {
    const { vtu } = setup();
    fake.meters.set('01/12345678901', 'ADA OBI');
    fake.cards.set('dstv/7023456789', 'ADA OBI');
    fake.verificationDown = true;
    expect(await vtu.verifyMeter('01', '12345678901', '01')).toEqual({ status: 'unchecked' });
    expect(await vtu.verifySmartCard('01', '7023456789')).toEqual({ status: 'unchecked' });
    expect(logs.filter((l) => l.level === 'warn' && JSON.stringify(l.obj).includes(SERVICE_UNAVAILABLE))).toHaveLength(2);
  });

  it.each([
    ['an empty customer_name', { customer_name: '  ' }, 'warn'],
    ['a status word we do not know in customer_name', { customer_name: 'SERVICE_UNAVAILABLE' }, 'warn'],
    ['an error sentence in customer_name', { customer_name: 'Error: please try again' }, 'warn'],
    ['refused credentials in customer_name', { customer_name: 'INVALID_CREDENTIALS' }, 'error'],
  ] as const)('takes %s for a failed check', async (_, body, level) => {
    const { vtu } = setup();
    fake.failNext({ path: VERIFY_METER, body });
    expect(await vtu.verifyMeter('01', '12345678901', '01')).toEqual({ status: 'unchecked' });
    expect(logs.some((l) => l.level === level)).toBe(true);
  });

  it.each([
    ['refused credentials', { body: { status: 'INVALID_CREDENTIALS' } }],
    ['a word we do not know', { body: { status: 'SERVICE_UNAVAILABLE' } }],
    ['a 5xx', { status: 502 }],
    ['malformed JSON', { body: '{"customer_name": ' }],
    ['an answer of another shape', { body: { name: 'ADA' } }],
  ])('never takes %s for "does not verify"', async (_, fault) => {
    const { vtu } = setup();
    fake.meters.set('01/12345678901', 'ADA OBI');
    fake.failNext({ path: VERIFY_METER, ...fault });
    await expect(vtu.verifyMeter('01', '12345678901', '01')).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});

describe('purchases', () => {
  it('sends our CallBackURL with every purchase when it has one, never with the query, and none when it has not', async () => {
    const callbackUrl = 'https://app.fleetvest.ng/api/v1/vtu/clubkonnect/callback';
    const { vtu } = setup({ callbackUrl });
    await vtu.buyAirtime(airtime());
    await vtu.buyData(data());
    await vtu.buyElectricity(electricity());
    await vtu.buyCable(cable());
    for (const path of [AIRTIME, DATA, ELECTRICITY, CABLE]) expect(params(path).CallBackURL).toBe(callbackUrl);
    expect(fake.callbackFor('FVB0000000000001')).toMatch(/^https:\/\/app\.fleetvest\.ng\/api\/v1\/vtu\/clubkonnect\/callback\?.*requestid=FVB0000000000001/);
    await vtu.queryOrder('FVB0000000000001');
    expect(params(QUERY)).not.toHaveProperty('CallBackURL');
    await setup().vtu.buyAirtime(airtime({ requestId: 'FVB0000000000005' }));
    expect(params(AIRTIME)).not.toHaveProperty('CallBackURL');
  });

  it('buys airtime with the amount in naira and our RequestID, and reports the order received as pending', async () => {
    const { vtu } = setup();
    const outcome = await vtu.buyAirtime(airtime());
    expect(params(AIRTIME)).toEqual({ MobileNetwork: '01', Amount: '1000', MobileNumber: '08031234567', RequestID: 'FVB0000000000001' });
    expect(outcome).toEqual({ status: 'pending', orderId: fake.orders.get('FVB0000000000001')?.orderid, remark: 'ORDER_RECEIVED' });
  });

  it('buys data by the plan id, cable by the package id, electricity with the meter type', async () => {
    const { vtu } = setup();
    fake.nextOrder = COMPLETED;
    expect((await vtu.buyData(data())).status).toBe('completed');
    expect(params(DATA)).toEqual({ MobileNetwork: '04', DataPlan: '3000.0', MobileNumber: '08021234567', RequestID: 'FVB0000000000002' });
    expect((await vtu.buyCable(cable({ cable: '03', packageId: 'nova', cardNumber: '01234567890' }))).status).toBe('completed');
    expect(params(CABLE)).toEqual({ CableTV: 'startimes', Package: 'nova', SmartCardNo: '01234567890', PhoneNo: '08031234567', RequestID: 'FVB0000000000004' });
    expect((await vtu.buyElectricity(electricity({ meterType: '02' }))).status).toBe('completed');
    expect(params(ELECTRICITY)).toEqual({
      ElectricCompany: '02',
      MeterType: '02',
      MeterNo: '45012345678',
      Amount: '5000',
      PhoneNo: '08031234567',
      RequestID: 'FVB0000000000003',
    });
  });

  it.each([
    ['100', 'ORDER_RECEIVED', 'pending', null],
    ['199', 'ORDER_RECEIVED', 'pending', null],
    ['200', 'ORDER_COMPLETED', 'completed', null],
    // Not final: ClubKonnect retries a 201 for up to an hour, then completes or cancels it.
    ['201', 'ORDER_NETWORK_UNRESPONSIVE', 'pending', null],
    ['299', 'ORDER_PROCESSED', 'pending', null],
    ['300', 'ORDER_PROCESSED', 'pending', null],
    ['399', 'ORDER_PROCESSED', 'pending', null],
    ['400', 'ORDER_ERROR', 'failed', 'declined'],
    ['499', 'INVALID_RECIPIENT', 'failed', 'invalid_recipient'],
    ['500', 'ORDER_CANCELLED', 'failed', 'declined'],
    ['599', 'ORDER_CANCELLED', 'failed', 'declined'],
    ['600', 'ORDER_ONHOLD', 'pending', null],
    ['601', 'ORDER_ONHOLD', 'pending', null],
    ['602', 'ORDER_REFUNDED', 'failed', 'declined'],
  ])('reads statuscode %s (%s) as %s', async (statuscode, status, expected, reason) => {
    const { vtu } = setup();
    fake.nextOrder = { statuscode, status, remark: `Remark for ${statuscode}` };
    const outcome = await vtu.buyAirtime(airtime());
    expect(outcome.status).toBe(expected);
    expect(outcome.orderId).toMatch(/^\d+$/);
    expect(outcome.remark).toBe(`Remark for ${statuscode}`);
    expect(outcome.status === 'failed' ? outcome.reason : null).toBe(reason);
    const warned = logs.some((l) => l.level === 'warn' && 'statuscode' in l.obj && l.obj.statuscode === Number(statuscode));
    expect(warned).toBe(['201', '299', '600', '601'].includes(statuscode));
  });

  it.each(['700', '999', '202'])('settles statuscode %s neither way: an unknown word, kept for an operator and logged as an error', async (statuscode) => {
    const { vtu } = setup();
    fake.nextOrder = { statuscode, status: 'SOMETHING_NEW', remark: 'Remark' };
    await expect(vtu.buyAirtime(airtime())).rejects.toMatchObject({ name: 'UnknownStatusWord', word: `statuscode ${statuscode}` });
    expect(logs.some((l) => l.level === 'error' && 'statuscode' in l.obj && l.obj.statuscode === Number(statuscode))).toBe(true);
  });

  it('reads a statuscode sent as a number', async () => {
    const { vtu } = setup();
    fake.failNext({ path: AIRTIME, body: { orderid: 6000000001, statuscode: 200, status: 'ORDER_COMPLETED' } });
    expect(await vtu.buyAirtime(airtime())).toEqual({ status: 'completed', orderId: '6000000001', remark: 'ORDER_COMPLETED', token: null });
  });

  it.each([
    ['MINIMUM_50', airtime({ amountKobo: 4_000 }), 'invalid_amount'],
    ['INVALID_AMOUNT', airtime({ amountKobo: 20_000_100 }), 'invalid_amount'],
    ['INVALID_RECIPIENT', airtime({ phoneNumber: '0803123' }), 'invalid_recipient'],
    ['INVALID_MOBILENETWORK', data({ network: '09' as never }), 'invalid_product'],
    ['INVALID_DATAPLAN', data({ planId: '999.0' }), 'invalid_product'],
    ['INVALID_PACKAGE', cable({ packageId: 'dstv-gold' }), 'invalid_product'],
    ['INVALID_SMARTCARDNO', cable({ cardNumber: '12345' }), 'invalid_recipient'],
    ['INVALID_METERNO', electricity({ meterNumber: '123' }), 'invalid_recipient'],
    ['INVALID_METERTYPE', electricity({ meterType: '03' as never }), 'invalid_product'],
  ] as const)('takes %s as a definite failure without asking again', async (word, purchase, reason) => {
    const { vtu } = setup();
    const outcome =
      'planId' in purchase
        ? await vtu.buyData(purchase)
        : 'packageId' in purchase
          ? await vtu.buyCable(purchase)
          : 'meterType' in purchase
            ? await vtu.buyElectricity(purchase)
            : await vtu.buyAirtime(purchase);
    expect(outcome).toEqual({ status: 'failed', orderId: null, remark: word, reason });
    expect(fake.orders.size).toBe(0);
    expect(fake.callsTo(QUERY)).toBe(0);
  });

  it('takes refused credentials and an empty ClubKonnect wallet as definite failures that an operator must see', async () => {
    const wrong = await setup({ apiKey: 'NOT-OUR-KEY' }).vtu.buyAirtime(airtime());
    expect(wrong).toMatchObject({ status: 'failed', reason: 'provider_account', remark: 'INVALID_CREDENTIALS' });
    fake.walletBalanceNaira = 500;
    const broke = await setup().vtu.buyAirtime(airtime());
    expect(broke).toMatchObject({ status: 'failed', reason: 'provider_account', remark: 'INSUFFICIENT_BALANCE' });
    expect(logs.filter((l) => l.level === 'error')).toHaveLength(2);
    expect(JSON.stringify(logs)).not.toContain('NOT-OUR-KEY');
  });

  it('confirms a word it does not know against the order record: none there is a failure', async () => {
    const { vtu } = setup();
    fake.failNext({ path: AIRTIME, body: { status: 'SYSTEM_BUSY' } });
    expect(await vtu.buyAirtime(airtime())).toEqual({ status: 'failed', orderId: null, remark: 'SYSTEM_BUSY', reason: 'declined' });
    expect(params(QUERY)).toEqual({ RequestID: 'FVB0000000000001' });
  });

  it('never takes a repeated RequestID for a failure: the first order stands', async () => {
    const { vtu } = setup();
    expect((await vtu.buyAirtime(airtime())).status).toBe('pending');
    fake.settle('FVB0000000000001', { statuscode: '200', status: 'ORDER_COMPLETED', remark: 'Airtime delivered' });
    // The fake answers a repeat with INVALID_REQUESTID, the word a naive reading takes for "no such order".
    const again = await vtu.buyAirtime(airtime());
    expect(again).toMatchObject({ status: 'completed', remark: 'Airtime delivered' });
    expect(fake.orders.size).toBe(1);
  });

  it('looks up the order when a word comes with an orderid', async () => {
    const { vtu } = setup();
    await vtu.buyAirtime(airtime());
    const { orderid } = fake.orders.get('FVB0000000000001') ?? {};
    fake.failNext({ path: AIRTIME, body: { orderid, status: 'ORDER_ALREADY_PLACED' } });
    expect((await vtu.buyAirtime(airtime())).status).toBe('pending');
    expect(fake.callsTo(QUERY)).toBe(1);
  });

  it.each([
    ['HTTP 500', { status: 500 }],
    ['HTTP 502 with a JSON body', { status: 502, body: { statuscode: '200', status: 'ORDER_COMPLETED' } }],
    ['HTTP 503', { status: 503, body: '' }],
    ['HTTP 429', { status: 429, body: '' }],
    ['HTTP 404', { status: 404, body: '<html>404</html>' }],
    ['HTTP 403 from a firewall', { status: 403, body: '<html>Forbidden</html>' }],
    ['malformed JSON', { body: '{"orderid": "6000000001", "statuscode": ' }],
    ['an HTML page with status 200', { body: '<html><body>Service temporarily unavailable</body></html>' }],
    ['JSON of no known shape', { body: { ok: true } }],
    ['a statuscode that is not three digits', { body: { orderid: '1', statuscode: 'OK', status: 'ORDER_COMPLETED' } }],
    ['a statuscode of four digits', { body: { orderid: '1', statuscode: '2000', status: 'ORDER_COMPLETED' } }],
    ['a JSON array', { body: [{ statuscode: '200' }] }],
    ['a word with a statuscode it cannot read', { body: { status: 'ORDER_COMPLETED', statuscode: null } }],
    ['an orderid that the query then does not find', { body: { orderid: '6000000077', status: 'ORDER_ACCEPTED' } }],
    ['a remark that never ends', { body: { orderid: '1', statuscode: '200', remark: 'x'.repeat(10_000) } }],
    ['an answer about another RequestID', { body: { orderid: '1', requestid: 'FVBSOMEONEELSE', statuscode: '200', status: 'ORDER_COMPLETED' } }],
    // eslint-disable-next-line no-loss-of-precision -- a JSON number that has already lost digits is the case under test
    ['a meter token sent as a number (digits lost)', { body: { orderid: '1', statuscode: '200', metertoken: 12345678901234567890 } }],
  ])('treats %s as an unknown outcome, never as a failure', async (_, fault) => {
    const { vtu } = setup();
    fake.failNext({ path: AIRTIME, ...fault });
    await expect(vtu.buyAirtime(airtime())).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('gives up after the timeout with an unknown outcome', async () => {
    const { vtu } = setup({ timeoutMs: 150 });
    fake.failNext({ path: ELECTRICITY, delayMs: 2000 });
    const error = await failure(vtu.buyElectricity(electricity()));
    expect(error).toBeInstanceOf(ProviderUnavailable);
    // Only the timeout says this: the answer would have come after 2 s.
    expect(error.message).toBe('ClubKonnect electricity: no answer within 150 ms');
  });

  it('treats an unreachable host as an unknown outcome', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(setup({ baseUrl: `http://127.0.0.1:${port}` }).vtu.buyCable(cable()));
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(error.message).toBe('ClubKonnect cable: could not be reached (ECONNREFUSED)');
  });

  it('refuses a bad RequestID or an amount with kobo before calling ClubKonnect', async () => {
    const { vtu } = setup();
    await expect(vtu.buyAirtime(airtime({ requestId: 'FVB-0001' }))).rejects.toBeInstanceOf(RangeError);
    await expect(vtu.buyAirtime(airtime({ requestId: 'FVB12345678901234567890' }))).rejects.toBeInstanceOf(RangeError);
    await expect(vtu.buyAirtime(airtime({ amountKobo: 100_050 }))).rejects.toBeInstanceOf(RangeError);
    await expect(vtu.buyElectricity(electricity({ amountKobo: 0 }))).rejects.toBeInstanceOf(RangeError);
    await expect(vtu.queryOrder('')).rejects.toBeInstanceOf(RangeError);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('electricity tokens', () => {
  it('reads the token from a completed purchase', async () => {
    const { vtu } = setup();
    fake.nextOrder = COMPLETED;
    const outcome = await vtu.buyElectricity(electricity());
    const token = fake.orders.get('FVB0000000000003')?.metertoken;
    expect(token).toMatch(/^\d{4}(-\d{4}){4}$/);
    expect(outcome).toMatchObject({ status: 'completed', token });
  });

  it('reads the token from the query when the purchase was only received', async () => {
    const { vtu } = setup();
    expect(await vtu.buyElectricity(electricity())).toMatchObject({ status: 'pending' });
    expect(await vtu.queryOrder('FVB0000000000003')).toMatchObject({ status: 'pending' });
    fake.settle('FVB0000000000003', { statuscode: '200', status: 'ORDER_COMPLETED', remark: 'Token issued', metertoken: '1234-5678-9012-3456-7890' });
    expect(await vtu.queryOrder('FVB0000000000003')).toEqual({
      status: 'completed',
      orderId: fake.orders.get('FVB0000000000003')?.orderid,
      remark: 'Token issued',
      token: '1234-5678-9012-3456-7890',
    });
  });

  it('has no token for a postpaid meter', async () => {
    const { vtu } = setup();
    fake.nextOrder = COMPLETED;
    expect(await vtu.buyElectricity(electricity({ meterType: '02' }))).toMatchObject({ status: 'completed', token: null });
  });
});

describe('order query', () => {
  it('asks by our RequestID and reads the order as a purchase answer is read', async () => {
    const { vtu } = setup();
    fake.nextOrder = RECEIVED;
    await vtu.buyCable(cable());
    fake.settle('FVB0000000000004', { statuscode: '500', status: 'ORDER_CANCELLED', remark: 'Smartcard suspended' });
    expect(await vtu.queryOrder('FVB0000000000004')).toMatchObject({ status: 'failed', reason: 'declined', remark: 'Smartcard suspended' });
    expect(params(QUERY)).toEqual({ RequestID: 'FVB0000000000004' });
  });

  it('says not_found when ClubKonnect has no such RequestID', async () => {
    const { vtu } = setup();
    expect(await vtu.queryOrder('FVB0000000000009')).toEqual({ status: 'not_found' });
  });

  it.each([
    ['refused credentials', { body: { status: 'INVALID_CREDENTIALS' } }],
    ['another word', { body: { status: 'TRY_AGAIN' } }],
    ['HTTP 500', { status: 500 }],
    ['malformed JSON', { body: '{' }],
    ['an answer about another RequestID', { body: { orderid: '1', requestid: 'FVB0000000000008', statuscode: '200' } }],
  ])('treats %s as "cannot say", never as not_found', async (_, fault) => {
    const { vtu } = setup();
    fake.failNext({ path: QUERY, ...fault });
    await expect(vtu.queryOrder('FVB0000000000009')).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('gives up after the timeout', async () => {
    const { vtu } = setup({ timeoutMs: 150 });
    fake.failNext({ path: QUERY, delayMs: 2000 });
    await expect(vtu.queryOrder('FVB0000000000009')).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});

describe('the APIKey', () => {
  it('never appears in an error, its cause or a log line, even when ClubKonnect echoes the URL back', async () => {
    const { vtu } = setup({ timeoutMs: 150 });
    const echo = (request: { url: string }) => `<html><body>Error processing ${request.url}</body></html>`;
    const jsonEcho = (request: { url: string }) => ({ status: `INVALID_${request.url}` });
    const faults = [
      { path: AIRTIME, status: 500, body: echo },
      { path: AIRTIME, body: echo },
      { path: AIRTIME, body: jsonEcho },
      { path: AIRTIME, delayMs: 2000 },
      { path: QUERY, body: jsonEcho },
      { path: VERIFY_METER, body: jsonEcho },
      { path: PLANS, body: jsonEcho },
    ];
    for (const fault of faults) fake.failNext(fault);
    const errors = await Promise.all([
      failure(vtu.buyAirtime(airtime())),
      failure(vtu.buyAirtime(airtime())),
      failure(vtu.buyAirtime(airtime())),
      failure(vtu.buyAirtime(airtime())),
      failure(vtu.queryOrder('FVB0000000000001')),
      failure(vtu.verifyMeter('01', '12345678901', '01')),
      failure(vtu.listDataPlans('01')),
    ]);
    expect(fake.requests.every((r) => r.query.get('APIKey') === fake.apiKey)).toBe(true);
    for (const error of errors) {
      const seen = [error.message, String(error), error.stack, JSON.stringify(error), String(error.cause)].join(' ');
      expect(seen).not.toContain(fake.apiKey);
    }
    expect(logs.length).toBeGreaterThan(0);
  });

  it('is taken out of a remark or a customer name that repeats it', async () => {
    const { vtu } = setup();
    fake.failNext({ path: AIRTIME, body: (request) => ({ orderid: '1', statuscode: '200', status: 'ORDER_COMPLETED', remark: `Done for ${request.url}` }) });
    const outcome = await vtu.buyAirtime(airtime());
    expect(outcome.remark).toMatch(/^Done for .*\[redacted\]/);
    expect(outcome.remark).not.toContain(fake.apiKey);
    // A customer_name that repeats our key is no name: the check failed, and the key is logged nowhere.
    fake.failNext({ path: VERIFY_CARD, body: () => ({ customer_name: `ADA ${fake.apiKey}` }) });
    expect(await vtu.verifySmartCard('01', '7023456789')).toEqual({ status: 'unchecked' });
    expect(JSON.stringify(logs)).toContain('ADA [redacted]');
  });
});

describe('refusalReason', () => {
  it.each([
    ['INVALID_CREDENTIALS', 'provider_account'],
    ['MISSING_APIKEY', 'provider_account'],
    ['INSUFFICIENT_BALANCE', 'provider_account'],
    ['MINIMUM_50', 'invalid_amount'],
    ['MAXIMUM_200000', 'invalid_amount'],
    ['INVALID_AMOUNT', 'invalid_amount'],
    ['INVALID_RECIPIENT', 'invalid_recipient'],
    ['INVALID_METERNO', 'invalid_recipient'],
    ['INVALID_SMARTCARDNO', 'invalid_recipient'],
    ['MISSING_MOBILENUMBER', 'invalid_recipient'],
    ['INVALID_ElectricCompany', 'invalid_product'],
    ['INVALID_METERTYPE', 'invalid_product'],
    ['INVALID_DATAPLAN', 'invalid_product'],
    ['INVALID_REQUESTID', null],
    ['MISSING_REQUESTID', null],
    ['ORDER_RECEIVED', null],
    ['SERVICE_UNAVAILABLE', null],
  ])('reads %s as %s', (word, reason) => {
    expect(refusalReason(word)).toBe(reason);
  });
});
