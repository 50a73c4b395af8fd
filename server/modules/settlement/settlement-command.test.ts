import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMovements, sandboxDisbursements, sandboxPayments, withdrawals } from '../../db/schema';
import { createTestApp, customerWithWallet, deposit, requestWithdrawal, verifyDeposit, type TestApp } from '../../test/harness';
import { settleTransfer } from '../wallet';
import type { LagosDay } from './compare';
import { settlementCommand, settlementDay } from './settlement-command';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * The database stamps ledger movements with its own clock, the sandbox its records with the app's
 * (the test's, on 21 Nov 2026): the movements are put on the test's clock, as both are one clock in
 * production.
 */
const onTestClock = () => t.database.db.update(ledgerMovements).set({ createdAt: t.clock.now() });

const day = (date: string) => settlementDay(['--date', date]) as LagosDay;
const settle = (date = '2026-11-21') => settlementCommand(t.database, t.deps.payments.all, day(date));

/** A withdrawal through the real endpoint (the sandbox's outcome follows the account number); its reference. */
async function withdraw(token: string, amount: string, accountnumber: string) {
  await requestWithdrawal(t, token, { amount, accountnumber });
  const [latest] = await t.database.db.select({ reference: withdrawals.reference }).from(withdrawals).orderBy(desc(withdrawals.id)).limit(1);
  return latest!.reference;
}

const refs: Record<string, string> = {};

describe('npm run settlement', () => {
  it('refuses a malformed or missing --date with the usage (exit 2), and reads a good one as its Lagos day', () => {
    for (const args of [['--date', '21/11/2026'], ['--date', '2026-02-30'], ['--date', ''], []]) {
      expect(settlementDay(args)).toEqual({
        code: 2,
        stdout: '',
        stderr: '--date must be a calendar day written YYYY-MM-DD, like 2026-11-21\nUsage: npm run settlement -- --date YYYY-MM-DD',
      });
    }
    expect(settlementDay(['--day', '2026-11-21'])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/--day.*\nUsage: npm run settlement -- --date YYYY-MM-DD$/s),
    });
    expect(settlementDay(['--date', '2026-11-21'])).toEqual({
      date: '2026-11-21',
      start: new Date('2026-11-20T23:00:00Z'),
      end: new Date('2026-11-21T23:00:00Z'),
    });
  });

  it('exits 0 with a short summary when the sandbox’s books and the ledger agree on the day', async () => {
    const ada = await customerWithWallet(t, 'ada@example.com', 5000);
    refs.credited = (await t.database.db.select({ reference: sandboxPayments.reference }).from(sandboxPayments))[0]!.reference;
    refs.second = (await deposit(t, ada, 3000)).reference;
    await verifyDeposit(t, ada, refs.second);
    await deposit(t, ada, 800, 'pending');
    await deposit(t, ada, 900, 'fail');
    refs.sent = await withdraw(ada, '1000', '0123456789');
    refs.declined = await withdraw(ada, '500', '0123450000');
    refs.reversed = await withdraw(ada, '600', '0123456788');
    await onTestClock();
    // Paid at 23:58 in Lagos, credited at 00:03 the next day: it agrees on both days.
    t.clock.advance(Date.parse('2026-11-21T22:58:00Z') - t.clock.now().getTime());
    const late = (await deposit(t, ada, 700)).reference;
    await verifyDeposit(t, ada, late);
    await t.database.db
      .update(ledgerMovements)
      .set({ createdAt: new Date('2026-11-21T23:03:00Z') })
      .where(eq(ledgerMovements.reference, late));

    expect(await settle()).toEqual({
      code: 0,
      stdout: [
        `settlement of 21 Nov 2026 (Lagos time), ${t.database.kind}`,
        'sandbox collections: 5 at the provider, 2 in our ledger, 0 mismatched',
        'sandbox transfers: 3 at the provider, 3 in our ledger, 0 mismatched',
        'all agree',
      ].join('\n'),
      stderr: '',
    });
    expect(await settle('2026-11-22')).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('sandbox collections: 0 at the provider, 1 in our ledger, 0 mismatched'),
    });
    // The day before has nothing on either side.
    expect((await settle('2026-11-20')).stdout).toContain('sandbox collections: 0 at the provider, 0 in our ledger, 0 mismatched');
  });

  it('exits 1 listing each kind of mismatch when the sandbox’s own records disagree with the ledger', async () => {
    const { db } = t.database;
    // A different amount: the sandbox took less than our ledger credited.
    await db.update(sandboxPayments).set({ amountKobo: 450_000 }).where(eq(sandboxPayments.reference, refs.credited!));
    // Credited by us, not paid at the provider: the sandbox lost its record of the payment.
    await db.delete(sandboxPayments).where(eq(sandboxPayments.reference, refs.second!));
    // Paid at the provider, not credited by us.
    await db.insert(sandboxPayments).values({
      reference: 'FVDNOTCREDITED01',
      amountKobo: 250_000,
      customerName: 'Ada Obi',
      redirectUrl: 'http://127.0.0.1/verifypaymentfunding',
      status: 'PAID',
      createdAt: t.clock.now(),
      paidAt: t.clock.now(),
    });
    // The provider says a transfer failed that our ledger shows sent.
    await db.update(sandboxDisbursements).set({ status: 'FAILED' }).where(eq(sandboxDisbursements.reference, refs.sent!));
    // Our ledger reversed a transfer (the provider said FAILED) the provider now says succeeded.
    await db.update(sandboxDisbursements).set({ status: 'FAILED' }).where(eq(sandboxDisbursements.reference, refs.reversed!));
    await settleTransfer(t.deps, refs.reversed!);
    await db.update(sandboxDisbursements).set({ status: 'SUCCESS' }).where(eq(sandboxDisbursements.reference, refs.reversed!));

    const result = await settle();
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n')).toEqual([
      `settlement of 21 Nov 2026 (Lagos time), ${t.database.kind}`,
      'sandbox collections: 5 at the provider, 2 in our ledger, 3 mismatched',
      'sandbox transfers: 3 at the provider, 3 in our ledger, 2 mismatched',
    ]);
    const collections = [
      `  collection ${refs.credited} amount differs: sandbox PAID ₦4,500.00, ledger credited ₦5,000.00`,
      `  collection ${refs.second} in our ledger, not at the provider: sandbox no record, ledger credited ₦3,000.00`,
      '  collection FVDNOTCREDITED01 at the provider, not in our ledger: sandbox PAID ₦2,500.00, ledger no record',
    ].sort();
    const transfers = [
      `  transfer ${refs.sent} status differs: sandbox FAILED ₦1,000.00, ledger sent ₦1,000.00`,
      `  transfer ${refs.reversed} status differs: sandbox SUCCESS ₦600.00, ledger reversed ₦600.00`,
    ].sort();
    expect(result.stderr.split('\n')).toEqual(['5 mismatch(es):', ...collections, ...transfers]);
  });
});
