import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClubKonnectVtu } from '../../providers/vtu/clubkonnect';
import { ProviderUnavailable } from '../../providers/errors';
import type { VtuOutcome } from '../../providers/vtu/types';
import { failure, logInto, type LogLine } from '../provider-kit';
import { IndependentClubKonnect, STATUS_CODES } from './clubkonnect-fake';

/**
 * The real ClubKonnect adapter against a ClubKonnect written only from public material
 * (./clubkonnect-fake.ts names it): each documented statuscode must come out as the status table
 * says it should for the money.
 */

const clubkonnect = new IndependentClubKonnect('CK100000001', 'INDEPENDENTAPIKEY0123456789');
let logs: LogLine[] = [];

beforeAll(() => clubkonnect.listen());
afterAll(() => clubkonnect.close());
beforeEach(() => {
  clubkonnect.reset();
  logs = [];
});
afterEach(() => {
  // The APIKey travels in every query string; it must never reach a log line.
  expect(JSON.stringify(logs)).not.toContain(clubkonnect.apiKey);
});

const vtu = (apiKey = clubkonnect.apiKey) =>
  createClubKonnectVtu({ baseUrl: clubkonnect.url, userId: clubkonnect.userId, apiKey, timeoutMs: 2000, cacheMs: 0, log: logInto(logs) });

let sequence = 0;
const airtime = (amountKobo = 50_000) => ({ requestId: `AIR${++sequence}`, network: '01' as const, phoneNumber: '08031234567', amountKobo });

/**
 * The status table's meaning for the money: 200 delivered; the received (1xx) and processed (3xx)
 * bands, 201 (operator unresponsive, retried for up to an hour before it is cancelled) and on hold
 * (6xx, retried for up to an hour) still pending; ORDER_ERROR (4xx, refused) and ORDER_CANCELLED
 * (5xx) failed; 602 (on hold, but "your account has been credited back") failed. 299 and 699 carry
 * no description of their own and stay pending: nothing says the money came back or went out.
 */
function meaning(code: string): VtuOutcome['status'] {
  const n = Number(code);
  if (n === 200) return 'completed';
  if (n === 602 || (n >= 400 && n < 600)) return 'failed';
  return 'pending';
}

const CODES = Object.keys(STATUS_CODES);

describe('ClubKonnect purchase answers, read as the status table says', () => {
  it('sends every purchase as a GET with UserID and APIKey and the documented parameters', async () => {
    const client = vtu();
    await client.buyAirtime({ ...airtime(150_000), requestId: 'AIR900' });
    expect(Object.fromEntries(clubkonnect.lastRequestTo('/APIAirtimeV1.asp')?.query ?? [])).toMatchObject({
      UserID: clubkonnect.userId,
      APIKey: clubkonnect.apiKey,
      MobileNetwork: '01',
      Amount: '1500',
      MobileNumber: '08031234567',
      RequestID: 'AIR900',
    });
    await client.buyData({ requestId: 'DAT900', network: '04', phoneNumber: '08021234567', planId: '1000.0' });
    expect(Object.fromEntries(clubkonnect.lastRequestTo('/APIDatabundleV1.asp')?.query ?? [])).toMatchObject({
      MobileNetwork: '04',
      DataPlan: '1000.0',
      MobileNumber: '08021234567',
    });
    await client.buyElectricity({
      requestId: 'ELE900',
      company: '01',
      meterType: '01',
      meterNumber: '04123456789',
      amountKobo: 300_000,
      phoneNumber: '08031234567',
    });
    expect(Object.fromEntries(clubkonnect.lastRequestTo('/APIElectricityV1.asp')?.query ?? [])).toMatchObject({
      ElectricCompany: '01',
      MeterType: '01',
      MeterNo: '04123456789',
      Amount: '3000',
    });
    await client.buyCable({ requestId: 'CAB900', cable: '02', packageId: 'gotv-max', cardNumber: '7012345678', phoneNumber: '08031234567' });
    expect(Object.fromEntries(clubkonnect.lastRequestTo('/APICableTVV1.asp')?.query ?? [])).toMatchObject({ Package: 'gotv-max', SmartCardNo: '7012345678' });
  });

  it.each(CODES)('statuscode %s on the purchase answer', async (code) => {
    clubkonnect.nextPurchaseCode = code;
    const outcome = await vtu().buyAirtime(airtime());
    expect(outcome.status).toBe(meaning(code));
  });

  it.each(CODES)('statuscode %s on the query answer', async (code) => {
    const client = vtu();
    const purchase = airtime();
    expect((await client.buyAirtime(purchase)).status).toBe('pending');
    const order = clubkonnect.orderFor(purchase.requestId);
    if (!order) throw new Error('the fake kept no order');
    clubkonnect.setOrderCode(order.orderid, code);
    const state = await client.queryOrder(purchase.requestId);
    expect(state.status).toBe(meaning(code));
    if (state.status !== 'not_found') expect(state.orderId).toBe(order.orderid);
  });

  it('a statuscode outside the table keeps the money held: settled neither way, the code kept for the operator', async () => {
    clubkonnect.nextPurchaseCode = '777';
    await expect(vtu().buyAirtime(airtime())).rejects.toMatchObject({ name: 'UnknownStatusWord', word: 'statuscode 777' });
  });
});

describe('ClubKonnect refusals (ORDER_ERROR), read as the status table names them', () => {
  it.each([
    ['402', 'MISSING_USERID'],
    ['403', 'MISSING_APIKEY'],
    ['417', 'INSUFFICIENT_BALANCE'],
  ])('%s %s is our own account: failed, and the operator is told', async (code, word) => {
    clubkonnect.nextPurchaseCode = code;
    const outcome = await vtu().buyAirtime(airtime());
    expect(outcome).toMatchObject({ status: 'failed', reason: 'provider_account' });
    expect(logs.some((line) => line.level === 'error')).toBe(true);
    expect(STATUS_CODES[code]?.remark).toBe(word);
  });

  it('400 INVALID_CREDENTIALS (a wrong APIKey) is our own account: failed, and the operator is told', async () => {
    const outcome = await vtu('WRONGKEY').buyAirtime(airtime());
    expect(outcome).toMatchObject({ status: 'failed', reason: 'provider_account' });
    expect(logs.some((line) => line.level === 'error')).toBe(true);
  });

  it.each([
    ['407', 'invalid_amount'],
    ['406', 'invalid_amount'],
    ['409', 'invalid_recipient'],
    ['418', 'invalid_product'],
  ])('%s names why the purchase was refused (%s)', async (code, reason) => {
    clubkonnect.nextPurchaseCode = code;
    expect(await vtu().buyAirtime(airtime())).toMatchObject({ status: 'failed', reason });
  });
});

describe('ClubKonnect orders, meters and smart cards', () => {
  it('a delivered prepaid electricity order carries its meter token', async () => {
    const client = vtu();
    const purchase = {
      requestId: 'ELE901',
      company: '02' as const,
      meterType: '01' as const,
      meterNumber: '04123456789',
      amountKobo: 500_000,
      phoneNumber: '08031234567',
    };
    expect((await client.buyElectricity(purchase)).status).toBe('pending');
    const order = clubkonnect.orderFor('ELE901');
    if (!order) throw new Error('the fake kept no order');
    clubkonnect.setOrderCode(order.orderid, '200');
    expect(await client.queryOrder('ELE901')).toMatchObject({ status: 'completed', token: '1234-5678-9012-3456-7890' });
  });

  it('a RequestID ClubKonnect has never seen is an order that never reached it', async () => {
    expect(await vtu().queryOrder('NEVERSENT1')).toEqual({ status: 'not_found' });
  });

  it('a meter number: its customer_name verifies, INVALID_METERNO does not', async () => {
    clubkonnect.customers.set('04123456789', 'ADA OBI');
    const client = vtu();
    expect(await client.verifyMeter('01', '04123456789', '01')).toEqual({ status: 'verified', name: 'ADA OBI' });
    expect(await client.verifyMeter('01', '04999999999', '01')).toEqual({ status: 'invalid' });
    expect(clubkonnect.lastRequestTo('/APIVerifyElectricityV1.asp')?.query.get('MeterNo')).toBe('04999999999');
  });

  it('a smart card: its customer_name verifies, INVALID_SMARTCARDNO does not', async () => {
    clubkonnect.customers.set('7012345678', 'EMEKA OBI');
    const client = vtu();
    expect(await client.verifySmartCard('02', '7012345678')).toEqual({ status: 'verified', name: 'EMEKA OBI' });
    expect(await client.verifySmartCard('02', '7099999999')).toEqual({ status: 'invalid' });
  });

  it('an HTML error page from the host is no answer: the money stays held', async () => {
    clubkonnect.failNext({ path: '/APIAirtimeV1.asp', status: 503 });
    expect(await failure(vtu().buyAirtime(airtime()))).toBeInstanceOf(ProviderUnavailable);
  });
});
