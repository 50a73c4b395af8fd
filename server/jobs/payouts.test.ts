import { and, count, eq, inArray } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, investments, ledgerMovements, notifications, payouts, transactions } from '../db/schema';
import { buyUnits } from '../modules/investments/buy';
import { verifyLedger } from '../modules/wallet/ledger';
import { createTestApp, fundedCustomer, type TestApp } from '../test/harness';
import { balancesOf, HOUR_MS, investmentContext, testPlan, WEEK_MS } from '../test/investments';
import { payDuePayouts } from '../modules/investments';
import { payoutInterval, startPayouts } from './payouts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const investmentOf = async (reference: string) => (await t.database.db.select().from(investments).where(eq(investments.reference, reference)))[0]!;

const paidMovements = async (references: string[]) => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(ledgerMovements)
    .where(and(eq(ledgerMovements.kind, 'payout'), inArray(ledgerMovements.reference, references)));
  return row!.n;
};

describe('the payout job', () => {
  it('starts an investment at its start date, pays each period into the payout balance and expires it after the last', async () => {
    const ctx = investmentContext(t);
    // ₦75,000 at 9.5 % over 4 weeks: ₦82,125 back, in four payouts of ₦20,531.25.
    const plan = await testPlan(t, { name: 'Bajaj Boxer Riders (weekly)', amountKobo: 7_500_000, percentageBp: 950, noOf: 4, duration: 1 });
    const customerId = await fundedCustomer(t.database, 75_000);
    const { reference } = await buyUnits(ctx, customerId, { plan: plan.id, howmany: '1' });

    expect(await payDuePayouts(ctx)).toEqual({ started: 0, paid: 0 });
    t.clock.advance(14 * HOUR_MS); // 00:00 the next day in Lagos
    expect(await payDuePayouts(ctx)).toMatchObject({ started: 1, paid: 0 });
    expect((await investmentOf(reference)).status).toBe(1);

    t.clock.advance(WEEK_MS);
    expect(await payDuePayouts(ctx)).toMatchObject({ paid: 1 });
    expect(await balancesOf(t, customerId)).toEqual({ wallet: 0, payout: 2_053_125 });
    expect(await investmentOf(reference)).toMatchObject({ status: 1, payoutsMade: 1, paidKobo: 2_053_125, lastPaymentDate: t.clock.now() });
    const [history] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.reference, `${reference}-1`));
    expect(history).toMatchObject({ type: 1, which: 3, classtype: 2, title: 'Payout', amount: 2_053_125, status: 'completed' });
    expect(history!.details).toEqual({ plan: 'Bajaj Boxer Riders (weekly)', payout: '1 of 4', investment: reference });
    const payoutNotes = () =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.customerId, customerId), eq(notifications.which, 3), eq(notifications.type, 2)))
        .orderBy(notifications.id);
    expect(await payoutNotes()).toMatchObject([{ title: 'Payout Received', description: 'A payout of ₦20,531.25 has arrived in your payout balance.' }]);
    const [customer] = await t.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(customer!.lastPay).toEqual(t.clock.now());
    expect(await payDuePayouts(ctx)).toMatchObject({ paid: 0 });

    // The server was down for three weeks: the missed periods are paid in one pass, told in one notification.
    t.clock.advance(3 * WEEK_MS + HOUR_MS);
    expect(await payDuePayouts(ctx)).toMatchObject({ paid: 3 });
    expect(await balancesOf(t, customerId)).toEqual({ wallet: 0, payout: 8_212_500 });
    expect(await investmentOf(reference)).toMatchObject({ status: 2, payoutsMade: 4, paidKobo: 8_212_500, lastPaymentDate: t.clock.now() });
    expect((await payoutNotes()).map((n) => n.description)).toEqual([
      'A payout of ₦20,531.25 has arrived in your payout balance.',
      '3 payouts totalling ₦61,593.75 have arrived in your payout balance.',
    ]);
    expect(await paidMovements([1, 2, 3, 4].map((k) => `${reference}-${k}`))).toBe(4);
    expect(await payDuePayouts(ctx)).toEqual({ started: 0, paid: 0 });
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it('pays each payout once when two passes run at once, over many batches', async () => {
    const ctx = investmentContext(t);
    const plan = await testPlan(t, { amountKobo: 1_000_000, percentageBp: 1250, noOf: 6, duration: 1, unitsOffered: 1000 });
    const buyers = await Promise.all(Array.from({ length: 25 }, () => fundedCustomer(t.database, 50_000)));
    const bought = await Promise.all(buyers.map((customerId, index) => buyUnits(ctx, customerId, { plan: plan.id, howmany: String(1 + (index % 4)) })));
    const references = bought.map((b) => b.reference);
    t.clock.advance(5 * WEEK_MS); // four periods of each are due

    const runs = await Promise.all([payDuePayouts(ctx, { batchSize: 7 }), payDuePayouts(ctx, { batchSize: 7 })]);
    expect(runs[0]!.paid + runs[1]!.paid).toBe(25 * 4);
    expect(await paidMovements(references.flatMap((r) => [1, 2, 3, 4, 5, 6].map((k) => `${r}-${k}`)))).toBe(100);
    const [history] = await t.database.db
      .select({ n: count() })
      .from(transactions)
      .where(and(inArray(transactions.customerId, buyers), eq(transactions.title, 'Payout')));
    expect(history!.n).toBe(100);
    for (const [index, customerId] of buyers.entries()) {
      const units = 1 + (index % 4);
      // ₦10,000 a unit at 12.5 %: ₦11,250 a unit back over six payouts of ₦1,875.
      expect(await balancesOf(t, customerId)).toEqual({ wallet: 5_000_000 - units * 1_000_000, payout: units * 4 * 187_500 });
    }
    const paidPeriods = await t.database.db
      .select({ period: payouts.period, paid: count(payouts.paidAt) })
      .from(payouts)
      .innerJoin(investments, eq(investments.id, payouts.investmentId))
      .where(eq(investments.planId, plan.id))
      .groupBy(payouts.period)
      .orderBy(payouts.period);
    expect(paidPeriods).toEqual([1, 2, 3, 4, 5, 6].map((period) => ({ period, paid: period <= 4 ? 25 : 0 })));
    expect(await verifyLedger(t.database.db)).toEqual([]);

    t.clock.advance(2 * WEEK_MS);
    const last = await Promise.all([payDuePayouts(ctx, { batchSize: 7 }), payDuePayouts(ctx, { batchSize: 7 })]);
    expect(last[0]!.paid + last[1]!.paid).toBe(50);
    const done = await t.database.db.select().from(investments).where(inArray(investments.reference, references));
    expect(done.every((row) => row.status === 2 && row.paidKobo === row.totalReturnKobo && row.payoutsMade === 6)).toBe(true);
  });

  it('runs on a timer from startPayouts, once a period when PERIOD_SECONDS is short', async () => {
    expect(payoutInterval(undefined)).toBe(60_000);
    expect(payoutInterval(600)).toBe(60_000);
    expect(payoutInterval(20)).toBe(20_000);
    const ctx = investmentContext(t, 30);
    const plan = await testPlan(t, { noOf: 3 });
    const customerId = await fundedCustomer(t.database, 150_000);
    const { reference } = await buyUnits(ctx, customerId, { plan: plan.id, howmany: '1' });
    t.clock.advance(61_000); // start after 30 s, the first payout 30 s later
    const stop = startPayouts(ctx, { everyMs: 10 });
    try {
      for (let tries = 0; tries < 200 && (await investmentOf(reference)).payoutsMade < 1; tries += 1) await sleep(20);
    } finally {
      await stop();
    }
    expect(await investmentOf(reference)).toMatchObject({ status: 1, payoutsMade: 1, paidKobo: 6_500_000 });
    expect(await balancesOf(t, customerId)).toEqual({ wallet: 0, payout: 6_500_000 });
  });
});
