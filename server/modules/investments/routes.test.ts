import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, idempotencyKeys, investments, ledgerMovements, notifications, plans, transactions } from '../../db/schema';
import { IDEMPOTENCY_TEXTS } from '../../http/idempotency';
import { investmentEndpoints, type CalculatorRequest, type CreateInvestmentRequest } from '../../../contract';
import { answer, request } from '../../test/client';
import {
  balanceOf,
  createTestApp,
  deposit,
  historyOf,
  loseStoredAnswer,
  notificationsOf,
  requestWithdrawal,
  setPin,
  signUpAndLogin,
  verifyDeposit,
  type TestApp,
} from '../../test/harness';
import { balancesOf, refusalOf, signedInInvestor, TEST_PIN, testPlan } from '../../test/investments';
import { PIN_TEXTS } from '../profile/texts';
import { verifyLedger } from '../wallet/ledger';
import { closePlan } from './catalogue';
import { INVESTMENT_TEXTS } from './texts';

let t: TestApp;
beforeAll(async () => {
  // A repeat whose answer was never stored works it out after this long instead of 10 s.
  t = await createTestApp({ idempotencyWaitMs: 300 });
});
afterAll(() => t.close());

type Fields = Partial<CreateInvestmentRequest>;

const invest = (token: string, fields: Fields & Pick<CreateInvestmentRequest, 'plan'>, key?: string) =>
  request(t, investmentEndpoints.createInvestment, { token, idempotencyKey: key, body: { pin: TEST_PIN, howmany: '1', ...fields } });

const calculate = (token: string, body: CalculatorRequest) => request(t, investmentEndpoints.calculator, { token, body });
/** The calculator sent what the types refuse: an id as digits or letters, a field left out. */
const calculateUntyped = (token: string, body: Record<string, unknown>) => request(t, investmentEndpoints.calculator, { token, raw: { body } });

const countOf = async (table: typeof investments | typeof transactions | typeof notifications | typeof idempotencyKeys, customerId: number) =>
  (await t.database.db.select({ n: count() }).from(table).where(eq(table.customerId, customerId)))[0]!.n;

/** Everything a purchase could change: a refusal must leave all of it as it was. */
const stateOf = async (customerId: number, planId: number) => ({
  balances: await balancesOf(t, customerId),
  unitsSold: (await t.database.db.select({ sold: plans.unitsSold }).from(plans).where(eq(plans.id, planId)))[0]!.sold,
  investments: await countOf(investments, customerId),
  history: await countOf(transactions, customerId),
  notifications: await countOf(notifications, customerId),
  keys: await countOf(idempotencyKeys, customerId),
  movements: (await t.database.db.select({ n: count() }).from(ledgerMovements))[0]!.n,
});

describe('GET customer/fetchplans', () => {
  it('lists every plan, the ones that can be bought first, sold-out and closed ones as status 0', async () => {
    const { token } = await signedInInvestor(t, 0);
    const soldOut = await testPlan(t, { name: 'Sold out trucks', category: 4, which: 4, unitsOffered: 3, unitsSold: 3 });
    const closed = await testPlan(t, { name: 'Closed minibuses', category: 2, which: 2 });
    await closePlan(t.database.db, closed.id, t.clock.now());
    const open = await testPlan(t, { name: 'Open jet movers', category: 3, which: 3, amountKobo: 25_000_000, percentageBp: 1250, noOf: 6, duration: 1 });

    const res = await request(t, investmentEndpoints.plans, { token });
    expect(res.statusCode).toBe(200);
    const { status, data } = res.json<{ status: string; data: Array<{ id: number; status: number; units_available: number }> }>();
    expect(status).toBe('success');
    const ours = data.filter((plan) => [soldOut.id, closed.id, open.id].includes(plan.id));
    expect(ours.map((plan) => plan.id)).toEqual([open.id, closed.id, soldOut.id]);
    expect(ours[0]).toEqual({
      id: open.id,
      name: 'Open jet movers',
      amount: '250000.00',
      percentage: 12.5,
      no_of: 6,
      duration: 1,
      // ₦281,250 back over six weeks.
      returns: '46875.00',
      category: 3,
      status: 1,
      // Bought now (Saturday 21 Nov, 10:00 in Lagos), it starts at midnight and pays six weeks later.
      proposedmaturitydate: new Date('2027-01-03T00:00:00+01:00').toISOString(),
      which: 3,
      units_available: 100,
    });
    expect(ours.slice(1).map((plan) => [plan.status, plan.units_available])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    // Every open plan comes before every plan that cannot be bought.
    const statuses = data.map((plan) => plan.status);
    expect(statuses).toEqual([...statuses].sort((a, b) => b - a));
  });
});

describe('POST investmentcalculator', () => {
  it('prices fractional units like a purchase, with the date and amount of each payout', async () => {
    const { token } = await signedInInvestor(t, 0);
    // ₦10,000 a unit, 10 % over 3 weeks: half a unit costs ₦5,000 and returns ₦5,500.
    const plan = await testPlan(t, { amountKobo: 1_000_000, percentageBp: 1000, noOf: 3, duration: 1 });
    const res = await calculateUntyped(token, { planid: String(plan.id), howmany: '0.5' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      message: INVESTMENT_TEXTS.calculated,
      data: {
        percentage: 10,
        duration: '3 Weeks',
        period: 'week',
        bit_return: '1833.33',
        amountreturnable: '5500.00',
        amounttobepaid: '5000.00',
        // From the next Lagos midnight, one payout a week; the last carries the remainder.
        schedule: [
          { date: new Date('2026-11-29T00:00:00+01:00').toISOString(), amount: '1833.33' },
          { date: new Date('2026-12-06T00:00:00+01:00').toISOString(), amount: '1833.33' },
          { date: new Date('2026-12-13T00:00:00+01:00').toISOString(), amount: '1833.34' },
        ],
      },
    });
  });

  it('takes units as a number too, prices to the nearest kobo and counts months', async () => {
    const { token } = await signedInInvestor(t, 0);
    const plan = await testPlan(t, { amountKobo: 15_000_000, percentageBp: 3000, noOf: 12, duration: 2 });
    const res = await calculate(token, { planid: plan.id, howmany: 2.333333 });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{
      data: { amounttobepaid: string; amountreturnable: string; duration: string; schedule: Array<{ date: string; amount: string }> };
    }>();
    // 2.333333 x ₦150,000 = ₦349,999.95; 30 % more is ₦454,999.935, rounded to ₦454,999.94.
    expect(data).toMatchObject({ amounttobepaid: '349999.95', amountreturnable: '454999.94', duration: '12 Months', period: 'month' });
    expect(data.schedule).toHaveLength(12);
    expect(data.schedule[0]!.date).toBe(new Date('2026-12-22T00:00:00+01:00').toISOString());
    expect(data.schedule[11]!.date).toBe(new Date('2027-11-22T00:00:00+01:00').toISOString());
    const totalKobo = data.schedule.reduce((sum, payout) => sum + Math.round(Number(payout.amount) * 100), 0);
    expect(totalKobo).toBe(45_499_994);
  });

  it('answers for a sold-out plan too (the figures are what it would have paid)', async () => {
    const { token } = await signedInInvestor(t, 0);
    const plan = await testPlan(t, { unitsOffered: 2, unitsSold: 2 });
    const res = await calculate(token, { planid: plan.id, howmany: '1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.amounttobepaid).toBe('150000.00');
  });

  it('refuses bad units and an unknown plan with a 422', async () => {
    const { token } = await signedInInvestor(t, 0);
    const plan = await testPlan(t);
    for (const howmany of ['0', '-1', '', 'two', '1e3', '1.0000001', '9'.repeat(17), 0, -2]) {
      expect(refusalOf(await calculate(token, { planid: plan.id, howmany })), String(howmany)).toBe('Please enter a valid unit number.');
    }
    expect(refusalOf(await calculate(token, { planid: 999_999, howmany: '1' }))).toBe(INVESTMENT_TEXTS.planNotFound);
    expect(refusalOf(await calculateUntyped(token, { planid: 'abc', howmany: '1' }))).toBe('Choose a valid plan.');
    expect(refusalOf(await calculateUntyped(token, { howmany: '1' }))).toBe('The planid field is required.');
  });
});

describe('POST customer/investment/createinvestment', () => {
  it('buys units with the PIN: the wallet pays, the investment is Pending, history and notifications tell', async () => {
    const email = 'investor@example.com';
    const { token } = await signUpAndLogin(t, email);
    await setPin(t, token, TEST_PIN);
    const paid = await deposit(t, token, 400_000);
    await verifyDeposit(t, token, paid.reference);
    const plan = await testPlan(t, { name: 'Okada Dispatch Bikes, Lagos' });

    const res = await invest(token, { howmany: '2', plan: String(plan.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'You have successfully invested in 2 units of Okada Dispatch Bikes, Lagos.' });
    expect(await balanceOf(t, token)).toBe('100000.00');

    const mine = (await answer(t, investmentEndpoints.investments, { token })).data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      status: 0,
      units: 2,
      cost: '300000.00',
      totalreturn: '390000.00',
      paidsofar: '0.00',
      startdate: new Date('2026-11-22T00:00:00+01:00').toISOString(),
      stopdate: new Date('2027-11-22T00:00:00+01:00').toISOString(),
      lastpaymentdate: null,
      plan: { id: plan.id, name: 'Okada Dispatch Bikes, Lagos', status: 1, units_available: 98 },
    });
    const history = await historyOf(t, token);
    expect(history[0]).toMatchObject({ which: 3, classtype: 1, type: 2, title: 'Investment', amount: '300000.00', status: '1' });
    const notes = await notificationsOf(t, token);
    expect(notes[0]).toMatchObject({ which: 3, type: 1, title: 'Investment Successful' });
  });

  it('refuses bad units, too many units, a sold-out or closed plan and a short wallet, changing nothing', async () => {
    const { customerId, token } = await signedInInvestor(t, 500_000);
    const plan = await testPlan(t, { unitsOffered: 5 });
    const soldOut = await testPlan(t, { unitsOffered: 3, unitsSold: 3 });
    const oneLeft = await testPlan(t, { unitsOffered: 3, unitsSold: 2 });
    const closed = await testPlan(t);
    await closePlan(t.database.db, closed.id, t.clock.now());
    const before = await stateOf(customerId, plan.id);

    const refusals: Array<[Fields, string]> = [
      [{ howmany: '1.5' }, 'Please enter a valid unit number.'],
      [{ howmany: '0' }, 'Please enter a valid unit number.'],
      [{ howmany: '-1' }, 'Please enter a valid unit number.'],
      [{ howmany: '6' }, 'Only 5 units of this plan remain.'],
      [{ howmany: '2', plan: String(oneLeft.id) }, 'Only 1 unit of this plan remains.'],
      [{ plan: String(soldOut.id) }, 'This plan is sold out.'],
      [{ plan: String(closed.id) }, 'This plan is closed and no longer takes investments.'],
      [{ howmany: '4' }, 'Insufficient wallet balance. 4 units cost ₦600,000.00; please top up your wallet.'],
      [{ plan: '999999' }, INVESTMENT_TEXTS.planNotFound],
    ];
    for (const [index, [fields, message]] of refusals.entries()) {
      // With an Idempotency-Key too: a refusal claims nothing.
      expect(refusalOf(await invest(token, { plan: String(plan.id), ...fields }, `refused-key-${index}`))).toBe(message);
    }
    expect(await stateOf(customerId, plan.id)).toEqual(before);
    for (const other of [soldOut, oneLeft, closed]) {
      const [row] = await t.database.db.select({ sold: plans.unitsSold }).from(plans).where(eq(plans.id, other.id));
      expect(row!.sold).toBe(other.unitsSold);
    }

    // The short wallet's refusal left its key free: a purchase the wallet covers can use it.
    const cheaper = await invest(token, { howmany: '3', plan: String(plan.id) }, 'refused-key-7');
    expect(cheaper.statusCode, cheaper.body).toBe(200);
    expect(cheaper.headers['idempotent-replay']).toBeUndefined();
  });

  it('checks the PIN first and locks it after five wrong ones, for withdrawals too, changing nothing', async () => {
    const { customerId, token } = await signedInInvestor(t, 500_000);
    const plan = await testPlan(t);
    const before = await stateOf(customerId, plan.id);
    for (let left = 4; left >= 1; left -= 1) {
      expect(refusalOf(await invest(token, { pin: '9999', plan: String(plan.id) }))).toBe(PIN_TEXTS.wrongPin(left));
    }
    expect(refusalOf(await invest(token, { pin: '9999', plan: String(plan.id) }))).toBe(PIN_TEXTS.locked(30));
    // Locked: even the right PIN is refused, here and for a withdrawal (one count, one lock).
    expect(refusalOf(await invest(token, { plan: String(plan.id) }))).toBe(PIN_TEXTS.locked(30));
    const withdrawal = await requestWithdrawal(t, token, { pin: TEST_PIN });
    expect(refusalOf(withdrawal)).toBe(PIN_TEXTS.locked(30));
    expect(await stateOf(customerId, plan.id)).toEqual(before);

    // The lock runs out after 30 minutes; the right PIN then buys.
    t.clock.advance(30 * 60_000 + 1);
    expect((await invest(token, { plan: String(plan.id) })).statusCode).toBe(200);
  });

  it('asks for a PIN to be set first', async () => {
    const { customerId, token } = await signedInInvestor(t, 500_000);
    await t.database.db.update(customers).set({ pinHash: null }).where(eq(customers.id, customerId));
    const plan = await testPlan(t);
    const before = await stateOf(customerId, plan.id);
    expect(refusalOf(await invest(token, { plan: String(plan.id) }))).toBe(PIN_TEXTS.pinNotSet);
    expect(await stateOf(customerId, plan.id)).toEqual(before);
  });

  it('buys once for one Idempotency-Key sent twice at once, and replays the answer without asking for the PIN again', async () => {
    const { customerId, token } = await signedInInvestor(t, 500_000);
    const plan = await testPlan(t, { name: 'Idempotent bikes' });
    const fields = { howmany: '2', plan: String(plan.id) };
    const [a, b] = await Promise.all([invest(token, fields, 'invest-key-0001'), invest(token, fields, 'invest-key-0001')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.headers['idempotent-replay'], b.headers['idempotent-replay']].filter(Boolean)).toEqual(['true']);
    expect(a.json()).toEqual({ status: 'success', message: 'You have successfully invested in 2 units of Idempotent bikes.' });
    expect(b.json()).toEqual(a.json());

    // A repeat with a wrong PIN is the same request: it is answered from the claim, and no PIN is checked.
    const repeat = await invest(token, { ...fields, pin: '9999' }, 'invest-key-0001');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replay']).toBe('true');
    const [row] = await t.database.db.select({ tries: customers.pinFailedAttempts }).from(customers).where(eq(customers.id, customerId));
    expect(row!.tries).toBe(0);

    // The same key for another purchase is refused.
    expect(refusalOf(await invest(token, { ...fields, howmany: '1' }, 'invest-key-0001'))).toBe(IDEMPOTENCY_TEXTS.reused);
    const state = await stateOf(customerId, plan.id);
    expect(state).toMatchObject({ balances: { wallet: 20_000_000, payout: 0 }, unitsSold: 2, investments: 1, history: 1, keys: 1 });
  });

  it('answers a repeat whose answer was never stored from the investment, without buying again', async () => {
    const { customerId, token } = await signedInInvestor(t, 500_000);
    const plan = await testPlan(t, { name: 'Recovered bikes' });
    const fields = { howmany: '3', plan: String(plan.id) };
    expect((await invest(token, fields, 'invest-lost-0001')).statusCode).toBe(200);
    await loseStoredAnswer(t, customerId, 'invest-lost-0001');
    const repeat = await invest(token, fields, 'invest-lost-0001');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replay']).toBe('true');
    expect(repeat.json()).toEqual({ status: 'success', message: 'You have successfully invested in 3 units of Recovered bikes.' });
    expect(await stateOf(customerId, plan.id)).toMatchObject({ balances: { wallet: 5_000_000, payout: 0 }, unitsSold: 3, investments: 1 });
  });
});

describe('racing purchases over HTTP', () => {
  it('sells exactly 20 units to 60 customers buying one unit each at once, never below none left', async () => {
    const plan = await testPlan(t, { unitsOffered: 20 });
    const buyers = await Promise.all(Array.from({ length: 60 }, () => signedInInvestor(t, 200_000)));
    // Units can never go below none left, not even for a moment: the database refuses it.
    await expect(t.database.db.update(plans).set({ unitsSold: 21 }).where(eq(plans.id, plan.id))).rejects.toThrow();

    const answers = await Promise.all(buyers.map(({ token }) => invest(token, { plan: String(plan.id) })));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(20);
    const refused = answers.filter((res) => res.statusCode !== 200);
    expect(refused).toHaveLength(40);
    expect(refused.map(refusalOf).every((message) => message === INVESTMENT_TEXTS.soldOut)).toBe(true);

    const [row] = await t.database.db.select().from(plans).where(eq(plans.id, plan.id));
    expect(row!.unitsSold).toBe(20);
    const listed = (await answer(t, investmentEndpoints.plans, { token: buyers[0]!.token })).data.find((p) => p.id === plan.id);
    expect(listed).toMatchObject({ status: 0, units_available: 0 });
    const wallets = await Promise.all(buyers.map(({ customerId }) => balancesOf(t, customerId)));
    expect(wallets.filter((b) => b.wallet === 5_000_000)).toHaveLength(20);
    expect(wallets.filter((b) => b.wallet === 20_000_000)).toHaveLength(40);
    const [bought] = await t.database.db.select({ n: count() }).from(investments).where(eq(investments.planId, plan.id));
    expect(bought!.n).toBe(20);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it("lets one customer's racing purchases through only as far as the wallet covers, never below zero", async () => {
    const plan = await testPlan(t, { unitsOffered: 100 });
    const { customerId, token } = await signedInInvestor(t, 450_000);
    const answers = await Promise.all(Array.from({ length: 12 }, () => invest(token, { plan: String(plan.id) })));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(3);
    const refused = answers.filter((res) => res.statusCode !== 200).map(refusalOf);
    expect(refused).toEqual(Array(9).fill('Insufficient wallet balance. 1 unit cost ₦150,000.00; please top up your wallet.'));
    expect(await balancesOf(t, customerId)).toEqual({ wallet: 0, payout: 0 });
    const [row] = await t.database.db
      .select({ negative: count() })
      .from(customers)
      .where(sql`${customers.walletBalance} < 0 OR ${customers.payoutBalance} < 0`);
    expect(row!.negative).toBe(0);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });
});
