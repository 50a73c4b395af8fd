import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { payDuePayouts } from '../investments';
import { request } from '../../test/client';
import { balanceOf, createTestApp, deposit, login, signUpAndLogin, verifyDeposit, type TestApp } from '../../test/harness';
import { investmentContext, testPlan } from '../../test/investments';
import { buyUnits } from '../investments/buy';
import { cashOut } from '../investments/cashout';
import { postMovement } from '../wallet/ledger';
import { CUSTOMER_TEXTS } from './texts';
import { deletionBlockers } from './service';
import { authEndpoints, customerEndpoints, formatDob } from '../../../contract';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deleteAccount = (token?: string) => request(t, customerEndpoints.deleteAccount, { token });

describe('account deletion', () => {
  it('deletes an empty account: the token and the login stop working, the records stay anonymised', async () => {
    const email = 'leaving@example.com';
    const account = await signUpAndLogin(t, email);
    const res = await deleteAccount(account.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: CUSTOMER_TEXTS.accountDeleted });
    expect((await request(t, customerEndpoints.customer, { token: account.token })).statusCode).toBe(401);
    expect((await login(t, email, account.password)).statusCode).toBe(422);
    expect((await login(t, account.codenumber, account.password)).statusCode).toBe(422);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.codeNumber, account.codenumber));
    expect(row).toMatchObject({ passwordHash: null, firstname: 'Deleted', phonenumber: '' });
    expect(row?.email).not.toContain('leaving');
    expect(row?.deletedAt).toBeInstanceOf(Date);
    // The e-mail is free to sign up again.
    const again = await request(t, authEndpoints.getStarted, { body: { email, password: 'new account pw' } });
    expect(again.statusCode).toBe(201);
  });

  it('answers 401 without a token and with a bad one, and deletes nothing', async () => {
    const account = await signUpAndLogin(t, 'staying@example.com');
    const anonymous = await deleteAccount();
    const forged = await deleteAccount(`${account.token.slice(0, -4)}AAAA`);
    const garbage = await deleteAccount('not-a-real-token');
    for (const res of [anonymous, forged, garbage]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'error', message: 'Unauthenticated. Please sign in again.' });
    }
    expect((await request(t, customerEndpoints.customer, { token: account.token })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.codeNumber, account.codenumber));
    expect(row?.deletedAt).toBeNull();
  });

  it('refuses while a deposit is still open at the checkout', async () => {
    const account = await signUpAndLogin(t, 'paying@example.com');
    await deposit(t, account.token, 100, 'pending');
    const res = await deleteAccount(account.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual([CUSTOMER_TEXTS.moneyInFlight]);
  });

  it('refuses while money is held and says why', async () => {
    const account = await signUpAndLogin(t, 'rich@example.com');
    const paid = await deposit(t, account.token, 1500.5);
    await verifyDeposit(t, account.token, paid.reference);
    const res = await deleteAccount(account.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual([CUSTOMER_TEXTS.walletNotEmpty('1500.50')]);
    expect(await balanceOf(t, account.token)).toBe('1500.50');
  });
});

describe('account deletion with investments', () => {
  it('refuses while an investment is running, and allows it once every payout is paid and cashed out and withdrawn', async () => {
    const account = await signUpAndLogin(t, 'investor@example.com');
    const [row] = await t.database.db.select().from(customers).where(eq(customers.email, 'investor@example.com'));
    const customerId = row!.id;
    // Minute-long periods, so the investment ends within the session's day.
    const ctx = investmentContext(t, 60);
    const plan = await testPlan(t, { amountKobo: 1_000_000, percentageBp: 1000, noOf: 1, duration: 1 });
    const paid = await deposit(t, account.token, 10_000);
    await verifyDeposit(t, account.token, paid.reference);
    await buyUnits(ctx, customerId, { plan: plan.id, howmany: '1' });
    const refused = await deleteAccount(account.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toEqual([CUSTOMER_TEXTS.liveInvestments]);

    t.clock.advance(3 * 60_000);
    await payDuePayouts(ctx);
    expect((await deleteAccount(account.token)).json().message).toEqual([CUSTOMER_TEXTS.payoutNotEmpty('11000.00')]);
    await cashOut(ctx, customerId);
    // Spend the wallet out through the ledger, as a withdrawal that the bank confirmed would.
    await t.database.db.transaction((tx) =>
      postMovement(tx, 'withdrawal', 'TEST-EMPTY-WALLET', [
        { account: 'wallet', customerId, amount: -1_100_000 },
        { account: 'bank_disbursement', amount: 1_100_000 },
      ]),
    );
    expect((await deleteAccount(account.token)).statusCode).toBe(200);
  });
});

describe('customer helpers', () => {
  it('formats the date of birth as day-Mon-year', () => {
    expect(formatDob('1990-03-07')).toBe('7-Mar-1990');
    expect(formatDob('2001-12-31')).toBe('31-Dec-2001');
  });

  it('names each thing that blocks deletion', () => {
    expect(deletionBlockers({ walletBalance: 0, payoutBalance: 0, moneyInFlight: false, liveInvestments: false })).toEqual([]);
    expect(deletionBlockers({ walletBalance: 0, payoutBalance: 99, moneyInFlight: true, liveInvestments: true })).toEqual([
      CUSTOMER_TEXTS.payoutNotEmpty('0.99'),
      CUSTOMER_TEXTS.moneyInFlight,
      CUSTOMER_TEXTS.liveInvestments,
    ]);
  });
});
