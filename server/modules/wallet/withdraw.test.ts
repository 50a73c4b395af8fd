import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, idempotencyKeys, ledgerMovements, sandboxDisbursements, withdrawals } from '../../db/schema';
import { ClientError } from '../../lib/errors';
import { reconcileOnce } from '../../jobs/reconcile';
import { deliverSandboxReversals } from '../../jobs/sandbox-reversals';
import { ProviderUnavailable } from '../../providers/errors';
import { walletEndpoints, type WithdrawRequest } from '../../../contract';
import { answer, request, urlOf } from '../../test/client';
import {
  balanceOf,
  createTestApp,
  customerWithWallet,
  deposit,
  gatewayFaults,
  historyOf,
  notificationsOf,
  requestWithdrawal,
  setPin,
  signUpAndLogin,
  verifyDeposit,
  type TestApp,
} from '../../test/harness';
import { PIN_TEXTS } from '../profile/texts';
import { WALLET_TEXTS } from './texts';
import { verifyLedger } from './ledger';
import { sendWithdrawal } from './withdraw';
import { settleWebhookEvent } from './webhook-event';

let t: TestApp;
const faults = gatewayFaults();
beforeAll(async () => {
  // A repeat whose answer was never stored works it out after this long instead of 10 s.
  t = await createTestApp({ idempotencyWaitMs: 300, adaptGateway: faults.adapt });
});
afterAll(() => t.close());

const fundedCustomer = (email: string, naira: number) => customerWithWallet(t, email, naira);

const withdraw = (token: string, fields: Partial<WithdrawRequest>, key?: string) => requestWithdrawal(t, token, fields, { idempotencyKey: key });

const history = (token: string) => historyOf(t, token);
const lookUp = (token: string, accountnumber: string) => request(t, walletEndpoints.accountDetails, { token, query: { accountnumber, bank: '058' } });

describe('bank lookups', () => {
  it('lists banks and resolves an account holder from the provider', async () => {
    const token = await fundedCustomer('lookup@example.com', 0);
    const banks = await answer(t, walletEndpoints.banks, { token });
    expect(banks.data).toContainEqual({ bankcode: '058', name: 'Guaranty Trust Bank' });
    const found = await lookUp(token, '0123456789');
    expect(found.statusCode).toBe(200);
    expect(found.json().account.responseBody.accountName).toMatch(/^[A-Z ]+$/);
    const missing = await lookUp(token, '0001234567');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(WALLET_TEXTS.accountNotFound);
    const short = await lookUp(token, '12345');
    expect(short.json().message).toEqual(['The account number must be 10 digits.']);
  });

  it('says so when the provider cannot list banks or look up an account', async () => {
    const token = await fundedCustomer('provider-down@example.com', 0);
    faults.fail(['listBanks', 'resolveAccount'], () => new ProviderUnavailable('connection refused'));
    try {
      const banks = await request(t, walletEndpoints.banks, { token });
      expect(banks.statusCode).toBe(503);
      expect(banks.json()).toEqual({ status: 'error', message: WALLET_TEXTS.banksUnavailable });
      const account = await lookUp(token, '0123456789');
      expect(account.statusCode).toBe(503);
      expect(account.json().message).toBe(WALLET_TEXTS.accountLookupUnavailable);
    } finally {
      faults.heal();
    }
  });
});

describe('makewithdrawal', () => {
  it("refuses less than the gateway's least, ₦20 as Monnify's, with a 422 naming it before asking the provider; takes ₦20", async () => {
    const token = await fundedCustomer('least@example.com', 100);
    faults.fail(['listBanks', 'resolveAccount', 'disburse'], () => new ProviderUnavailable('must not be asked'));
    try {
      for (const amount of ['19.99', '10', '1']) {
        const res = await withdraw(token, { amount });
        expect(res.statusCode, amount).toBe(422);
        expect(res.json().message).toBe('The least you can withdraw at once is ₦20.00.');
      }
    } finally {
      faults.heal();
    }
    expect(await balanceOf(t, token)).toBe('100.00');
    expect(await history(token)).toHaveLength(1);
    const least = await withdraw(token, { amount: '20' });
    expect(least.statusCode).toBe(200);
    expect(await balanceOf(t, token)).toBe('80.00');
  });

  it('sends money: the wallet drops, the history shows the account, a notification tells', async () => {
    const token = await fundedCustomer('withdrawer@example.com', 5000);
    const res = await withdraw(token, { amount: '1500.25' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^₦1,500\.25 has been sent to [A-Z ]+\.$/);
    expect(await balanceOf(t, token)).toBe('3499.75');
    const [latest] = await history(token);
    expect(latest).toMatchObject({ title: 'Withdrawal', type: 2, which: 1, classtype: 2, amount: '1500.25', status: '1' });
    expect(latest!.details).toMatchObject({ accountnumber: '0123456789', bankname: 'Guaranty Trust Bank', status: 'Successful' });
    const notes = await notificationsOf(t, token, { page: 1, which: 1, type: 2 });
    expect(notes[0]!.title).toBe('Withdrawal Successful');
  });

  it('refuses bad input, a wrong PIN and an amount over the balance without moving money', async () => {
    const token = await fundedCustomer('careful@example.com', 1000);
    const tooLittle = await withdraw(token, { amount: '0.90' });
    expect(tooLittle.statusCode).toBe(422);
    expect(tooLittle.json().message).toEqual(['Please enter a valid amount.']);
    expect((await withdraw(token, { accountnumber: '12345' })).statusCode).toBe(422);
    expect((await withdraw(token, { bank: '999' })).json().message).toBe(WALLET_TEXTS.bankUnknown);
    expect((await withdraw(token, { pin: '9999' })).json().message).toBe(PIN_TEXTS.wrongPin(4));
    expect((await withdraw(token, { amount: '1000.01' })).json().message).toBe(WALLET_TEXTS.insufficientFunds);
    expect(await balanceOf(t, token)).toBe('1000.00');
  });

  it('refunds a transfer the bank declines', async () => {
    const token = await fundedCustomer('declined@example.com', 2000);
    const res = await withdraw(token, { accountnumber: '0123450000' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(WALLET_TEXTS.withdrawalDeclined);
    expect(await balanceOf(t, token)).toBe('2000.00');
    const [latest] = await history(token);
    expect(latest).toMatchObject({ title: 'Withdrawal', status: '2' });
    expect(latest!.details).toMatchObject({ accountnumber: '0123450000', status: 'Refunded' });
    const notes = await notificationsOf(t, token);
    expect(notes[0]!.title).toBe('Withdrawal Failed');
  });

  it('holds the money when the transfer times out, and completes it when reconciliation learns it went', async () => {
    const token = await fundedCustomer('timeout-ok@example.com', 2000);
    const res = await withdraw(token, { amount: '500', accountnumber: '0123452222' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(WALLET_TEXTS.withdrawalPending(50_000));
    expect(await balanceOf(t, token)).toBe('1500.00');
    expect((await history(token))[0]!.status).toBe('0');
    const notes = await notificationsOf(t, token);
    expect(notes[0]!.title).toBe('Withdrawal Processing');
    t.clock.advance(61_000);
    expect((await reconcileOnce(t.deps)).withdrawal).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(t, token)).toBe('1500.00');
    expect((await history(token))[0]!.status).toBe('1');
  });

  it('refunds through reconciliation when the timed-out transfer did not go', async () => {
    const token = await fundedCustomer('timeout-failed@example.com', 2000);
    await withdraw(token, { amount: '700', accountnumber: '0123453333' });
    expect(await balanceOf(t, token)).toBe('1300.00');
    t.clock.advance(61_000);
    await reconcileOnce(t.deps);
    await reconcileOnce(t.deps);
    expect(await balanceOf(t, token)).toBe('2000.00');
    const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.accountNumber, '0123453333'));
    const moves = await t.database.db.select().from(ledgerMovements).where(eq(ledgerMovements.reference, row!.reference));
    expect(moves.map((m) => m.kind).sort()).toEqual(['withdrawal', 'withdrawal_refund']);
  });

  it('keeps to the daily limit WITHDRAWAL_DAILY_LIMIT sets', async () => {
    const limited = await createTestApp({ env: { WITHDRAWAL_DAILY_LIMIT: '3000' } });
    try {
      const { token } = await signUpAndLogin(limited, 'limited@example.com');
      await setPin(limited, token, '1234');
      const paid = await deposit(limited, token, 5000);
      await verifyDeposit(limited, token, paid.reference);
      const send = (amount: string) => requestWithdrawal(limited, token, { amount });
      expect((await send('2000')).statusCode).toBe(200);
      const over = await send('1000.01');
      expect(over.json().message).toBe(WALLET_TEXTS.dailyLimit(300_000, 200_000));
      expect((await send('1000')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('lets exactly the covered number of 50 concurrent withdrawals through and never goes negative', async () => {
    const token = await fundedCustomer('racer@example.com', 20_000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(token, { amount: '1000' })));
    const ok = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(20);
    expect(refused.every((r) => r.statusCode === 422 && r.json().message === WALLET_TEXTS.insufficientFunds)).toBe(true);
    expect(await balanceOf(t, token)).toBe('0.00');
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it('lets exactly the covered number of 50 holds through when they race past the PIN check at once', async () => {
    // PIN checks of one customer take turns, which spreads the HTTP race above out; here the holds
    // themselves start together.
    const token = await fundedCustomer('hold-racer@example.com', 20_000);
    const [row] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.email, 'hold-racer@example.com'));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () => sendWithdrawal(t.deps, row!.id, { amount: '1000', bank: '058', accountnumber: '0123456789' })),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(20);
    const refusals = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(refusals.every((r) => r instanceof ClientError && r.messages === WALLET_TEXTS.insufficientFunds)).toBe(true);
    expect(await balanceOf(t, token)).toBe('0.00');
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it('moves money once for one Idempotency-Key sent twice at once, and replays the answer', async () => {
    const token = await fundedCustomer('idem@example.com', 3000);
    const [a, b] = await Promise.all([withdraw(token, { amount: '1000' }, 'withdraw-key-0001'), withdraw(token, { amount: '1000' }, 'withdraw-key-0001')]);
    // The second waits for the first's answer instead of being turned away.
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.headers['idempotent-replay'], b.headers['idempotent-replay']].filter(Boolean)).toEqual(['true']);
    expect(a.json()).toEqual(b.json());
    const replay = await withdraw(token, { amount: '1000' }, 'withdraw-key-0001');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(await balanceOf(t, token)).toBe('2000.00');
    const reused = await withdraw(token, { amount: '999' }, 'withdraw-key-0001');
    expect(reused.statusCode).toBe(422);
    expect(await balanceOf(t, token)).toBe('2000.00');
  });

  it('answers "processing", never a retryable error, when the outcome cannot be recorded after the transfer went', async () => {
    const token = await fundedCustomer('flaky-db@example.com', 2000);
    // The database fails right after the bank accepted the transfer: recording the outcome
    // cannot write its notification (the table is briefly gone).
    faults.afterDisburse(async () => void (await t.database.db.execute(sql`ALTER TABLE notifications RENAME TO notifications_away`)));
    try {
      const res = await withdraw(token, { amount: '500' }, 'flaky-db-key-0001');
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(WALLET_TEXTS.withdrawalPending(50_000));
    } finally {
      faults.heal();
      await t.database.db.execute(sql`ALTER TABLE notifications_away RENAME TO notifications`);
    }
    // The retry replays the answer instead of sending a second transfer.
    const retry = await withdraw(token, { amount: '500' }, 'flaky-db-key-0001');
    expect(retry.headers['idempotent-replay']).toBe('true');
    expect(await balanceOf(t, token)).toBe('1500.00');
    t.clock.advance(61_000);
    await reconcileOnce(t.deps);
    const sent = (await history(token)).filter((row: { title: string }) => row.title === 'Withdrawal');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.status).toBe('1');
    expect(await balanceOf(t, token)).toBe('1500.00');
  });

  it('keeps the PIN out of what it stores about an Idempotency-Key', async () => {
    const token = await fundedCustomer('idem-pin@example.com', 2000);
    const fields = { amount: '100', bank: '058', accountnumber: '0123456789', pin: '1234' };
    expect((await withdraw(token, fields, 'pin-secret-key-01')).statusCode).toBe(200);
    const [stored] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'pin-secret-key-01'));
    const fingerprint = (pin: string) =>
      createHash('sha256')
        .update(`POST ${urlOf(walletEndpoints.makeWithdrawal)}\n${JSON.stringify({ ...fields, pin })}`)
        .digest('hex');
    const guesses = Array.from({ length: 10_000 }, (_, n) => String(n).padStart(4, '0'));
    expect(guesses.filter((pin) => fingerprint(pin) === stored!.requestHash)).toEqual([]);
    // The same request with another PIN is still the same request: it gets the first answer.
    const replay = await withdraw(token, { ...fields, pin: '9999' }, 'pin-secret-key-01');
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(await balanceOf(t, token)).toBe('1900.00');
  });

  it('never runs a withdrawal twice for one key when its answer could not be stored, and answers the repeat from the withdrawal', async () => {
    const token = await fundedCustomer('lost-answer@example.com', 2000);
    // The database refuses to store the answer (the table is briefly gone) after the transfer went.
    faults.afterDisburse(async () => void (await t.database.db.execute(sql`ALTER TABLE idempotency_keys RENAME TO idempotency_keys_away`)));
    try {
      expect((await withdraw(token, { amount: '500' }, 'lost-answer-key-01')).statusCode).toBe(200);
    } finally {
      faults.heal();
      await t.database.db.execute(sql`ALTER TABLE idempotency_keys_away RENAME TO idempotency_keys`);
    }
    const [claim] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'lost-answer-key-01'));
    expect(claim).toMatchObject({ statusCode: null, reference: expect.stringMatching(/^FVW/) });
    const repeat = await withdraw(token, { amount: '500' }, 'lost-answer-key-01');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replay']).toBe('true');
    const [held] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.reference, claim!.reference!));
    expect(repeat.json()).toEqual({ status: 'success', message: WALLET_TEXTS.withdrawalDone(50_000, held!.accountName) });
    expect(await balanceOf(t, token)).toBe('1500.00');
  });
});

describe('sandbox transfers that end later or in other words', () => {
  const notes = async (token: string) => (await notificationsOf(t, token)).map((note) => note.title);

  it('shows a transfer to an account ending 4444 Successful, then, a minute later, Reversed with the money back and a notification, once', async () => {
    const token = await fundedCustomer('reversed-later@example.com', 2000);
    const res = await withdraw(token, { amount: '600', accountnumber: '0123454444' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^₦600\.00 has been sent to [A-Z ]+\.$/);
    expect(await balanceOf(t, token)).toBe('1400.00');
    expect((await history(token))[0]!.details).toMatchObject({ status: 'Successful' });
    expect(await deliverSandboxReversals(t.deps)).toBe(0);
    t.clock.advance(61_000);
    const [first, second] = await Promise.all([deliverSandboxReversals(t.deps), deliverSandboxReversals(t.deps)]);
    expect(first! + second!).toBe(1);
    expect(await balanceOf(t, token)).toBe('2000.00');
    const [latest] = await history(token);
    expect(latest).toMatchObject({ title: 'Withdrawal', status: '2' });
    expect(latest!.details).toMatchObject({ accountnumber: '0123454444', status: 'Reversed' });
    expect(await notes(token)).toEqual(['Withdrawal Reversed', 'Withdrawal Successful', 'Deposit Successful']);
    // The same event again, and reconciliation's later look, change nothing.
    const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.accountNumber, '0123454444'));
    await settleWebhookEvent(t.deps, { kind: 'disbursement', reference: row!.reference });
    t.clock.advance(24 * 60 * 60_000 + 1000);
    await reconcileOnce(t.deps);
    expect(await deliverSandboxReversals(t.deps)).toBe(0);
    const moves = await t.database.db.select().from(ledgerMovements).where(eq(ledgerMovements.reference, row!.reference));
    expect(moves.map((m) => m.kind).sort()).toEqual(['withdrawal', 'withdrawal_reversal', 'withdrawal_sent']);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it("sends a transfer to an account ending 5555, which the sandbox answers with Monnify's COMPLETED", async () => {
    const token = await fundedCustomer('completed-word@example.com', 2000);
    const res = await withdraw(token, { amount: '250', accountnumber: '0123455555' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^₦250\.00 has been sent to [A-Z ]+\.$/);
    expect(await balanceOf(t, token)).toBe('1750.00');
    expect((await history(token))[0]).toMatchObject({ status: '1', details: { accountnumber: '0123455555', status: 'Successful' } });
    expect(await notes(token)).toEqual(['Withdrawal Successful', 'Deposit Successful']);
    const [sent] = await t.database.db.select().from(sandboxDisbursements).where(eq(sandboxDisbursements.accountNumber, '0123455555'));
    expect(sent?.status).toBe('COMPLETED');
  });
});
