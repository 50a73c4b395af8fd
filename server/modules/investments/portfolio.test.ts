import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserInvestment } from '../../../contract';
import { payDuePayouts } from './payouts';
import { createTestApp, fundedCustomer, type TestApp } from '../../test/harness';
import { HOUR_MS, investmentContext, testPlan, WEEK_MS } from '../../test/investments';
import { buyUnits } from './buy';
import { cashOut } from './cashout';
import { investmentSummary, listInvestments } from './portfolio';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a customer's investments", () => {
  it('are empty, with zero figures, before the first purchase', async () => {
    const customerId = await fundedCustomer(t.database, 0);
    expect(await listInvestments(t.database.db, customerId)).toEqual([]);
    expect(await investmentSummary(t.database.db, customerId)).toEqual({
      investedamount: '0.00',
      returningamount: '0.00',
      payedoutamount: '0.00',
      debtamount: '0.00',
      total: 0,
    });
  });

  it('show each with its plan, progress and next payout, and the dashboard figures follow them', async () => {
    const ctx = investmentContext(t);
    const db = t.database.db;
    // Two weekly plans: ₦10,000 a unit at 10 % over 2 weeks, and ₦20,000 at 20 % over 4 weeks.
    const short = await testPlan(t, { name: 'Short weekly plan', amountKobo: 1_000_000, percentageBp: 1000, noOf: 2, duration: 1 });
    const long = await testPlan(t, { name: 'Long weekly plan', amountKobo: 2_000_000, percentageBp: 2000, noOf: 4, duration: 1 });
    const customerId = await fundedCustomer(t.database, 100_000);
    const first = await buyUnits(ctx, customerId, { plan: short.id, howmany: '1' });
    t.clock.advance(HOUR_MS);
    const second = await buyUnits(ctx, customerId, { plan: long.id, howmany: '2' });

    const pending = await listInvestments(db, customerId);
    pending.forEach((row) => assert(row, UserInvestment));
    expect(pending.map((row) => row.reference)).toEqual([second.reference, first.reference]);
    expect(pending[0]).toMatchObject({
      status: 0,
      units: 2,
      cost: '40000.00',
      totalreturn: '48000.00',
      paidsofar: '0.00',
      payoutsmade: 0,
      startdate: new Date('2026-11-22T00:00:00+01:00').toISOString(),
      stopdate: new Date('2026-12-20T00:00:00+01:00').toISOString(),
      nextpaymentdate: new Date('2026-11-29T00:00:00+01:00').toISOString(),
      lastpaymentdate: null,
      plan: { id: long.id, name: 'Long weekly plan', amount: '20000.00', percentage: 20, no_of: 4, duration: 1, status: 1 },
    });
    expect(pending[0]!.plan.proposedmaturitydate).toBe(pending[0]!.stopdate);
    expect(await investmentSummary(db, customerId)).toEqual({
      investedamount: '50000.00',
      returningamount: '59000.00',
      payedoutamount: '0.00',
      debtamount: '59000.00',
      total: 2,
    });

    // 13 Dec, 01:00 in Lagos: the short plan has paid in full, the long one three of four payouts.
    t.clock.advance(3 * WEEK_MS + 14 * HOUR_MS);
    await payDuePayouts(ctx);
    const later = await listInvestments(db, customerId);
    const [longOne, shortOne] = later;
    expect(shortOne).toMatchObject({ status: 2, paidsofar: '11000.00', payoutsmade: 2, nextpaymentdate: null, plan: { status: 2 } });
    expect(longOne).toMatchObject({
      status: 1,
      paidsofar: '36000.00',
      payoutsmade: 3,
      nextpaymentdate: new Date('2026-12-20T00:00:00+01:00').toISOString(),
      lastpaymentdate: t.clock.now().toISOString(),
      plan: { status: 1 },
    });
    expect(await investmentSummary(db, customerId)).toEqual({
      investedamount: '40000.00',
      returningamount: '48000.00',
      payedoutamount: '47000.00',
      debtamount: '12000.00',
      total: 1,
    });
    // Cashing out moves money between the customer's own balances; what was paid out stays paid out.
    await cashOut(ctx, customerId);
    expect((await investmentSummary(db, customerId)).payedoutamount).toBe('47000.00');
    // Another customer's investments are theirs alone.
    expect(await listInvestments(db, await fundedCustomer(t.database, 0))).toEqual([]);
  });
});
