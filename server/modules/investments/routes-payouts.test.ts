import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerEndpoints, dashboardEndpoints, investmentEndpoints } from '../../../contract';
import { customers, idempotencyKeys, ledgerMovements, transactions } from '../../db/schema';
import { answer, request } from '../../test/client';
import { createTestApp, historyOf, loseStoredAnswer, notificationsOf, type TestApp } from '../../test/harness';
import { balancesOf, refusalOf, signedInInvestor, TEST_PIN, testPlan } from '../../test/investments';
import { PIN_TEXTS } from '../profile/texts';
import { verifyLedger } from '../wallet/ledger';
import { investmentContextOf } from './context';
import { payDuePayouts } from './payouts';
import { INVESTMENT_TEXTS } from './texts';

const PERIOD_SECONDS = 60;
const PERIOD_MS = PERIOD_SECONDS * 1000;

let t: TestApp;
beforeAll(async () => {
  // A week lasts a minute, as a person trying the product would run it; the session outlives the test.
  t = await createTestApp({ env: { PERIOD_SECONDS: String(PERIOD_SECONDS) }, idempotencyWaitMs: 300 });
});
afterAll(() => t.close());

/** One pass of the payout job, as the server runs it. */
const payoutPass = () => payDuePayouts(investmentContextOf(t.deps));

const invest = (token: string, plan: number, howmany: string) =>
  request(t, investmentEndpoints.createInvestment, { token, body: { pin: TEST_PIN, howmany, plan: String(plan) } });

const cashout = (token: string, pin = TEST_PIN, key?: string) => request(t, investmentEndpoints.cashoutReturns, { token, idempotencyKey: key, body: { pin } });

const myInvestments = async (token: string) => (await answer(t, investmentEndpoints.investments, { token })).data;

const tiles = async (token: string) => {
  const summary = await answer(t, dashboardEndpoints.investmentSummary, { token });
  const running = await answer(t, dashboardEndpoints.investmentCount, { token });
  return { ...summary, total: running.total };
};

const cashouts = async (customerId: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(transactions)
      .where(and(eq(transactions.customerId, customerId), eq(transactions.title, 'Cashout')))
  )[0]!.n;

/** A customer whose ₦10,000 two-period investment at 10 % has paid in full: ₦11,000 in the payout balance. */
async function paidOutInvestor() {
  const investor = await signedInInvestor(t, 10_000);
  const plan = await testPlan(t, { amountKobo: 1_000_000, percentageBp: 1000, noOf: 2, duration: 1 });
  expect((await invest(investor.token, plan.id, '1')).statusCode).toBe(200);
  t.clock.advance(3 * PERIOD_MS);
  await payoutPass();
  expect(await balancesOf(t, investor.customerId)).toEqual({ wallet: 0, payout: 1_100_000 });
  return investor;
}

describe('an investment over its life, as the customer sees it', () => {
  it('moves Pending -> Ongoing -> Expired in fetchall as the payout job runs, and the dashboard tiles follow', async () => {
    const { customerId, token } = await signedInInvestor(t, 100_000);
    expect(await myInvestments(token)).toEqual([]);
    expect(await tiles(token)).toEqual({
      status: 'success',
      investedamount: '0.00',
      returningamount: '0.00',
      payedoutamount: '0.00',
      debtamount: '0.00',
      total: 0,
    });

    // ₦20,000 a unit at 12.5 % over 3 periods; 2 units: ₦40,000 returning ₦45,000, in payouts of ₦15,000.
    const plan = await testPlan(t, { name: 'Keke Riders (weekly)', amountKobo: 2_000_000, percentageBp: 1250, noOf: 3, duration: 1 });
    const other = await testPlan(t, { name: 'Mini plan', amountKobo: 1_000_000, percentageBp: 1000, noOf: 6, duration: 1 });
    const boughtAt = t.clock.now().getTime();
    expect((await invest(token, plan.id, '2')).statusCode).toBe(200);
    expect((await invest(token, other.id, '1')).statusCode).toBe(200);
    const at = (periods: number) => new Date(boughtAt + periods * PERIOD_MS).toISOString();

    const [, pending] = await myInvestments(token);
    expect(pending).toMatchObject({
      status: 0,
      units: 2,
      cost: '40000.00',
      totalreturn: '45000.00',
      paidsofar: '0.00',
      payoutsmade: 0,
      // With PERIOD_SECONDS the start date is one period after the purchase.
      startdate: at(1),
      stopdate: at(4),
      nextpaymentdate: at(2),
      lastpaymentdate: null,
      plan: { id: plan.id, name: 'Keke Riders (weekly)', status: 1, proposedmaturitydate: at(4) },
    });
    expect(await tiles(token)).toMatchObject({
      investedamount: '50000.00',
      returningamount: '56000.00',
      payedoutamount: '0.00',
      debtamount: '56000.00',
      total: 2,
    });

    t.clock.advance(PERIOD_MS);
    await payoutPass();
    expect((await myInvestments(token))[1]).toMatchObject({ status: 1, payoutsmade: 0, paidsofar: '0.00', nextpaymentdate: at(2) });

    t.clock.advance(PERIOD_MS);
    await payoutPass();
    const paying = (await myInvestments(token))[1]!;
    expect(paying).toMatchObject({ status: 1, payoutsmade: 1, paidsofar: '15000.00', nextpaymentdate: at(3), lastpaymentdate: at(2) });
    // The other investment paid its first ₦1,833.33 too.
    expect(await tiles(token)).toMatchObject({ payedoutamount: '16833.33', debtamount: '39166.67', total: 2 });

    // The server was down for two periods: the job catches up and the investment ends.
    t.clock.advance(2 * PERIOD_MS);
    await payoutPass();
    const [stillRunning, expired] = await myInvestments(token);
    expect(expired).toMatchObject({
      status: 2,
      payoutsmade: 3,
      paidsofar: '45000.00',
      nextpaymentdate: null,
      lastpaymentdate: at(4),
      plan: { status: 2 },
    });
    expect(stillRunning).toMatchObject({ status: 1, payoutsmade: 3, paidsofar: '5499.99' });
    // Expired investments leave the running figures; everything paid out stays counted.
    expect(await tiles(token)).toEqual({
      status: 'success',
      investedamount: '10000.00',
      returningamount: '11000.00',
      payedoutamount: '50499.99',
      debtamount: '5500.01',
      total: 1,
    });
    expect(await balancesOf(t, customerId)).toEqual({ wallet: 5_000_000, payout: 5_049_999 });
    const customer = (await answer(t, customerEndpoints.customer, { token })).customer;
    expect(customer).toMatchObject({ ngnbalance: '50000.00', returns_ngnbalance: '50499.99' });
  });
});

describe('POST customer/investment/cashoutreturns', () => {
  it('moves the whole payout balance to the wallet with the PIN, and says so', async () => {
    const { customerId, token } = await paidOutInvestor();
    const res = await cashout(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: '₦11,000.00 has been moved to your wallet.' });
    expect(await balancesOf(t, customerId)).toEqual({ wallet: 1_100_000, payout: 0 });
    const history = await historyOf(t, token);
    expect(history[0]).toMatchObject({ which: 3, classtype: 2, title: 'Cashout', amount: '11000.00', status: '1' });
    const notes = await notificationsOf(t, token);
    expect(notes[0]).toMatchObject({ which: 3, type: 2, title: 'Cashout Successful' });
    // Cashing out does not change what has been paid out.
    expect(await tiles(token)).toMatchObject({ payedoutamount: '11000.00', total: 0 });
  });

  it('refuses a wrong PIN, and nothing to cash out, changing nothing', async () => {
    const { customerId, token } = await paidOutInvestor();
    expect(refusalOf(await cashout(token, '9999'))).toBe(PIN_TEXTS.wrongPin(4));
    expect(await balancesOf(t, customerId)).toEqual({ wallet: 0, payout: 1_100_000 });
    expect((await cashout(token)).statusCode).toBe(200);
    expect(refusalOf(await cashout(token))).toBe(INVESTMENT_TEXTS.nothingToCashOut);
    expect(await balancesOf(t, customerId)).toEqual({ wallet: 1_100_000, payout: 0 });
    expect(await cashouts(customerId)).toBe(1);

    const fresh = await signedInInvestor(t, 500);
    expect(refusalOf(await cashout(fresh.token, TEST_PIN, 'nothing-key-0001'))).toBe(INVESTMENT_TEXTS.nothingToCashOut);
    expect(await balancesOf(t, fresh.customerId)).toEqual({ wallet: 50_000, payout: 0 });
    // The refusal claimed nothing.
    const [keys] = await t.database.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.customerId, fresh.customerId));
    expect(keys!.n).toBe(0);
  });

  it('refuses a locked PIN, even the right one', async () => {
    const { customerId, token } = await paidOutInvestor();
    for (let tries = 0; tries < 5; tries += 1) await cashout(token, '0000');
    expect(refusalOf(await cashout(token))).toBe(PIN_TEXTS.locked(30));
    expect(await balancesOf(t, customerId)).toEqual({ wallet: 0, payout: 1_100_000 });
  });

  it('moves the balance once when two cash-outs without a key race', async () => {
    const { customerId, token } = await paidOutInvestor();
    const answers = await Promise.all([cashout(token), cashout(token)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
    expect(refusalOf(answers.find((res) => res.statusCode === 422)!)).toBe(INVESTMENT_TEXTS.nothingToCashOut);
    expect(await balancesOf(t, customerId)).toEqual({ wallet: 1_100_000, payout: 0 });
    expect(await cashouts(customerId)).toBe(1);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it('moves the balance once for one Idempotency-Key sent twice at once, answering both alike', async () => {
    const { customerId, token } = await paidOutInvestor();
    const [a, b] = await Promise.all([cashout(token, TEST_PIN, 'cashout-key-0001'), cashout(token, TEST_PIN, 'cashout-key-0001')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.headers['idempotent-replay'], b.headers['idempotent-replay']].filter(Boolean)).toEqual(['true']);
    expect(b.json()).toEqual(a.json());
    expect(a.json()).toEqual({ status: 'success', message: '₦11,000.00 has been moved to your wallet.' });
    // A later retry is the same request (even with a mistyped PIN, which is not checked again).
    const retry = await cashout(token, '9999', 'cashout-key-0001');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replay']).toBe('true');
    const [row] = await t.database.db.select({ tries: customers.pinFailedAttempts }).from(customers).where(eq(customers.id, customerId));
    expect(row!.tries).toBe(0);
    expect(await balancesOf(t, customerId)).toEqual({ wallet: 1_100_000, payout: 0 });
    expect(await cashouts(customerId)).toBe(1);
    const [movements] = await t.database.db
      .select({ n: count() })
      .from(ledgerMovements)
      .innerJoin(transactions, eq(transactions.reference, ledgerMovements.reference))
      .where(and(eq(ledgerMovements.kind, 'cashout'), eq(transactions.customerId, customerId)));
    expect(movements!.n).toBe(1);
  });

  it('answers a repeat whose answer was never stored from the cash-out, without moving money again', async () => {
    const { customerId, token } = await paidOutInvestor();
    expect((await cashout(token, TEST_PIN, 'cashout-lost-0001')).statusCode).toBe(200);
    await loseStoredAnswer(t, customerId, 'cashout-lost-0001');
    const repeat = await cashout(token, TEST_PIN, 'cashout-lost-0001');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replay']).toBe('true');
    expect(repeat.json()).toEqual({ status: 'success', message: '₦11,000.00 has been moved to your wallet.' });
    expect(await balancesOf(t, customerId)).toEqual({ wallet: 1_100_000, payout: 0 });
    expect(await cashouts(customerId)).toBe(1);
  });
});
