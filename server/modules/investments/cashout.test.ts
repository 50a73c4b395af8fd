import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMovements, notifications, transactions } from '../../db/schema';
import { payDuePayouts } from './payouts';
import { ClientError } from '../../lib/errors';
import { createTestApp, fundedCustomer, type TestApp } from '../../test/harness';
import { balancesOf, investmentContext, testPlan, WEEK_MS } from '../../test/investments';
import { verifyLedger } from '../wallet/ledger';
import { buyUnits } from './buy';
import { cashOut } from './cashout';
import { INVESTMENT_TEXTS } from './texts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A customer whose ₦10,000 two-week investment at 10 % has paid in full: ₦11,000 in the payout balance. */
async function paidOutCustomer() {
  const ctx = investmentContext(t);
  const plan = await testPlan(t, { amountKobo: 1_000_000, percentageBp: 1000, noOf: 2, duration: 1 });
  const customerId = await fundedCustomer(t.database, 10_000);
  await buyUnits(ctx, customerId, { plan: plan.id, howmany: '1' });
  t.clock.advance(3 * WEEK_MS);
  await payDuePayouts(ctx);
  expect(await balancesOf(t, customerId)).toEqual({ wallet: 0, payout: 1_100_000 });
  return customerId;
}

describe('cashing out returns', () => {
  it('moves the whole payout balance to the wallet, with a history row and a notification', async () => {
    const customerId = await paidOutCustomer();
    const cashed = await cashOut(investmentContext(t), customerId);
    expect(cashed.message).toBe('₦11,000.00 has been moved to your wallet.');
    expect(await balancesOf(t, customerId)).toEqual({ wallet: 1_100_000, payout: 0 });
    const [history] = await t.database.db.select().from(transactions).where(eq(transactions.reference, cashed.reference));
    expect(history).toMatchObject({ customerId, type: 1, which: 3, classtype: 2, title: 'Cashout', amount: 1_100_000, status: 'completed' });
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.customerId, customerId), eq(notifications.title, 'Cashout Successful')));
    expect(note).toMatchObject({ which: 3, type: 2, description: '₦11,000.00 has been moved from your payout balance to your wallet.' });
    const [movement] = await t.database.db.select().from(ledgerMovements).where(eq(ledgerMovements.reference, cashed.reference));
    expect(movement!.kind).toBe('cashout');
  });

  it('refuses with a 422 when there is nothing to cash out', async () => {
    const customerId = await fundedCustomer(t.database, 500);
    const error = await cashOut(investmentContext(t), customerId).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ClientError);
    expect(error).toMatchObject({ statusCode: 422, messages: INVESTMENT_TEXTS.nothingToCashOut });
    expect(await balancesOf(t, customerId)).toEqual({ wallet: 50_000, payout: 0 });
  });

  it('moves the balance once when cash-outs race', async () => {
    const customerId = await paidOutCustomer();
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => cashOut(investmentContext(t), customerId)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refusals = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(refusals.every((r) => r instanceof ClientError && r.messages === INVESTMENT_TEXTS.nothingToCashOut)).toBe(true);
    expect(await balancesOf(t, customerId)).toEqual({ wallet: 1_100_000, payout: 0 });
    const rows = await t.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.customerId, customerId), eq(transactions.title, 'Cashout')));
    expect(rows).toHaveLength(1);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });
});
