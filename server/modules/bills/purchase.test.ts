import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'superstruct';
import { BILL_FIELD_TEXTS } from '../../../contract/bill-fields';
import { PurchaseResponse, type AirtimeRequest } from '../../../contract/bills';
import { customerEndpoints } from '../../../contract/account';
import { billPurchases, billVerifications, customers, ledgerMovements, transactions } from '../../db/schema';
import { ProviderUnavailable } from '../../providers/errors';
import { BODIES, billsOf, messageOf, purchaseOf } from '../../test/bills';
import { request } from '../../test/client';
import { createTestApp, customerWithWallet, signUpAndLogin, type TestApp, vtuFaults } from '../../test/harness';
import { principalOf } from '../../test/services';
import { CUSTOMER_TEXTS } from '../customer/texts';
import { PIN_TEXTS } from '../profile/texts';
import { BILLS_TEXTS } from './texts';
import { VERIFICATION_TTL_MS } from './verification';

let t: TestApp;
const faults = vtuFaults();
beforeAll(async () => {
  t = await createTestApp({ adaptVtu: faults.adapt });
});
afterAll(() => t.close());

/** A customer with a PIN and `naira` in the wallet, and their bills calls. */
const customer = async (email: string, naira: number) => billsOf(t, await customerWithWallet(t, email, naira));

const countRows = async () => ({
  purchases: (await t.database.db.select({ id: billPurchases.id }).from(billPurchases)).length,
  history: (await t.database.db.select({ id: transactions.id }).from(transactions)).length,
  movements: (await t.database.db.select({ id: ledgerMovements.id }).from(ledgerMovements)).length,
});

describe('airtime', () => {
  it('tops up a phone: the wallet drops, the history and a notification (2/1) say so', async () => {
    const bills = await customer('airtime@example.com', 2000);
    const res = await bills.buy('airtime', BODIES.airtime('08031234567', { amount: 500 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'Your purchase of ₦500.00 MTN airtime for 08031234567 was successful.' });
    expect(await bills.balance()).toBe('1500.00');
    const [latest] = await bills.history();
    expect(latest).toMatchObject({ title: 'Airtime', type: 2, which: 2, classtype: 1, amount: '500.00', status: '1' });
    expect(latest!.details).toMatchObject({
      network: 'MTN',
      phonenumber: '08031234567',
      status: 'Successful',
      reference: expect.stringMatching(/^FVB[A-Z0-9]{13}$/),
    });
    const [note] = await bills.notes();
    expect(note).toMatchObject({ title: 'Airtime Purchase Successful', which: 2, type: 1, description: res.json().message });
    const { row, movements } = await purchaseOf(t, latest!.details.reference!);
    expect(row).toMatchObject({ service: 'airtime', recipient: '08031234567', company: '01', amountKobo: 50_000, status: 'SETTLED', provider: 'sandbox' });
    expect(movements).toEqual(['bill']);
  });

  it('reads an international number as the local one', async () => {
    const bills = await customer('airtime-intl@example.com', 1000);
    const res = await bills.buy('airtime', BODIES.airtime('+2347061234567', { network: '04', amount: '100' }));
    expect(res.json().message).toBe('Your purchase of ₦100.00 AIRTEL airtime for 07061234567 was successful.');
    expect((await bills.history())[0]!.details.phonenumber).toBe('07061234567');
  });

  it('refuses bad input with a clear 422 and changes nothing', async () => {
    const bills = await customer('airtime-bad@example.com', 300_000);
    const before = await countRows();
    const cases: Array<[Partial<AirtimeRequest>, string]> = [
      [{ number: '0803123456' }, BILL_FIELD_TEXTS.phone],
      [{ number: '01234567890' }, BILL_FIELD_TEXTS.phone],
      [{ number: '+2348031234567890' }, BILL_FIELD_TEXTS.phone],
      [{ number: '0803 123 4567' }, BILL_FIELD_TEXTS.phone],
      [{ amount: 49 }, BILL_FIELD_TEXTS.airtimeAmount],
      [{ amount: '200001' }, BILL_FIELD_TEXTS.airtimeAmount],
      [{ amount: '500.50' }, BILL_FIELD_TEXTS.airtimeAmount],
      [{ amount: -500 }, BILL_FIELD_TEXTS.airtimeAmount],
      [{ network: '05' }, BILL_FIELD_TEXTS.network],
      [{ network: 'MTN' }, BILL_FIELD_TEXTS.network],
      [{ pin: '12' }, 'The PIN must be 4 digits.'],
    ];
    for (const [fields, message] of cases) {
      const res = await bills.buy('airtime', BODIES.airtime('08031234567', fields));
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(messageOf(res)).toEqual([message]);
    }
    const missing = await bills.buyUntyped('airtime', { pin: '1234', network: '01' });
    expect(messageOf(missing)).toEqual(['The number field is required.', 'The amount field is required.']);
    expect(BILL_FIELD_TEXTS.airtimeAmount).toBe('The airtime amount must be a whole naira amount from ₦50 to ₦200,000.');
    expect(await countRows()).toEqual(before);
    expect(await bills.balance()).toBe('300000.00');
  });

  it('takes the limits themselves: ₦50 and ₦200,000', async () => {
    const bills = await customer('airtime-limits@example.com', 200_050);
    expect((await bills.buy('airtime', BODIES.airtime('08031234567', { amount: '50' }))).statusCode).toBe(200);
    expect((await bills.buy('airtime', BODIES.airtime('08031234567', { amount: 200_000 }))).statusCode).toBe(200);
    expect(await bills.balance()).toBe('0.00');
  });
});

describe('the PIN and the wallet', () => {
  it('refuses a wrong PIN and a missing PIN, moving nothing', async () => {
    const bills = await customer('pin-bills@example.com', 1000);
    const wrong = await bills.buy('airtime', BODIES.airtime('08031234567', { pin: '9999' }));
    expect([wrong.statusCode, messageOf(wrong)]).toEqual([422, PIN_TEXTS.wrongPin(4)]);
    const { token } = await signUpAndLogin(t, 'no-pin-bills@example.com');
    const noPin = await billsOf(t, token).buy('airtime', BODIES.airtime('08031234567'));
    expect([noPin.statusCode, messageOf(noPin)]).toEqual([422, PIN_TEXTS.pinNotSet]);
    expect(await bills.balance()).toBe('1000.00');
  });

  it('checks the order before the PIN, so a refused order spends no PIN try', async () => {
    const bills = await customer('order-first@example.com', 5000);
    const refused = await bills.buy('data', BODIES.data('08031234567', { productCode: 'NO-SUCH-PLAN', pin: '9999' }));
    expect(messageOf(refused)).toBe(BILLS_TEXTS.unknownPlan);
    const [row] = await t.database.db.select({ tries: customers.pinFailedAttempts }).from(customers).where(eq(customers.email, 'order-first@example.com'));
    expect(row!.tries).toBe(0);
  });

  it('says the wallet is short and moves nothing', async () => {
    const bills = await customer('short@example.com', 499);
    const before = await countRows();
    const res = await bills.buy('airtime', BODIES.airtime('08031234567', { amount: 500 }));
    expect([res.statusCode, messageOf(res)]).toEqual([422, BILLS_TEXTS.insufficientFunds]);
    expect(await countRows()).toEqual(before);
    expect(await bills.balance()).toBe('499.00');
  });
});

describe('data', () => {
  it("charges the plan's listed price, whatever amount the client sends", async () => {
    const bills = await customer('data@example.com', 5000);
    const res = await bills.buy('data', BODIES.data('08031234567', { amount: '1' }));
    expect(res.json().message).toBe('Your purchase of MTN data (2GB - 30 days) for 08031234567 was successful.');
    expect(await bills.balance()).toBe('3500.00');
    const [latest] = await bills.history();
    expect(latest).toMatchObject({ title: 'Data', which: 2, classtype: 2, amount: '1500.00', status: '1' });
    expect(latest!.details).toMatchObject({ network: 'MTN', plan: '2GB - 30 days', phonenumber: '08031234567' });
    expect((await bills.notes())[0]).toMatchObject({ title: 'Data Purchase Successful', which: 2, type: 2 });
    // Without an amount at all, the same price.
    const { amount: _amount, ...withoutAmount } = BODIES.data('08031234567');
    expect((await bills.buy('data', withoutAmount)).statusCode).toBe(200);
    expect(await bills.balance()).toBe('2000.00');
  });

  it('refuses a plan the provider does not list under that network, and a name that is not the plan chosen', async () => {
    const bills = await customer('data-bad@example.com', 5000);
    const before = await countRows();
    const unknown = await bills.buy('data', BODIES.data('08031234567', { productCode: 'GLO-5GB-30D' }));
    expect([unknown.statusCode, messageOf(unknown)]).toEqual([422, BILLS_TEXTS.unknownPlan]);
    const renamed = await bills.buy('data', BODIES.data('08031234567', { productName: '75GB - 30 days' }));
    expect([renamed.statusCode, messageOf(renamed)]).toEqual([422, BILLS_TEXTS.planNameDiffers]);
    const blank = await bills.buy('data', BODIES.data('08031234567', { productCode: ' ' }));
    expect(messageOf(blank)).toEqual(['The data plan field is required.']);
    expect(await countRows()).toEqual(before);
    expect(await bills.balance()).toBe('5000.00');
  });

  it('answers 503 and charges nothing when the provider cannot list the plans', async () => {
    const bills = await customer('data-down@example.com', 5000);
    faults.fail(['listDataPlans'], () => new ProviderUnavailable('down'));
    try {
      const res = await bills.buy('data', BODIES.data('08031234567'));
      expect([res.statusCode, messageOf(res)]).toEqual([503, BILLS_TEXTS.providerUnavailable]);
    } finally {
      faults.heal();
    }
    expect(await bills.balance()).toBe('5000.00');
  });
});

describe('cable TV', () => {
  it("pays the package's listed price for a verified card, whatever amount the client sends", async () => {
    const bills = await customer('cable@example.com', 10_000);
    const verified = await bills.verifyCard('7023456789');
    const name = verified.json().data.customer_name as string;
    const res = await bills.buy('cable', BODIES.cable('7023456789', { amount: '100' }));
    expect(res.json().message).toBe('Your purchase of GOtv Jolli for smart card 7023456789 was successful.');
    expect(await bills.balance()).toBe('4200.00');
    const [latest] = await bills.history();
    expect(latest).toMatchObject({ title: 'Cable TV', which: 2, classtype: 3, amount: '5800.00', status: '1' });
    expect(latest!.details).toMatchObject({ provider: 'GOtv', package: 'GOtv Jolli', smartcardno: '7023456789', customername: name });
    expect((await bills.notes())[0]).toMatchObject({ title: 'Cable Subscription Successful', which: 2, type: 3 });
  });

  it('refuses a card that was not verified, one that did not verify, and a package the provider does not list', async () => {
    const bills = await customer('cable-bad@example.com', 50_000);
    const before = await countRows();
    const unverified = await bills.buy('cable', BODIES.cable('7023451234'));
    expect([unverified.statusCode, messageOf(unverified)]).toEqual([422, BILLS_TEXTS.cardNotVerified]);
    expect((await bills.verifyCard('0001234567')).statusCode).toBe(422);
    expect(messageOf(await bills.buy('cable', BODIES.cable('0001234567')))).toBe(BILLS_TEXTS.cardNotVerified);
    // A card verified with another provider is not verified for this one.
    expect((await bills.verifyCard('7023451234', { CableTV: '01' })).statusCode).toBe(200);
    expect(messageOf(await bills.buy('cable', BODIES.cable('7023451234')))).toBe(BILLS_TEXTS.cardNotVerified);
    expect(messageOf(await bills.buy('cable', BODIES.cable('7023451234', { CableTV: '01', Package: 'gotv-jolli' })))).toBe(BILLS_TEXTS.unknownPackage);
    expect(messageOf(await bills.buy('cable', BODIES.cable('70234512', {})))).toEqual([BILL_FIELD_TEXTS.cardNumber]);
    expect(await countRows()).toEqual(before);
  });

  it("is not paid for once the card's verification has run out, until it is verified again", async () => {
    const bills = await customer('cable-expiry@example.com', 20_000);
    expect((await bills.verifyCard('7023455555')).statusCode).toBe(200);
    t.clock.advance(VERIFICATION_TTL_MS - 1000);
    expect((await bills.buy('cable', BODIES.cable('7023455555'))).statusCode).toBe(200);
    t.clock.advance(1000);
    const expired = await bills.buy('cable', BODIES.cable('7023455555'));
    expect([expired.statusCode, messageOf(expired)]).toEqual([422, BILLS_TEXTS.cardNotVerified]);
    expect((await bills.verifyCard('7023455555')).statusCode).toBe(200);
    expect((await bills.buy('cable', BODIES.cable('7023455555'))).statusCode).toBe(200);
    expect(await bills.balance()).toBe('8400.00');
  });
});

describe('electricity', () => {
  it('gives a prepaid meter its token in the answer, the history row and the notification (2/4)', async () => {
    const bills = await customer('power@example.com', 10_000);
    const name = (await bills.verifyMeter('45012345678')).json().message as string;
    const res = await bills.buy('electricity', BODIES.electricity('45012345678', { amount: 2500 }));
    expect(res.statusCode).toBe(200);
    const message = res.json().message as string;
    const token = /Your token: (\d{4}-\d{4}-\d{4}-\d{4}-\d{4})$/.exec(message)?.[1];
    expect(token).toBeDefined();
    expect(message).toBe(`Your purchase of ₦2,500.00 Ikeja electricity (PREPAID) for meter 45012345678 was successful. Your token: ${token}`);
    const [latest] = await bills.history();
    expect(latest).toMatchObject({ title: 'Electricity', which: 2, classtype: 4, amount: '2500.00', status: '1' });
    expect(latest!.details).toMatchObject({ provider: 'Ikeja', metertype: 'PREPAID', meterno: '45012345678', customername: name, token });
    const [note] = await bills.notes();
    expect(note).toMatchObject({ title: 'Electricity Purchase Successful', which: 2, type: 4 });
    expect(note!.description).toContain(token);
    expect(await bills.balance()).toBe('7500.00');
  });

  it('answers the prepaid token as a field of its own, the one its message carries; other purchases answer none', async () => {
    const bills = await customer('power-token-field@example.com', 10_000);
    expect((await bills.verifyMeter('45012345670')).statusCode).toBe(200);
    const prepaid = create((await bills.buy('electricity', BODIES.electricity('45012345670', { amount: 2500 }))).json(), PurchaseResponse);
    expect(prepaid.token).toMatch(/^\d{4}(?:-\d{4}){4}$/);
    expect(prepaid.message).toBe(`Your purchase of ₦2,500.00 Ikeja electricity (PREPAID) for meter 45012345670 was successful. Your token: ${prepaid.token}`);
    expect((await bills.verifyMeter('45012345671', { MeterType: '02' })).statusCode).toBe(200);
    const postpaid = (await bills.buy('electricity', BODIES.electricity('45012345671', { MeterType: '02' }))).json();
    expect(postpaid).toEqual({ status: 'success', message: 'Your purchase of ₦2,500.00 Ikeja electricity (POSTPAID) for meter 45012345671 was successful.' });
    expect(postpaid).not.toHaveProperty('token');
    expect((await bills.buy('airtime', BODIES.airtime('08031234567'))).json()).not.toHaveProperty('token');
  });

  it('pays a postpaid meter, without a token, once it was verified as postpaid', async () => {
    const bills = await customer('postpaid@example.com', 10_000);
    expect((await bills.verifyMeter('45012349876')).statusCode).toBe(200);
    const asPrepaidOnly = await bills.buy('electricity', BODIES.electricity('45012349876', { MeterType: '02' }));
    expect([asPrepaidOnly.statusCode, messageOf(asPrepaidOnly)]).toEqual([422, BILLS_TEXTS.meterNotVerified]);
    expect((await bills.verifyMeter('45012349876', { MeterType: '02' })).statusCode).toBe(200);
    const res = await bills.buy('electricity', BODIES.electricity('45012349876', { MeterType: '02', amount: '1000' }));
    expect(res.json().message).toBe('Your purchase of ₦1,000.00 Ikeja electricity (POSTPAID) for meter 45012349876 was successful.');
    const [latest] = await bills.history();
    expect(latest!.details.token).toBeUndefined();
    expect(latest!.details.metertype).toBe('POSTPAID');
  });

  it('keeps the amount within the configured limits and refuses an unverified meter', async () => {
    const bills = await customer('power-bad@example.com', 300_000);
    expect((await bills.verifyMeter('45012341234')).statusCode).toBe(200);
    const before = await countRows();
    const low = await bills.buy('electricity', BODIES.electricity('45012341234', { amount: '999' }));
    expect([low.statusCode, messageOf(low)]).toEqual([422, 'The electricity amount must be from ₦1,000.00 to ₦200,000.00.']);
    const high = await bills.buy('electricity', BODIES.electricity('45012341234', { amount: '200001' }));
    expect(messageOf(high)).toBe(BILLS_TEXTS.electricityAmount(100_000, 20_000_000));
    expect(messageOf(await bills.buy('electricity', BODIES.electricity('45012341234', { amount: '1000.50' })))).toEqual([BILL_FIELD_TEXTS.wholeNaira]);
    expect(messageOf(await bills.buy('electricity', BODIES.electricity('45012349999')))).toBe(BILLS_TEXTS.meterNotVerified);
    expect(messageOf(await bills.buy('electricity', BODIES.electricity('45012341234', { ElectricCode: '07' })))).toBe(BILLS_TEXTS.meterNotVerified);
    expect(messageOf(await bills.buy('electricity', BODIES.electricity('45012341234', { ElectricCode: '13' })))).toEqual([BILL_FIELD_TEXTS.company]);
    expect(messageOf(await bills.buy('electricity', BODIES.electricity('45012341234', { MeterType: 'PREPAID' })))).toEqual([BILL_FIELD_TEXTS.meterType]);
    expect(messageOf(await bills.buy('electricity', BODIES.electricity('4501', {})))).toEqual([BILL_FIELD_TEXTS.meterNumber]);
    expect(await countRows()).toEqual(before);
  });

  it('refuses to pay a meter or card whose check came back without a name, even one verified before; nothing is held', async () => {
    const bills = await customer('power-unchecked@example.com', 50_000);
    // The sandbox answers 'Service unavailable. Please try again later.' for numbers ending 7777.
    const meter = await bills.verifyMeter('45012347777');
    expect([meter.statusCode, messageOf(meter)]).toEqual([503, BILLS_TEXTS.meterNotChecked]);
    const card = await bills.verifyCard('7023457777');
    expect([card.statusCode, messageOf(card)]).toEqual([503, BILLS_TEXTS.cardNotChecked]);

    expect((await bills.verifyMeter('45012345678')).statusCode).toBe(200);
    faults.answer('verifyMeter', async () => ({ status: 'unchecked' }));
    try {
      expect((await bills.verifyMeter('45012345678')).statusCode).toBe(503);
    } finally {
      faults.heal();
    }
    const before = await countRows();
    for (const refused of [
      await bills.buy('electricity', BODIES.electricity('45012347777')),
      await bills.buy('electricity', BODIES.electricity('45012345678')),
    ]) {
      expect([refused.statusCode, messageOf(refused)]).toEqual([422, BILLS_TEXTS.meterNotVerified]);
    }
    const cable = await bills.buy('cable', BODIES.cable('7023457777'));
    expect([cable.statusCode, messageOf(cable)]).toEqual([422, BILLS_TEXTS.cardNotVerified]);
    expect(await countRows()).toEqual(before);
    expect(await bills.balance()).toBe('50000.00');
  });

  it("refuses a meter whose kept verification holds a provider's words rather than a name", async () => {
    const token = await customerWithWallet(t, 'power-kept-words@example.com', 10_000);
    const bills = billsOf(t, token);
    const { customerId } = await principalOf(t, token);
    expect((await bills.verifyMeter('45012345678')).statusCode).toBe(200);
    await t.database.db
      .update(billVerifications)
      .set({ customerName: 'Service unavailable. Please try again later.' })
      .where(eq(billVerifications.customerId, customerId));
    const before = await countRows();
    const refused = await bills.buy('electricity', BODIES.electricity('45012345678'));
    expect([refused.statusCode, messageOf(refused)]).toEqual([422, BILLS_TEXTS.meterNotVerified]);
    expect(await countRows()).toEqual(before);
    expect(await bills.balance()).toBe('10000.00');
  });

  it('takes its limits from ELECTRICITY_MIN_NAIRA and ELECTRICITY_MAX_NAIRA', async () => {
    const narrow = await createTestApp({ env: { ELECTRICITY_MIN_NAIRA: '500', ELECTRICITY_MAX_NAIRA: '600' } });
    try {
      const bills = billsOf(narrow, await customerWithWallet(narrow, 'narrow@example.com', 5000));
      expect((await bills.verifyMeter('45012345678')).statusCode).toBe(200);
      expect(messageOf(await bills.buy('electricity', BODIES.electricity('45012345678', { amount: '601' })))).toBe(
        'The electricity amount must be from ₦500.00 to ₦600.00.',
      );
      expect((await bills.buy('electricity', BODIES.electricity('45012345678', { amount: '500' }))).statusCode).toBe(200);
    } finally {
      await narrow.close();
    }
  });
});

describe('recent beneficiaries', () => {
  it('offers the last five phone numbers, meters and cards paid for, newest first, each once, refunds left out', async () => {
    const bills = await customer('beneficiaries@example.com', 100_000);
    const empty = await bills.beneficiaries();
    expect(empty.json()).toEqual({ status: 'success', data: { phones: [], meters: [], cards: [] } });
    for (const ending of ['01', '02', '03', '04', '05', '06', '02']) {
      t.clock.advance(1000);
      expect((await bills.buy('airtime', BODIES.airtime(`080312345${ending}`, { amount: 100 }))).statusCode).toBe(200);
    }
    t.clock.advance(1000);
    const dataPaidAt = t.clock.now().toISOString();
    await bills.buy('data', BODIES.data('09051234567', { network: '01' }));
    // Declined by the provider and refunded: not offered.
    t.clock.advance(1000);
    expect((await bills.buy('airtime', BODIES.airtime('08031230000', { amount: 100 }))).statusCode).toBe(422);
    await bills.verifyMeter('45012345678');
    t.clock.advance(1000);
    await bills.buy('electricity', BODIES.electricity('45012345678'));
    await bills.verifyCard('7023456789');
    t.clock.advance(1000);
    await bills.buy('cable', BODIES.cable('7023456789'));

    const { data } = (await bills.beneficiaries()).json();
    expect(data.phones.map((p: { number: string }) => p.number)).toEqual(['09051234567', '08031234502', '08031234506', '08031234505', '08031234504']);
    expect(data.phones[0]).toEqual({ number: '09051234567', network: '01', paid_at: dataPaidAt });
    expect(data.meters).toEqual([
      { meterno: '45012345678', code: '02', metertype: '01', customer_name: expect.stringMatching(/^[A-Z]+ [A-Z]+$/), paid_at: expect.any(String) },
    ]);
    expect(data.cards).toEqual([
      { smartcardno: '7023456789', code: '02', customer_name: expect.stringMatching(/^[A-Z]+ [A-Z]+$/), paid_at: expect.any(String) },
    ]);
    // A name kept from a check that had none (before such checks failed) is not offered as one.
    await t.database.db
      .update(billPurchases)
      .set({ customerName: 'Service unavailable. Please try again later.' })
      .where(eq(billPurchases.recipient, '7023456789'));
    expect((await bills.beneficiaries()).json().data.cards).toEqual([
      { smartcardno: '7023456789', code: '02', customer_name: '', paid_at: expect.any(String) },
    ]);
    // Another customer sees none of them.
    const other = await customer('beneficiaries-other@example.com', 0);
    expect((await other.beneficiaries()).json().data).toEqual({ phones: [], meters: [], cards: [] });
  });
});

describe('account deletion', () => {
  it('waits for a pending bill purchase, which could still be refunded into the wallet', async () => {
    const token = await customerWithWallet(t, 'leaving@example.com', 500);
    const bills = billsOf(t, token);
    expect((await bills.buy('airtime', BODIES.airtime('08031231111', { amount: 500 }))).statusCode).toBe(200);
    expect(await bills.balance()).toBe('0.00');
    const res = await request(t, customerEndpoints.deleteAccount, { token });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual([CUSTOMER_TEXTS.moneyInFlight]);
  });
});
