import { eq } from 'drizzle-orm';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_FIELD_TEXTS } from '../../../contract/bill-fields';
import { CablePackagesResponse, CableProvidersResponse, DataPlansResponse, ElectricCompaniesResponse, VerificationResponse } from '../../../contract/bills';
import { billVerifications } from '../../db/schema';
import { housekeepOnce } from '../../jobs/housekeeping';
import { ProviderUnavailable } from '../../providers/errors';
import { billsOf } from '../../test/bills';
import { createTestApp, customerWithWallet, type TestApp, vtuFaults } from '../../test/harness';
import { principalOf } from '../../test/services';
import { BILLS_TEXTS } from './texts';
import { VERIFICATION_TTL_MS } from './verification';

let t: TestApp;
let bills: ReturnType<typeof billsOf>;
let customerId: number;
const faults = vtuFaults();

beforeAll(async () => {
  t = await createTestApp({ adaptVtu: faults.adapt });
  const token = await customerWithWallet(t, 'lookups@example.com', 0);
  bills = billsOf(t, token);
  customerId = (await principalOf(t, token)).customerId;
});
afterAll(() => t.close());

describe('the lists', () => {
  it("answers each network's data plans in data[0].PRODUCT, at the provider's prices", async () => {
    for (const [network, code] of [
      ['MTN', '01'],
      ['Glo', '02'],
      ['m_9mobile', '03'],
      ['Airtel', '04'],
    ] as const) {
      const res = await bills.dataPlans(network);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      assert(body, DataPlansResponse);
      expect(body.success).toBe(true);
      expect(body.data).toHaveLength(1);
      expect(body.data[0]!.ID).toBe(code);
      expect(body.data[0]!.PRODUCT.length).toBeGreaterThan(4);
    }
    const mtn = (await bills.dataPlans('MTN')).json();
    expect(mtn.data[0].PRODUCT).toContainEqual({ PRODUCT_ID: 'MTN-2GB-30D', PRODUCT_NAME: '2GB - 30 days', PRODUCT_AMOUNT: '1500.00' });
  });

  it('refuses a network name the path does not know, spelt exactly', async () => {
    for (const network of ['GLO', '9mobile', 'Etisalat', '01']) {
      const res = await bills.dataPlans(network);
      expect(res.statusCode, network).toBe(422);
      expect(res.json().message).toEqual([BILL_FIELD_TEXTS.planNetwork]);
    }
  });

  it('lists the twelve electricity companies and the three cable providers', async () => {
    const companies = (await bills.electricCompanies()).json();
    assert(companies, ElectricCompaniesResponse);
    expect(companies.data.map((c) => `${c.code} ${c.description}`)).toEqual([
      '01 Eko',
      '02 Ikeja',
      '03 Abuja',
      '04 Kano',
      '05 Portharcourt',
      '06 Jos',
      '07 Ibadan',
      '08 Kaduna',
      '09 Enugu',
      '10 Benin',
      '11 Yola',
      '12 Aba',
    ]);
    const cables = (await bills.cableProviders()).json();
    assert(cables, CableProvidersResponse);
    expect(cables.data).toEqual([
      { code: '01', name: 'DStv' },
      { code: '02', name: 'GOtv' },
      { code: '03', name: 'StarTimes' },
    ]);
  });

  it("lists a cable provider's packages, and refuses a code it does not know", async () => {
    const res = await bills.cablePackages('02');
    const body = res.json();
    assert(body, CablePackagesResponse);
    expect(body.data).toContainEqual({ PACKAGE_ID: 'gotv-jolli', PACKAGE_NAME: 'GOtv Jolli', PACKAGE_AMOUNT: '5800.00' });
    const unknown = await bills.cablePackages('04');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toEqual([BILL_FIELD_TEXTS.cable]);
  });

  it('answers 503 with a message when the provider cannot give a list', async () => {
    faults.fail(['listDataPlans', 'listCablePackages', 'listElectricCompanies'], () => new ProviderUnavailable('down'));
    try {
      const plans = await bills.dataPlans('MTN');
      expect([plans.statusCode, plans.json().message]).toEqual([503, BILLS_TEXTS.dataPlansUnavailable]);
      const packages = await bills.cablePackages('01');
      expect([packages.statusCode, packages.json().message]).toEqual([503, BILLS_TEXTS.cablePackagesUnavailable]);
      const companies = await bills.electricCompanies();
      expect([companies.statusCode, companies.json().message]).toEqual([503, BILLS_TEXTS.companiesUnavailable]);
      // The cable providers are our own table: no provider call.
      expect((await bills.cableProviders()).statusCode).toBe(200);
    } finally {
      faults.heal();
    }
  });

  it('offers only the companies the provider sells for now, and verifies no other', async () => {
    faults.answer('listElectricCompanies', async () => ['01', '07']);
    try {
      expect((await bills.electricCompanies()).json().data).toEqual([
        { code: '01', description: 'Eko' },
        { code: '07', description: 'Ibadan' },
      ]);
      const refused = await bills.verifyMeter('45012345678', { code: '02' });
      expect([refused.statusCode, refused.json().message]).toEqual([422, BILLS_TEXTS.companyNotOnSale]);
    } finally {
      faults.heal();
    }
  });
});

const liveVerifications = () => t.database.db.select().from(billVerifications).where(eq(billVerifications.customerId, customerId));

describe('verification', () => {
  it("answers the name on a meter as the message and data.customer_name, and remembers it for the meter's type", async () => {
    const res = await bills.verifyMeter('45012345678');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    assert(body, VerificationResponse);
    expect(body.message).toMatch(/^[A-Z]+ [A-Z]+$/);
    expect(body.data.customer_name).toBe(body.message);
    const [row] = (await liveVerifications()).filter((v) => v.number === '45012345678');
    expect(row).toMatchObject({ service: 'electricity', company: '02', meterType: '01', customerName: body.message });
    expect(row!.expiresAt.getTime() - t.clock.now().getTime()).toBe(VERIFICATION_TTL_MS);
  });

  it('verifies a meter as prepaid when no meter type is sent', async () => {
    const res = await bills.verifyMeter('45012340001', { MeterType: undefined });
    expect(res.statusCode).toBe(200);
    const [row] = (await liveVerifications()).filter((v) => v.number === '45012340001');
    expect(row!.meterType).toBe('01');
  });

  it('answers the name on a smart card in data.customer_name', async () => {
    const res = await bills.verifyCard('7023456789');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.customer_name).toMatch(/^[A-Z]+ [A-Z]+$/);
  });

  it('says when a number does not verify, and forgets an earlier verification of it', async () => {
    const meter = await bills.verifyMeter('00012345678');
    expect([meter.statusCode, meter.json().message]).toEqual([422, BILLS_TEXTS.verificationFailed]);
    const card = await bills.verifyCard('0001234567');
    expect([card.statusCode, card.json().message]).toEqual([422, BILLS_TEXTS.verificationFailed]);
    // A verified card that then fails to verify is no longer verified, as the form returns to Unverified.
    expect((await bills.verifyCard('7023450123')).statusCode).toBe(200);
    faults.answer('verifySmartCard', async () => ({ status: 'invalid' }));
    try {
      expect((await bills.verifyCard('7023450123')).statusCode).toBe(422);
    } finally {
      faults.heal();
    }
    expect((await liveVerifications()).some((v) => v.number === '7023450123')).toBe(false);
  });

  it("says a check that came back without a name failed, in the screens' words, and forgets an earlier verification", async () => {
    expect((await bills.verifyMeter('45012340777')).statusCode).toBe(200);
    faults.answer('verifyMeter', async () => ({ status: 'unchecked' }));
    try {
      const meter = await bills.verifyMeter('45012340777');
      expect([meter.statusCode, meter.json().message]).toEqual([503, 'We could not verify this meter now. Please try again.']);
    } finally {
      faults.heal();
    }
    const card = await bills.verifyCard('7023457777');
    expect([card.statusCode, card.json().message]).toEqual([503, 'We could not verify this card now. Please try again.']);
    const numbers = (await liveVerifications()).map((v) => v.number);
    expect(numbers).not.toContain('45012340777');
    expect(numbers).not.toContain('7023457777');
  });

  it('refuses numbers of an implausible length and unknown codes with clear messages', async () => {
    const cases: Array<[Promise<{ json(): { message: unknown }; statusCode: number }>, string]> = [
      [bills.verifyMeter('12345'), BILL_FIELD_TEXTS.meterNumber],
      [bills.verifyMeter('12345678901234'), BILL_FIELD_TEXTS.meterNumber],
      [bills.verifyMeter('4501234567a'), BILL_FIELD_TEXTS.meterNumber],
      [bills.verifyMeter('45012345678', { code: '13' }), BILL_FIELD_TEXTS.company],
      [bills.verifyMeter('45012345678', { MeterType: '03' }), BILL_FIELD_TEXTS.meterType],
      [bills.verifyCard('702345678'), BILL_FIELD_TEXTS.cardNumber],
      [bills.verifyCard('702345678901'), BILL_FIELD_TEXTS.cardNumber],
      [bills.verifyCard('7023456789', { CableTV: 'dstv' }), BILL_FIELD_TEXTS.cable],
    ];
    for (const [pending, message] of cases) {
      const res = await pending;
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toEqual([message]);
    }
  });

  it("answers 503 with the screens' texts when the provider cannot verify", async () => {
    faults.fail(['verifyMeter', 'verifySmartCard'], () => new ProviderUnavailable('timeout'));
    try {
      const meter = await bills.verifyMeter('45012345678');
      expect([meter.statusCode, meter.json().message]).toEqual([503, BILLS_TEXTS.meterCheckUnavailable]);
      const card = await bills.verifyCard('7023456789');
      expect([card.statusCode, card.json().message]).toEqual([503, BILLS_TEXTS.cardCheckUnavailable]);
    } finally {
      faults.heal();
    }
  });

  it('is forgotten by the hourly housekeeping pass once it has run out', async () => {
    expect((await bills.verifyCard('7023459999')).statusCode).toBe(200);
    const before = (await liveVerifications()).length;
    expect((await housekeepOnce(t.deps)).verifications).toBe(0);
    t.clock.advance(VERIFICATION_TTL_MS);
    expect((await housekeepOnce(t.deps)).verifications).toBe(before);
    expect(await liveVerifications()).toEqual([]);
  });
});
