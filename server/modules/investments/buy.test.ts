import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investments, ledgerEntries, ledgerMovements, notifications, payouts, plans, transactions } from '../../db/schema';
import { ClientError } from '../../lib/errors';
import { createTestApp, fundedCustomer, type TestApp } from '../../test/harness';
import { balancesOf, investmentContext, testPlan } from '../../test/investments';
import { verifyLedger } from '../wallet/ledger';
import { buyUnits } from './buy';
import { closePlan } from './catalogue';
import { listPlans } from './plans';
import { INVESTMENT_TEXTS } from './texts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The messages of a refusal, or a failure when the call did not refuse with a 422. */
const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => new Error('expected a refusal'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof ClientError) || error.statusCode !== 422) throw error;
  return error.messages;
};

const unitsSold = async (planId: number) => (await t.database.db.select().from(plans).where(eq(plans.id, planId)))[0]!.unitsSold;
const investmentsOf = (customerId: number) => t.database.db.select().from(investments).where(eq(investments.customerId, customerId));

describe('buying units', () => {
  it('takes the units, debits the wallet into the investment pool and writes the investment, its payouts, history and a notification', async () => {
    const ctx = investmentContext(t);
    const plan = await testPlan(t, { name: 'Okada Dispatch Bikes, Lagos' });
    const customerId = await fundedCustomer(t.database, 400_000);
    // 2026-11-21 10:00 in Lagos.
    const bought = await buyUnits(ctx, customerId, { plan: plan.id, howmany: '2' });
    expect(bought.message).toBe('You have successfully invested in 2 units of Okada Dispatch Bikes, Lagos.');

    expect(await balancesOf(t, customerId)).toEqual({ wallet: 10_000_000, payout: 0 });
    expect(await unitsSold(plan.id)).toBe(2);
    const [investment] = await investmentsOf(customerId);
    expect(investment).toMatchObject({
      reference: bought.reference,
      units: 2,
      costKobo: 30_000_000,
      totalReturnKobo: 39_000_000,
      unitAmountKobo: 15_000_000,
      percentageBp: 3000,
      noOf: 12,
      status: 0,
      paidKobo: 0,
      payoutsMade: 0,
      lastPaymentDate: null,
      startDate: new Date('2026-11-22T00:00:00+01:00'),
      stopDate: new Date('2027-11-22T00:00:00+01:00'),
    });
    const scheduled = await t.database.db.select().from(payouts).where(eq(payouts.investmentId, investment!.id)).orderBy(payouts.period);
    expect(scheduled.map((p) => p.amountKobo)).toEqual(Array(12).fill(3_250_000));
    expect(scheduled[0]!.dueAt).toEqual(new Date('2026-12-22T00:00:00+01:00'));
    expect(scheduled.every((p) => p.paidAt === null && p.customerId === customerId)).toBe(true);

    const [history] = await t.database.db.select().from(transactions).where(eq(transactions.reference, bought.reference));
    expect(history).toMatchObject({ type: 2, which: 3, classtype: 1, title: 'Investment', amount: 30_000_000, status: 'completed' });
    expect(history!.details).toEqual({ plan: 'Okada Dispatch Bikes, Lagos', units: '2', startdate: '22 Nov 2026' });
    const [note] = await t.database.db.select().from(notifications).where(eq(notifications.customerId, customerId));
    expect(note).toMatchObject({ which: 3, type: 1, title: 'Investment Successful' });
    expect(note!.description).toBe('You bought 2 units of Okada Dispatch Bikes, Lagos for ₦300,000.00. It starts on 22 Nov 2026.');
    const [movement] = await t.database.db.select().from(ledgerMovements).where(eq(ledgerMovements.reference, bought.reference));
    const entries = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.movementId, movement!.id));
    expect(entries.map((e) => [e.account, e.amount]).sort()).toEqual([
      ['investment_pool', 30_000_000],
      ['wallet', -30_000_000],
    ]);
  });

  it('accepts units as a number or as text with a zero fraction', async () => {
    const ctx = investmentContext(t);
    const plan = await testPlan(t);
    const customerId = await fundedCustomer(t.database, 1_000_000);
    await buyUnits(ctx, customerId, { plan: plan.id, howmany: 1 });
    await buyUnits(ctx, customerId, { plan: plan.id, howmany: ' 3.0 ' });
    expect((await investmentsOf(customerId)).map((row) => row.units).sort()).toEqual([1, 3]);
  });

  it('refuses bad units, a closed, sold-out, unknown or short plan and an empty wallet, changing nothing', async () => {
    const ctx = investmentContext(t);
    const plan = await testPlan(t, { unitsOffered: 5 });
    const customerId = await fundedCustomer(t.database, 500_000);
    const buy = (howmany: unknown, planId = plan.id) => refusal(buyUnits(ctx, customerId, { plan: planId, howmany }));

    for (const bad of ['1.5', '0', '-1', '', 'two', '1e2', 2.5, null]) expect(await buy(bad)).toBe('Please enter a valid unit number.');
    expect(await buy('6')).toBe('Only 5 units of this plan remain.');
    expect(await buy('4')).toBe('Insufficient wallet balance. 4 units cost ₦600,000.00; please top up your wallet.');
    expect(await buy('1', 999_999)).toBe(INVESTMENT_TEXTS.planNotFound);
    const soldOut = await testPlan(t, { unitsOffered: 3, unitsSold: 3 });
    expect(await buy('1', soldOut.id)).toBe('This plan is sold out.');
    const oneLeft = await testPlan(t, { unitsOffered: 3, unitsSold: 2 });
    expect(await buy('2', oneLeft.id)).toBe('Only 1 unit of this plan remains.');
    const closed = await testPlan(t);
    await closePlan(t.database.db, closed.id, t.clock.now());
    expect(await buy('1', closed.id)).toBe('This plan is closed and no longer takes investments.');

    expect(await balancesOf(t, customerId)).toEqual({ wallet: 50_000_000, payout: 0 });
    expect(await unitsSold(plan.id)).toBe(0);
    expect(await unitsSold(oneLeft.id)).toBe(2);
    expect(await investmentsOf(customerId)).toEqual([]);
    const [history] = await t.database.db.select({ n: count() }).from(transactions).where(eq(transactions.customerId, customerId));
    expect(history!.n).toBe(0);
  });

  it("runs in the caller's transaction as a savepoint: a refusal leaves it usable, a purchase commits with it", async () => {
    const ctx = investmentContext(t);
    const plan = await testPlan(t);
    const customerId = await fundedCustomer(t.database, 150_000);
    const outcome = await t.database.db.transaction(async (tx) => {
      const refused = await refusal(buyUnits(ctx, customerId, { plan: plan.id, howmany: '2' }, { tx }));
      // The caller's transaction still works after the refusal, and the refusal left nothing behind.
      const [sold] = await tx.select({ unitsSold: plans.unitsSold }).from(plans).where(eq(plans.id, plan.id));
      const bought = await buyUnits(ctx, customerId, { plan: plan.id, howmany: '1' }, { tx });
      return { refused, soldAfterRefusal: sold!.unitsSold, bought };
    });
    expect(outcome.refused).toMatch(/^Insufficient wallet balance/);
    expect(outcome.soldAfterRefusal).toBe(0);
    expect(await unitsSold(plan.id)).toBe(1);
    expect(await balancesOf(t, customerId)).toEqual({ wallet: 0, payout: 0 });

    // A caller that rolls back takes the purchase with it.
    const again = await fundedCustomer(t.database, 150_000);
    await t.database.db
      .transaction(async (tx) => {
        await buyUnits(ctx, again, { plan: plan.id, howmany: '1' }, { tx });
        throw new Error('caller gave up');
      })
      .catch(() => undefined);
    expect(await unitsSold(plan.id)).toBe(1);
    expect(await balancesOf(t, again)).toEqual({ wallet: 15_000_000, payout: 0 });
  });

  it('starts one period after the purchase when PERIOD_SECONDS is set', async () => {
    const ctx = investmentContext(t, 30);
    const plan = await testPlan(t, { noOf: 4 });
    const customerId = await fundedCustomer(t.database, 150_000);
    await buyUnits(ctx, customerId, { plan: plan.id, howmany: '1' });
    const [investment] = await investmentsOf(customerId);
    const bought = t.clock.now().getTime();
    expect(investment!.startDate.getTime() - bought).toBe(30_000);
    expect(investment!.stopDate.getTime() - bought).toBe(150_000);
  });
});

describe("a plan's terms", () => {
  it('cannot change once someone has bought into it; units and closing still can', async () => {
    const db = t.database.db;
    const unsold = await testPlan(t);
    await db.update(plans).set({ amountKobo: 16_000_000, percentageBp: 3100 }).where(eq(plans.id, unsold.id));

    const plan = await testPlan(t);
    const customerId = await fundedCustomer(t.database, 150_000);
    await buyUnits(investmentContext(t), customerId, { plan: plan.id, howmany: '1' });
    for (const change of [{ amountKobo: 16_000_000 }, { percentageBp: 3100 }, { noOf: 6 }, { duration: 1 }]) {
      await expect(db.update(plans).set(change).where(eq(plans.id, plan.id))).rejects.toThrow();
    }
    await db
      .update(plans)
      .set({ unitsOffered: sql`${plans.unitsOffered} + 50`, name: 'Renamed plan' })
      .where(eq(plans.id, plan.id));
    await closePlan(db, plan.id, t.clock.now());
    const [row] = await db.select().from(plans).where(eq(plans.id, plan.id));
    expect(row).toMatchObject({ amountKobo: 15_000_000, percentageBp: 3000, noOf: 12, duration: 2, unitsOffered: 150 });
  });
});

describe('racing purchases', () => {
  it('sells exactly 20 units to 60 customers buying one unit each at once, never going below none left', async () => {
    const ctx = investmentContext(t);
    const plan = await testPlan(t, { unitsOffered: 20 });
    const buyers = await Promise.all(Array.from({ length: 60 }, () => fundedCustomer(t.database, 200_000)));
    const outcomes = await Promise.allSettled(buyers.map((customerId) => buyUnits(ctx, customerId, { plan: plan.id, howmany: '1' })));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(20);
    const refusals = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(refusals).toHaveLength(40);
    expect(refusals.every((r) => r instanceof ClientError && r.messages === INVESTMENT_TEXTS.soldOut)).toBe(true);
    expect(await unitsSold(plan.id)).toBe(20);
    const listed = (await listPlans(ctx)).find((p) => p.id === plan.id)!;
    expect(listed).toMatchObject({ status: 0, units_available: 0 });
    const [bought] = await t.database.db.select({ n: count() }).from(investments).where(eq(investments.planId, plan.id));
    expect(bought!.n).toBe(20);
    const wallets = await Promise.all(buyers.map((id) => balancesOf(t, id)));
    expect(wallets.filter((b) => b.wallet === 5_000_000)).toHaveLength(20);
    expect(wallets.filter((b) => b.wallet === 20_000_000)).toHaveLength(40);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it("lets one customer's racing purchases through only as far as the wallet covers, never below zero", async () => {
    const ctx = investmentContext(t);
    const plan = await testPlan(t, { unitsOffered: 100 });
    const customerId = await fundedCustomer(t.database, 450_000);
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => buyUnits(ctx, customerId, { plan: plan.id, howmany: '1' })));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    const refusals = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(refusals.every((r) => r instanceof ClientError && String(r.messages).startsWith('Insufficient wallet balance.'))).toBe(true);
    expect(await balancesOf(t, customerId)).toEqual({ wallet: 0, payout: 0 });
    expect(await unitsSold(plan.id)).toBe(3);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });
});
