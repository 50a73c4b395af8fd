import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { api, call, createTestApp, deposit, postForm, signUpAndLogin, type TestApp } from '../../test/harness';
import { CUSTOMER_TEXTS } from './texts';
import { ClientError } from '../../lib/errors';
import { principalOf } from '../../test/services';
import { deleteAccount as deleteAccountOf, deletionBlockers, type LiveInvestmentsCheck } from './service';
import { formatDob } from '../../../contract';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deleteAccount = (token: string) => call(t.app, { method: 'DELETE', url: api('customer/deleteaccount'), token });

describe('account deletion', () => {
  it('deletes an empty account: the token and the login stop working, the records stay anonymised', async () => {
    const email = 'leaving@example.com';
    const account = await signUpAndLogin(t, email);
    const res = await deleteAccount(account.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: CUSTOMER_TEXTS.accountDeleted });
    expect((await call(t.app, { method: 'GET', url: api('customer'), token: account.token })).statusCode).toBe(401);
    expect((await postForm(t.app, 'customer/auth/login', { uniqueid: email, password: account.password })).statusCode).toBe(422);
    expect((await postForm(t.app, 'customer/auth/login', { uniqueid: account.codenumber, password: account.password })).statusCode).toBe(422);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.codeNumber, account.codenumber));
    expect(row).toMatchObject({ passwordHash: null, firstname: 'Deleted', phonenumber: '' });
    expect(row?.email).not.toContain('leaving');
    expect(row?.deletedAt).toBeInstanceOf(Date);
    // The e-mail is free to sign up again.
    const again = await call(t.app, { method: 'POST', url: api('customer/auth/getstarted'), payload: { email, password: 'new account pw' } });
    expect(again.statusCode).toBe(201);
  });

  it('answers 401 without a token and with a bad one, and deletes nothing', async () => {
    const account = await signUpAndLogin(t, 'staying@example.com');
    const anonymous = await call(t.app, { method: 'DELETE', url: api('customer/deleteaccount') });
    const forged = await deleteAccount(`${account.token.slice(0, -4)}AAAA`);
    const garbage = await deleteAccount('not-a-real-token');
    for (const res of [anonymous, forged, garbage]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'error', message: 'Unauthenticated. Please sign in again.' });
    }
    expect((await call(t.app, { method: 'GET', url: api('customer'), token: account.token })).statusCode).toBe(200);
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
    await call(t.app, { method: 'POST', url: api('customer/deposit/verifypayment'), token: account.token, payload: { tx_ref: paid.reference } });
    const res = await deleteAccount(account.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual([CUSTOMER_TEXTS.walletNotEmpty('1500.50')]);
    expect((await call(t.app, { method: 'GET', url: api('customer'), token: account.token })).json().customer.ngnbalance).toBe('1500.50');
  });
});

describe('account deletion with investments', () => {
  it('refuses while an investment is pending or ongoing, with every other reason too, and changes nothing', async () => {
    const account = await signUpAndLogin(t, 'investor@example.com');
    const { customerId } = await principalOf(t, account.token);
    const paid = await deposit(t, account.token, 250);
    await call(t.app, { method: 'POST', url: api('customer/deposit/verifypayment'), token: account.token, payload: { tx_ref: paid.reference } });
    await deposit(t, account.token, 100, 'pending');
    const asked: number[] = [];
    const investing: LiveInvestmentsCheck = async (tx, id) => {
      asked.push(id);
      // Asked inside the deletion's transaction, which holds the customer row.
      const [row] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, id));
      return row !== undefined;
    };
    const refusal = await deleteAccountOf(t.database.db, customerId, t.clock.now(), investing).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ClientError);
    expect((refusal as ClientError).statusCode).toBe(422);
    expect((refusal as ClientError).messages).toEqual([
      CUSTOMER_TEXTS.walletNotEmpty('250.00'),
      CUSTOMER_TEXTS.moneyInFlight,
      CUSTOMER_TEXTS.liveInvestments,
    ]);
    expect(asked).toEqual([customerId]);
    expect((await call(t.app, { method: 'GET', url: api('customer'), token: account.token })).statusCode).toBe(200);
  });

  it('deletes once the investments check finds none', async () => {
    const account = await signUpAndLogin(t, 'done-investing@example.com');
    const { customerId } = await principalOf(t, account.token);
    expect(await deleteAccountOf(t.database.db, customerId, t.clock.now(), async () => false)).toBe(CUSTOMER_TEXTS.accountDeleted);
    expect((await call(t.app, { method: 'GET', url: api('customer'), token: account.token })).statusCode).toBe(401);
  });

  it('refuses with only the investment reason when the money side is clear', async () => {
    const account = await signUpAndLogin(t, 'only-investing@example.com');
    const { customerId } = await principalOf(t, account.token);
    const refusal = await deleteAccountOf(t.database.db, customerId, t.clock.now(), async () => true).catch((error: unknown) => error);
    expect((refusal as ClientError).messages).toEqual([CUSTOMER_TEXTS.liveInvestments]);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row?.deletedAt).toBeNull();
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
