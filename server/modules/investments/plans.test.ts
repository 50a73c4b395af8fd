import { eq } from 'drizzle-orm';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalculationData, Plan } from '../../../contract';
import { payouts } from '../../db/schema';
import { ClientError } from '../../lib/errors';
import { createTestApp, fundedCustomer, type TestApp } from '../../test/harness';
import { investmentContext, testPlan } from '../../test/investments';
import { buyUnits } from './buy';
import { addPlan, catalogue, closePlan, CATALOGUE_TEXTS, seedSandboxCatalogue } from './catalogue';
import { investmentCalculator, listPlans } from './plans';
import { SANDBOX_CATALOGUE } from './sandbox-catalogue';
import { INVESTMENT_TEXTS } from './texts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refusal = (work: Promise<unknown>) =>
  work.then(
    () => expect.unreachable('expected a refusal'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(ClientError);
      return (error as ClientError).messages;
    },
  );

describe('the sandbox catalogue', () => {
  it('seeds two or more plans per category, weekly and monthly, one sold out, once', async () => {
    expect(await seedSandboxCatalogue(t.database.db)).toBe(SANDBOX_CATALOGUE.length);
    const seeded = await catalogue(t.database.db);
    for (const category of [1, 2, 3, 4]) {
      const plans = seeded.filter((plan) => plan.category === category);
      expect(plans.length).toBeGreaterThanOrEqual(2);
      expect(plans.every((plan) => plan.which === category)).toBe(true);
    }
    expect(new Set(seeded.map((plan) => plan.duration))).toEqual(new Set([1, 2]));
    expect(seeded.filter((plan) => plan.unitsSold === plan.unitsOffered)).toHaveLength(1);

    // A restart (or a second instance) adds nothing, and a plan an operator closed stays closed.
    await closePlan(t.database.db, seeded[0]!.id, t.clock.now());
    expect(await Promise.all([seedSandboxCatalogue(t.database.db), seedSandboxCatalogue(t.database.db)])).toEqual([0, 0]);
    const again = await catalogue(t.database.db);
    expect(again).toHaveLength(SANDBOX_CATALOGUE.length);
    expect(again[0]!.closedAt).not.toBeNull();
  });
});

describe('listing plans', () => {
  it('shows every plan, the ones on sale first, with status 1 only while units remain and the plan is open', async () => {
    const ctx = investmentContext(t);
    const listed = await listPlans(ctx);
    listed.forEach((plan) => assert(plan, Plan));
    const firstUnavailable = listed.findIndex((plan) => plan.status !== 1);
    expect(firstUnavailable).toBeGreaterThan(0);
    expect(listed.slice(firstUnavailable).every((plan) => plan.status === 0 && plan.units_available === 0)).toBe(true);
    expect(listed.slice(0, firstUnavailable).every((plan) => plan.units_available > 0)).toBe(true);

    const soldOut = listed.find((plan) => plan.name === 'Ibadan Delivery Bikes')!;
    expect(soldOut).toMatchObject({ status: 0, units_available: 0 });
    const tipper = listed.find((plan) => plan.name === 'Tipper Truck, Abuja (weekly)')!;
    expect(tipper).toMatchObject({
      amount: '500000.00',
      percentage: 12.5,
      no_of: 52,
      duration: 1,
      // ₦562,500 back over 52 weeks: ₦10,817.30 a week, the last ₦10,817.80.
      returns: '10817.30',
      category: 4,
      which: 4,
      status: 1,
      units_available: 60,
      // Bought now (21 Nov 2026, 10:00 in Lagos): starts 22 Nov, 52 weeks later.
      proposedmaturitydate: new Date('2027-11-21T00:00:00+01:00').toISOString(),
    });
  });

  it('counts sold units down until the plan shows as sold out', async () => {
    const ctx = investmentContext(t);
    const plan = await testPlan(t, { unitsOffered: 3 });
    const customerId = await fundedCustomer(t.database, 1_000_000);
    const listedPlan = async () => (await listPlans(ctx)).find((row) => row.id === plan.id)!;
    expect(await listedPlan()).toMatchObject({ status: 1, units_available: 3 });
    await buyUnits(ctx, customerId, { plan: plan.id, howmany: '2' });
    expect(await listedPlan()).toMatchObject({ status: 1, units_available: 1 });
    await buyUnits(ctx, customerId, { plan: plan.id, howmany: '1' });
    expect(await listedPlan()).toMatchObject({ status: 0, units_available: 0 });
  });
});

describe('the calculator', () => {
  it('answers for any positive number of units with the figures a purchase would get', async () => {
    const ctx = investmentContext(t);
    const plan = await testPlan(t, { amountKobo: 7_500_000, percentageBp: 950, noOf: 26, duration: 1 });
    const quote = await investmentCalculator(ctx, { planid: plan.id, howmany: '2' });
    assert(quote.data, CalculationData);
    expect(quote.message).toBe(INVESTMENT_TEXTS.calculated);
    expect(quote.data).toMatchObject({
      percentage: 9.5,
      duration: '26 Weeks',
      bit_return: '6317.30',
      amountreturnable: '164250.00',
      amounttobepaid: '150000.00',
    });

    const customerId = await fundedCustomer(t.database, 150_000);
    const bought = await buyUnits(ctx, customerId, { plan: plan.id, howmany: '2' });
    const scheduled = await t.database.db.select().from(payouts).where(eq(payouts.customerId, customerId)).orderBy(payouts.period);
    expect(scheduled.map((row) => ({ date: row.dueAt.toISOString(), amount: (row.amountKobo / 100).toFixed(2) }))).toEqual(quote.data.schedule);
    expect(bought.reference).toMatch(/^FVI[A-Z0-9]{13}$/);

    const fraction = await investmentCalculator(ctx, { planid: plan.id, howmany: '0.5' });
    expect(fraction.data).toMatchObject({ amounttobepaid: '37500.00', amountreturnable: '41062.50' });
    // A sold-out or closed plan can still be calculated.
    await closePlan(t.database.db, plan.id, t.clock.now());
    expect((await investmentCalculator(ctx, { planid: plan.id, howmany: 1 })).data.amounttobepaid).toBe('75000.00');
  });

  it('refuses an unknown plan and units that are not a positive number, or too many to count', async () => {
    const ctx = investmentContext(t);
    const plan = await testPlan(t);
    expect(await refusal(investmentCalculator(ctx, { planid: 987_654, howmany: '1' }))).toBe(INVESTMENT_TEXTS.planNotFound);
    for (const bad of ['0', '-2', 'abc', '', '1e9']) {
      expect(await refusal(investmentCalculator(ctx, { planid: plan.id, howmany: bad }))).toBe('Please enter a valid unit number.');
    }
    const big = await testPlan(t, { amountKobo: 1_000_000_000 });
    expect(await refusal(investmentCalculator(ctx, { planid: big.id, howmany: '999999999' }))).toBe('Please enter a valid unit number.');
  });
});

describe("operators' plan changes", () => {
  it('adds a plan under a unique name and closes it once', async () => {
    const db = t.database.db;
    const draft = { name: 'Kano Haulage Trucks', amountKobo: 50_000_000, percentageBp: 3600, noOf: 24, duration: 2, category: 4, which: 4, unitsOffered: 40 };
    const added = await addPlan(db, draft);
    expect(added).toMatchObject({ ...draft, unitsSold: 0, closedAt: null });
    expect(await refusal(addPlan(db, draft))).toBe(CATALOGUE_TEXTS.nameTaken('Kano Haulage Trucks'));
    const closed = await closePlan(db, added.id, t.clock.now());
    expect(closed.closedAt).toEqual(t.clock.now());
    expect(await refusal(closePlan(db, added.id, t.clock.now()))).toBe(CATALOGUE_TEXTS.alreadyClosed(added.id, 'Kano Haulage Trucks'));
    expect(await refusal(closePlan(db, 424_242, t.clock.now()))).toBe(CATALOGUE_TEXTS.notFound(424_242));
    await expect(addPlan(db, { ...draft, name: 'Too cheap', amountKobo: 9_999 })).rejects.toThrow();
  });
});
