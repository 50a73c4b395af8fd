import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reconcileOnce } from '../../jobs/reconcile';
import { BODIES, billsOf, messageOf, purchaseOf, SETTLE_WAIT_MS } from '../../test/bills';
import { COMPLETED, FakeClubKonnect, RECEIVED } from '../../test/fake-clubkonnect';
import { providerCallbackEndpoints } from '../../../contract';
import { request, urlOf } from '../../test/client';
import { createTestApp, customerWithWallet, type TestApp } from '../../test/harness';
import { PROVIDER_CALLBACK_CEILING } from '../../http/rate-limits';
import { CALLBACK_ASK_GAP_MS } from './callback';
import { NOT_FOUND_PROOF_MS } from './settle';
import { BILLS_TEXTS } from './texts';

/** Bills end to end through the API, on the ClubKonnect adapter, against a local server that answers like ClubKonnect. */
let fake: FakeClubKonnect;
let t: TestApp;
let bills: ReturnType<typeof billsOf>;

const AIRTIME = '/APIAirtimeV1.asp';
const DATA = '/APIDatabundleV1.asp';
const ELECTRICITY = '/APIElectricityV1.asp';
const CABLE = '/APICableTVV1.asp';
const QUERY = '/APIQueryV1.asp';

beforeAll(async () => {
  fake = await FakeClubKonnect.start();
  t = await createTestApp({
    env: {
      VTU_PROVIDER: 'clubkonnect',
      CLUBKONNECT_BASE_URL: fake.url,
      CLUBKONNECT_USER_ID: fake.userId,
      CLUBKONNECT_API_KEY: fake.apiKey,
      VTU_TIMEOUT_SECONDS: '1',
      VTU_CACHE_SECONDS: '0',
      PUBLIC_URL: 'https://app.fleetvest.ng',
    },
  });
  bills = billsOf(t, await customerWithWallet(t, 'clubkonnect-user@example.com', 500_000));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());
afterEach(() => {
  // The APIKey travels in every ClubKonnect URL: it never reaches a log line.
  expect(t.logs()).not.toContain(fake.apiKey);
});

/** Our RequestID as ClubKonnect last received it on `path`. */
const requestIdAt = (path: string) => fake.lastRequestTo(path)?.query.get('RequestID') ?? '';

describe('lists from ClubKonnect', () => {
  it("answers a network's plans and a provider's packages at ClubKonnect's prices, wrapped in TV_ID or not", async () => {
    const plans = (await bills.dataPlans('MTN')).json();
    expect(plans.data).toEqual([
      {
        ID: '01',
        PRODUCT: [
          { PRODUCT_ID: '500.0', PRODUCT_NAME: '500 MB - 30 days (SME)', PRODUCT_AMOUNT: '150.00' },
          { PRODUCT_ID: '1000.0', PRODUCT_NAME: '1 GB - 30 days (SME)', PRODUCT_AMOUNT: '280.00' },
        ],
      },
    ]);
    const wrapped = (await bills.cablePackages('01')).json().data;
    fake.cableWrapped = false;
    expect((await bills.cablePackages('01')).json().data).toEqual(wrapped);
    expect(wrapped).toContainEqual({ PACKAGE_ID: 'dstv-padi', PACKAGE_NAME: 'DStv Padi N4,400', PACKAGE_AMOUNT: '4400.00' });
  });

  it('offers the twelve companies, from its list or, when that endpoint is missing, the fixed one', async () => {
    expect((await bills.electricCompanies()).json().data).toContainEqual({ code: '12', description: 'Aba' });
    fake.companiesAt = null;
    expect((await bills.electricCompanies()).json().data.map((c: { code: string }) => c.code)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
  });

  it('answers 503 when ClubKonnect is down', async () => {
    fake.failNext({ path: '/APIDatabundlePlansV2.asp', status: 503 });
    const res = await bills.dataPlans('Glo');
    expect([res.statusCode, messageOf(res)]).toEqual([503, BILLS_TEXTS.dataPlansUnavailable]);
  });
});

describe('purchases through ClubKonnect', () => {
  it('buys airtime under our RequestID, in whole naira, for the local number', async () => {
    fake.nextOrder = COMPLETED;
    const res = await bills.buy('airtime', BODIES.airtime('+2348031234567', { amount: 500 }));
    expect(res.json().message).toBe('Your purchase of ₦500.00 MTN airtime for 08031234567 was successful.');
    const sent = fake.lastRequestTo(AIRTIME)!.query;
    expect(Object.fromEntries(sent)).toMatchObject({
      MobileNetwork: '01',
      Amount: '500',
      MobileNumber: '08031234567',
      RequestID: expect.stringMatching(/^FVB[A-Z0-9]{13}$/),
    });
    expect(sent.get('CallBackURL')).toBe(`https://app.fleetvest.ng${urlOf(providerCallbackEndpoints.clubKonnectCallback)}`);
    expect((await bills.history())[0]!.details.reference).toBe(sent.get('RequestID'));
  });

  it("buys a data plan at ClubKonnect's price, not the amount sent", async () => {
    fake.nextOrder = COMPLETED;
    const before = Number(await bills.balance());
    const res = await bills.buy('data', BODIES.data('08031234567', { productCode: '1000.0', productName: '1 GB - 30 days (SME)', amount: '1' }));
    expect(res.statusCode).toBe(200);
    expect(fake.lastRequestTo(DATA)!.query.get('DataPlan')).toBe('1000.0');
    expect(Number(await bills.balance())).toBe(before - 280);
    const mismatch = await bills.buy('data', BODIES.data('08031234567', { productCode: '1000.0', productName: '500 MB - 30 days (SME)' }));
    expect(messageOf(mismatch)).toBe(BILLS_TEXTS.planNameDiffers);
  });

  it('verifies a meter and pays it, with the token ClubKonnect issued in the answer', async () => {
    fake.meters.set('02/45012345678', 'ADA OBI');
    const verified = await bills.verifyMeter('45012345678');
    expect(verified.json()).toEqual({ status: 'success', message: 'ADA OBI', data: { customer_name: 'ADA OBI' } });
    expect(fake.lastRequestTo('/APIVerifyElectricityV1.asp')!.query.get('MeterType')).toBe('01');
    fake.nextOrder = { ...COMPLETED, metertoken: '1234-5678-9012-3456-7890' };
    const res = await bills.buy('electricity', BODIES.electricity('45012345678', { amount: '2500' }));
    expect(res.json().message).toBe(
      'Your purchase of ₦2,500.00 Ikeja electricity (PREPAID) for meter 45012345678 was successful. Your token: 1234-5678-9012-3456-7890',
    );
    expect(Object.fromEntries(fake.lastRequestTo(ELECTRICITY)!.query)).toMatchObject({
      ElectricCompany: '02',
      MeterType: '01',
      MeterNo: '45012345678',
      Amount: '2500',
      PhoneNo: '08031234567',
    });
    expect((await bills.history())[0]!.details).toMatchObject({ customername: 'ADA OBI', token: '1234-5678-9012-3456-7890' });
    const unknown = await bills.verifyMeter('45012340000');
    expect([unknown.statusCode, messageOf(unknown)]).toEqual([422, BILLS_TEXTS.verificationFailed]);
  });

  it("pays an Aba (12) meter: ClubKonnect's list offers it and the purchase names it", async () => {
    fake.meters.set('12/45012345612', 'Okafor & Sons');
    expect((await bills.verifyMeter('45012345612', { code: '12' })).json().message).toBe('Okafor & Sons');
    fake.nextOrder = COMPLETED;
    const res = await bills.buy('electricity', BODIES.electricity('45012345612', { ElectricCode: '12', amount: '1000' }));
    expect(res.json().message).toMatch(/^Your purchase of ₦1,000\.00 Aba electricity \(PREPAID\) for meter 45012345612 was successful\./);
    expect(fake.lastRequestTo(ELECTRICITY)!.query.get('ElectricCompany')).toBe('12');
  });

  it("never takes ClubKonnect's 'Service unavailable' for the name: the check fails and the meter cannot be paid", async () => {
    fake.meters.set('02/45012345679', 'ADA OBI');
    expect((await bills.verifyMeter('45012345679')).statusCode).toBe(200);
    fake.verificationDown = true;
    const failed = await bills.verifyMeter('45012345679');
    expect([failed.statusCode, messageOf(failed)]).toEqual([503, BILLS_TEXTS.meterNotChecked]);
    const before = await bills.balance();
    const refused = await bills.buy('electricity', BODIES.electricity('45012345679'));
    expect([refused.statusCode, messageOf(refused)]).toEqual([422, BILLS_TEXTS.meterNotVerified]);
    expect(fake.callsTo(ELECTRICITY)).toBe(0);
    expect(await bills.balance()).toBe(before);
  });

  it("verifies a smart card and pays the package at ClubKonnect's price", async () => {
    fake.cards.set('dstv/7023456789', 'ADA OBI');
    expect((await bills.verifyCard('7023456789', { CableTV: '01' })).json().data.customer_name).toBe('ADA OBI');
    fake.nextOrder = COMPLETED;
    const before = Number(await bills.balance());
    const res = await bills.buy('cable', BODIES.cable('7023456789', { CableTV: '01', Package: 'dstv-padi', amount: '1' }));
    expect(res.json().message).toBe('Your purchase of DStv Padi N4,400 for smart card 7023456789 was successful.');
    expect(Object.fromEntries(fake.lastRequestTo(CABLE)!.query)).toMatchObject({ CableTV: 'dstv', Package: 'dstv-padi', SmartCardNo: '7023456789' });
    expect(Number(await bills.balance())).toBe(before - 4400);
  });

  it('waits for a prepaid token that only the query call brings, and then gives it in the history row and the notification', async () => {
    fake.meters.set('02/45012340077', 'ADA OBI');
    await bills.verifyMeter('45012340077');
    fake.nextOrder = RECEIVED;
    const res = await bills.buy('electricity', BODIES.electricity('45012340077'));
    expect(res.json().message).toContain('is processing');
    const reference = requestIdAt(ELECTRICITY);
    // Completed, but the disco has not issued the token yet: still processing for the customer.
    fake.settle(reference, { statuscode: '200', status: 'ORDER_COMPLETED' });
    t.clock.advance(SETTLE_WAIT_MS);
    await reconcileOnce(t.deps);
    expect((await purchaseOf(t, reference)).row.status).toBe('ASKED');
    fake.settle(reference, { statuscode: '200', status: 'ORDER_COMPLETED', metertoken: '5555-6666-7777-8888-9999' });
    t.clock.advance(SETTLE_WAIT_MS);
    await reconcileOnce(t.deps);
    const [latest] = await bills.history();
    expect(latest).toMatchObject({ status: '1' });
    expect(latest!.details.token).toBe('5555-6666-7777-8888-9999');
    const [note] = await bills.notes();
    expect(note).toMatchObject({ title: 'Electricity Purchase Successful', type: 4 });
    expect(note!.description).toContain('Your token: 5555-6666-7777-8888-9999');
  });
});

describe("ClubKonnect's statuscode families", () => {
  const cases: Array<[string, string, string, 'SETTLED' | 'ASKED' | 'REFUNDED']> = [
    ['200', 'ORDER_COMPLETED', 'completed', 'SETTLED'],
    // Not final: ClubKonnect retries a 201 (network unresponsive) for up to an hour, then completes or cancels it.
    ['201', 'ORDER_NETWORK_UNRESPONSIVE', 'not final yet', 'ASKED'],
    ['299', 'ORDER_PROCESSED', 'not final yet', 'ASKED'],
    ['100', 'ORDER_RECEIVED', 'received', 'ASKED'],
    ['300', 'ORDER_PROCESSED', 'processing', 'ASKED'],
    ['400', 'ORDER_FAILED', 'a request error', 'REFUNDED'],
    ['500', 'ORDER_CANCELLED', 'cancelled', 'REFUNDED'],
    ['602', 'ORDER_REFUNDED', 'refunded by ClubKonnect', 'REFUNDED'],
    ['600', 'ORDER_ONHOLD', 'on hold', 'ASKED'],
    ['150', 'ORDER_SOMETHING_NEW', 'a code we do not know', 'ASKED'],
  ];
  for (const [statuscode, status, meaning, outcome] of cases) {
    it(`treats ${statuscode} (${meaning}) as ${outcome.toLowerCase()}`, async () => {
      fake.nextOrder = { statuscode, status };
      const before = Number(await bills.balance());
      const res = await bills.buy('airtime', BODIES.airtime('08031234567', { amount: 200 }));
      const { row, movements } = await purchaseOf(t, requestIdAt(AIRTIME));
      expect(row.status).toBe(outcome);
      if (outcome === 'REFUNDED') {
        expect([res.statusCode, messageOf(res)]).toEqual([422, 'The provider declined this purchase. ₦200.00 is back in your wallet.']);
        expect(movements).toEqual(['bill', 'bill_refund']);
        expect(Number(await bills.balance())).toBe(before);
      } else {
        expect(res.statusCode).toBe(200);
        expect(res.json().message).toContain(outcome === 'SETTLED' ? 'was successful' : 'is processing');
        expect(movements).toEqual(['bill']);
        expect(Number(await bills.balance())).toBe(before - 200);
      }
    });
  }

  it('completes a received order once ClubKonnect says it is done, when two reconciliation passes race', async () => {
    fake.nextOrder = RECEIVED;
    expect((await bills.buy('airtime', BODIES.airtime('08031234567', { amount: 300 }))).statusCode).toBe(200);
    const reference = requestIdAt(AIRTIME);
    fake.settle(reference, { statuscode: '200', status: 'ORDER_COMPLETED', remark: 'Airtime delivered' });
    t.clock.advance(SETTLE_WAIT_MS);
    await Promise.all([reconcileOnce(t.deps), reconcileOnce(t.deps)]);
    const { row, movements } = await purchaseOf(t, reference);
    expect(row).toMatchObject({ status: 'SETTLED', remark: 'Airtime delivered' });
    expect(movements).toEqual(['bill']);
    // Asked about once: the passes share the pending rows out.
    expect(fake.requests.filter((r) => r.path === QUERY && r.query.get('RequestID') === reference)).toHaveLength(1);
  });

  it('refunds a received order ClubKonnect later cancels', async () => {
    fake.nextOrder = RECEIVED;
    const before = Number(await bills.balance());
    await bills.buy('airtime', BODIES.airtime('08031234567', { amount: 300 }));
    const reference = requestIdAt(AIRTIME);
    fake.settle(reference, { statuscode: '500', status: 'ORDER_CANCELLED' });
    t.clock.advance(SETTLE_WAIT_MS);
    await reconcileOnce(t.deps);
    expect((await purchaseOf(t, reference)).movements).toEqual(['bill', 'bill_refund']);
    expect(Number(await bills.balance())).toBe(before);
  });

  it('refunds the customer when ClubKonnect refuses our own account, and tells an operator', async () => {
    fake.walletBalanceNaira = 10;
    const before = Number(await bills.balance());
    const res = await bills.buy('airtime', BODIES.airtime('08031234567', { amount: 500 }));
    expect([res.statusCode, messageOf(res)]).toEqual([422, 'We could not complete this purchase right now. ₦500.00 is back in your wallet.']);
    expect(Number(await bills.balance())).toBe(before);
    expect(t.logs()).toContain('ClubKonnect refused our account');
  });
});

describe('when ClubKonnect does not answer', () => {
  it('holds the money through a 502 and refunds it once the query proves the order never arrived', async () => {
    const before = Number(await bills.balance());
    fake.failNext({ path: AIRTIME, status: 502, body: 'Bad Gateway' });
    const res = await bills.buy('airtime', BODIES.airtime('08031234567', { amount: 400 }));
    expect(res.json().message).toContain('is processing');
    const reference = requestIdAt(AIRTIME);
    expect(Number(await bills.balance())).toBe(before - 400);
    t.clock.advance(SETTLE_WAIT_MS);
    await reconcileOnce(t.deps);
    // ClubKonnect's "no such RequestID" must hold for 30 minutes of answers before the money goes back.
    expect((await purchaseOf(t, reference)).row).toMatchObject({ status: 'HELD' });
    t.clock.advance(NOT_FOUND_PROOF_MS);
    await reconcileOnce(t.deps);
    expect((await purchaseOf(t, reference)).row).toMatchObject({ status: 'REFUNDED', failureReason: 'never_arrived' });
    expect(Number(await bills.balance())).toBe(before);
  });

  it('completes a purchase whose answer was lost but which ClubKonnect carried out', async () => {
    const before = Number(await bills.balance());
    fake.failNext({ path: AIRTIME, body: '{"orderid": "60000001", "statuscode": ' });
    const res = await bills.buy('airtime', BODIES.airtime('08031234567', { amount: 600 }));
    expect(res.json().message).toContain('is processing');
    const reference = requestIdAt(AIRTIME);
    // ClubKonnect did take the order: its books say so, whatever its answer looked like.
    fake.orders.set(reference, {
      orderid: '60000001',
      requestid: reference,
      ...COMPLETED,
      remark: 'Airtime delivered',
      ordertype: 'Airtime',
      recipient: '08031234567',
      amountcharged: '600.00',
    });
    t.clock.advance(SETTLE_WAIT_MS);
    await reconcileOnce(t.deps);
    expect((await purchaseOf(t, reference)).row).toMatchObject({ status: 'SETTLED', providerOrderId: '60000001' });
    expect(Number(await bills.balance())).toBe(before - 600);
  });

  it('holds the money through a timeout and refunds it when the order never arrived', async () => {
    const before = Number(await bills.balance());
    fake.failNext({ path: AIRTIME, delayMs: 1500 });
    const res = await bills.buy('airtime', BODIES.airtime('08031234567', { amount: 700 }));
    expect(res.json().message).toContain('is processing');
    const reference = requestIdAt(AIRTIME);
    t.clock.advance(SETTLE_WAIT_MS);
    await reconcileOnce(t.deps);
    expect((await purchaseOf(t, reference)).row.status).toBe('HELD');
    t.clock.advance(NOT_FOUND_PROOF_MS);
    await reconcileOnce(t.deps);
    expect((await purchaseOf(t, reference)).row.status).toBe('REFUNDED');
    expect(Number(await bills.balance())).toBe(before);
  });
});

describe("ClubKonnect's callback", () => {
  /** ClubKonnect's GET to the CallBackURL a purchase sent, as the fake builds it. */
  const callBack = (reference: string) => {
    const address = fake.callbackFor(reference);
    if (!address) throw new Error(`the purchase ${reference} sent no CallBackURL`);
    const { pathname, search } = new URL(address);
    return t.app.inject({ method: 'GET', url: `${pathname}${search}` });
  };
  const queriesAbout = (reference: string) => fake.requests.filter((r) => r.path === QUERY && r.query.get('RequestID') === reference).length;

  /** A purchase ClubKonnect received and has not finished, a moment later: the reference and the balance before it. */
  const receivedPurchase = async (amount: number) => {
    fake.nextOrder = RECEIVED;
    const before = Number(await bills.balance());
    expect(messageOf(await bills.buy('airtime', BODIES.airtime('08031234567', { amount })))).toContain('is processing');
    t.clock.advance(CALLBACK_ASK_GAP_MS);
    return { reference: requestIdAt(AIRTIME), before };
  };

  it('completes a pending purchase at once when ClubKonnect calls back, by asking the query call', async () => {
    const { reference, before } = await receivedPurchase(400);
    fake.settle(reference, { statuscode: '200', status: 'ORDER_COMPLETED', remark: 'Airtime delivered' });
    const res = await callBack(reference);
    expect([res.statusCode, res.body]).toEqual([200, '{"status":"success"}']);
    expect(queriesAbout(reference)).toBe(1);
    expect((await bills.history())[0]).toMatchObject({ title: 'Airtime', status: '1' });
    expect((await bills.notes())[0]!.title).toMatch(/Successful/);
    expect(Number(await bills.balance())).toBe(before - 400);
  });

  it('refunds a pending purchase at once when ClubKonnect calls back about its cancellation', async () => {
    const { reference, before } = await receivedPurchase(350);
    fake.settle(reference, { statuscode: '500', status: 'ORDER_CANCELLED' });
    expect((await callBack(reference)).statusCode).toBe(200);
    expect((await bills.history())[0]).toMatchObject({ title: 'Airtime', status: '2' });
    expect(Number(await bills.balance())).toBe(before);
  });

  it('never takes the callback for the outcome: a call saying completed about an order still pending changes nothing', async () => {
    const { reference, before } = await receivedPurchase(300);
    const forged = new URL(fake.callbackFor(reference)!);
    forged.searchParams.set('statuscode', '200');
    forged.searchParams.set('orderstatus', 'ORDER_COMPLETED');
    expect((await t.app.inject({ method: 'GET', url: `${forged.pathname}${forged.search}` })).statusCode).toBe(200);
    expect(queriesAbout(reference)).toBe(1);
    expect((await bills.history())[0]).toMatchObject({ title: 'Airtime', status: '0' });
    expect(Number(await bills.balance())).toBe(before - 300);
  });

  it('asks ClubKonnect once however hard the callback is hammered, and again only after a while', async () => {
    const { reference } = await receivedPurchase(250);
    const answers = await Promise.all(Array.from({ length: 12 }, () => callBack(reference)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(12).fill(200));
    expect(queriesAbout(reference)).toBe(1);
    t.clock.advance(CALLBACK_ASK_GAP_MS - 1000);
    await callBack(reference);
    expect(queriesAbout(reference)).toBe(1);
    t.clock.advance(1000);
    await callBack(reference);
    expect(queriesAbout(reference)).toBe(2);
  });

  it('answers an unknown or ill-formed requestid without asking ClubKonnect: 200 for one of our shape, 422 for any other', async () => {
    const callWith = (query: string) => request(t, providerCallbackEndpoints.clubKonnectCallback, { raw: { query } });
    const unknown = await callWith('requestid=FVB0000000000000&statuscode=200');
    expect([unknown.statusCode, unknown.body]).toEqual([200, '{"status":"success"}']);
    for (const query of ['', 'requestid=', 'requestid=FVW0000000000000', 'requestid=FVB0000000000000%27--', `requestid=FVB${'A'.repeat(80)}`]) {
      expect((await callWith(query)).statusCode).toBe(422);
    }
    expect(fake.callsTo(QUERY)).toBe(0);
  });

  it('is capped per address like the other public calls: past the ceiling a 429, another address unaffected', async () => {
    const callFrom = (remoteAddress: string) =>
      request(t, providerCallbackEndpoints.clubKonnectCallback, { remoteAddress, query: { requestid: 'FVB0000000000000' } });
    const codes: number[] = [];
    for (let i = 0; i <= PROVIDER_CALLBACK_CEILING.max; i += 1) codes.push((await callFrom('10.9.8.7')).statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(PROVIDER_CALLBACK_CEILING.max);
    expect(codes.at(-1)).toBe(429);
    expect((await callFrom('10.9.8.6')).statusCode).toBe(200);
    expect(fake.callsTo(QUERY)).toBe(0);
  });
});
