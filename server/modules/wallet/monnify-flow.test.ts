import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletEndpoints } from '../../../contract';
import { ledgerMovements, withdrawals } from '../../db/schema';
import { reconcileOnce } from '../../jobs/reconcile';
import { FakeMonnify } from '../../test/fake-monnify';
import { answer } from '../../test/client';
import {
  balanceOf,
  createTestApp,
  historyOf,
  login,
  notificationsOf,
  PAYMENT_WEBHOOK_URL,
  requestDeposit,
  requestWithdrawal,
  setPin,
  signUpAndLogin,
  verifyDeposit,
  type TestApp,
} from '../../test/harness';

/** The whole deposit and withdrawal flow against a local server that answers like Monnify. */
let fake: FakeMonnify;
let t: TestApp;
let token: string;

beforeAll(async () => {
  fake = await FakeMonnify.start();
  t = await createTestApp({ env: { ...fake.env, MONNIFY_TIMEOUT_SECONDS: '2' } });
  ({ token } = await signUpAndLogin(t, 'monnify-user@example.com'));
  await setPin(t, token);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const webhook = (payload: object, signature?: string) => {
  const raw = JSON.stringify(payload);
  return t.app.inject({
    method: 'POST',
    url: PAYMENT_WEBHOOK_URL,
    headers: { 'content-type': 'application/json', 'monnify-signature': signature ?? fake.sign(raw) },
    payload: raw,
  });
};

const INIT = '/api/v1/merchant/transactions/init-transaction';

describe('deposit with Monnify', () => {
  it('credits what Monnify says was paid, once, when the webhook, the result page and the job race', async () => {
    const started = await requestDeposit(t, token, 5000);
    expect(started.statusCode).toBe(200);
    const { checkoutUrl, paymentReference } = started.json().paymentrequest.responseBody;
    expect(checkoutUrl.startsWith(fake.url)).toBe(true);
    const sent = fake.lastRequestTo('/api/v1/merchant/transactions/init-transaction')?.body as Record<string, unknown>;
    // No query of ours: Monnify appends its own, so the page it sends the customer to names our reference once.
    expect(sent).toMatchObject({ amount: 5000, paymentReference, redirectUrl: 'http://localhost/verifypaymentfunding' });
    const back = new URL(fake.returnAddress(paymentReference));
    expect(back.pathname).toBe('/verifypaymentfunding');
    expect(back.searchParams.getAll('paymentReference')).toEqual([paymentReference]);

    fake.payments.set(paymentReference, { paymentStatus: 'PAID', amountPaid: '4999.50', paidOn: '21/11/2026 10:15:00 AM', paymentMethod: 'CARD' });
    t.clock.advance(61_000);
    const event = { eventType: 'SUCCESSFUL_TRANSACTION', eventData: { paymentReference, amountPaid: '4999.50' } };
    const [hook] = await Promise.all([
      webhook(event),
      webhook(event),
      verifyDeposit(t, token, back.searchParams.get('paymentReference')!),
      reconcileOnce(t.deps),
    ]);
    expect(hook.statusCode).toBe(200);
    expect(await balanceOf(t, token)).toBe('4999.50');
    const moves = await t.database.db.select().from(ledgerMovements).where(eq(ledgerMovements.reference, paymentReference));
    expect(moves).toHaveLength(1);
  });

  it("refuses less than Monnify's ₦20 with a 422 naming it, without asking Monnify, and takes ₦20", async () => {
    const deposit = (amount: number) => requestDeposit(t, token, amount);
    const asked = fake.callsTo(INIT);
    const below = await deposit(19.99);
    expect(below.statusCode).toBe(422);
    expect(below.json().message).toBe('The least you can deposit at once is ₦20.00.');
    expect(fake.callsTo(INIT)).toBe(asked);
    expect((await deposit(20)).statusCode).toBe(200);
    expect((fake.lastRequestTo(INIT)?.body as { amount: number }).amount).toBe(20);
  });

  it('turns away a webhook with a wrong signature, and says 200 to genuine events it does not act on', async () => {
    expect((await webhook({ eventType: 'SUCCESSFUL_TRANSACTION', eventData: { paymentReference: 'x' } }, 'bad')).statusCode).toBe(401);
    expect((await webhook({ eventType: 'SUCCESSFUL_REFUND', eventData: {} })).statusCode).toBe(200);
  });

  it('answers 503, not 500, when Monnify refuses to tell the status of a payment, and credits nothing', async () => {
    const started = await requestDeposit(t, token, 300);
    const { paymentReference } = started.json().paymentrequest.responseBody;
    const before = await balanceOf(t, token);
    fake.failNext({
      path: '/api/v2/merchant/transactions/query',
      status: 400,
      body: { requestSuccessful: false, responseMessage: 'Invalid reference', responseCode: '99' },
    });
    const res = await verifyDeposit(t, token, paymentReference);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', message: 'Error verifying payment. Please try again later.' });
    expect(await balanceOf(t, token)).toBe(before);
  });

  it('tells the customer when Monnify is down, and credits nothing', async () => {
    fake.failNext({ path: '/api/v1/merchant/transactions/init-transaction', status: 503, body: 'down', times: 1 });
    const res = await requestDeposit(t, token, 100);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ status: 'error', message: 'Failed to deposit. Please try again.' });
  });
});

const withdraw = (amount: string) => requestWithdrawal(t, token, { amount });

describe('withdrawal with Monnify', () => {
  it('sends the transfer with the name Monnify gave, and completes it', async () => {
    fake.accounts.set('058/0123456789', 'ADA OBI');
    const name = await answer(t, walletEndpoints.accountDetails, { token, query: { accountnumber: '0123456789', bank: '058' } });
    expect(name.account.responseBody.accountName).toBe('ADA OBI');
    fake.nextTransferStatus = 'SUCCESS';
    const res = await withdraw('1000');
    expect(res.statusCode).toBe(200);
    const transfer = fake.lastRequestTo('/api/v2/disbursements/single')?.body as Record<string, unknown>;
    expect(transfer).toMatchObject({ amount: 1000, destinationAccountName: 'ADA OBI', destinationBankCode: '058', currency: 'NGN' });
    expect(await balanceOf(t, token)).toBe('3999.50');
  });

  it('holds the money through a transfer timeout and settles it from the webhook', async () => {
    fake.accounts.set('058/0123456789', 'ADA OBI');
    fake.nextTransferStatus = 'PENDING';
    const res = await withdraw('500');
    expect(res.statusCode).toBe(200);
    expect(await balanceOf(t, token)).toBe('3499.50');
    const reference = String((fake.lastRequestTo('/api/v2/disbursements/single')?.body as Record<string, unknown>).reference);
    const transfer = fake.transfers.get(reference);
    expect(transfer).toBeDefined();
    transfer!.status = 'FAILED';
    expect((await webhook({ eventType: 'FAILED_DISBURSEMENT', eventData: { reference } })).statusCode).toBe(200);
    expect(await balanceOf(t, token)).toBe('3999.50');
  });

  it('sends a transfer again when the first request never reached Monnify, under the same reference', async () => {
    fake.accounts.set('058/0123456789', 'ADA OBI');
    fake.nextTransferStatus = 'SUCCESS';
    const before = Number(await balanceOf(t, token));
    const sentBefore = fake.callsTo('/api/v2/disbursements/single');
    fake.failNext({ path: '/api/v2/disbursements/single', status: 502, body: 'Bad Gateway' });
    const res = await withdraw('200');
    expect(res.statusCode).toBe(200);
    const [held] = await t.database.db
      .select()
      .from(withdrawals)
      .where(inArray(withdrawals.status, ['HELD', 'ASKED']));
    expect(fake.transfers.has(held!.reference)).toBe(false);
    t.clock.advance(61_000);
    await reconcileOnce(t.deps);
    expect(fake.transfers.get(held!.reference)).toMatchObject({ status: 'SUCCESS', amount: 200 });
    const [done] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.reference, held!.reference));
    expect(done!.status).toBe('SETTLED');
    expect(Number(await balanceOf(t, token))).toBe(before - 200);
    // The request that never arrived and the one sent by reconciliation: no third.
    await reconcileOnce(t.deps);
    expect(fake.callsTo('/api/v2/disbursements/single') - sentBefore).toBe(2);
  });

  it('keeps the money held, and sends nothing again, when Monnify refuses the status query', async () => {
    fake.accounts.set('058/0123456789', 'ADA OBI');
    fake.nextTransferStatus = 'PENDING';
    expect((await withdraw('300')).statusCode).toBe(200);
    const sentBefore = fake.callsTo('/api/v2/disbursements/single');
    const [held] = await t.database.db
      .select()
      .from(withdrawals)
      .where(inArray(withdrawals.status, ['HELD', 'ASKED']));
    fake.transfers.get(held!.reference)!.status = 'SUCCESS';
    fake.failNext({
      path: '/api/v2/disbursements/single/summary',
      status: 403,
      body: { requestSuccessful: false, responseMessage: 'IP not whitelisted', responseCode: '99' },
    });
    t.clock.advance(61_000);
    await reconcileOnce(t.deps);
    const [still] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.reference, held!.reference));
    expect(still!.status).toBe('ASKED');
    expect(fake.callsTo('/api/v2/disbursements/single')).toBe(sentBefore);
    // Once Monnify answers again, the transfer it sent is recorded as sent: no refund.
    t.clock.advance(61_000);
    await reconcileOnce(t.deps);
    const [done] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.reference, held!.reference));
    expect(done!.status).toBe('SETTLED');
  });

  it('settles a pending withdrawal through the gateway that took it, not the one configured now', async () => {
    fake.accounts.set('058/0123456789', 'ADA OBI');
    fake.failNext({ path: '/api/v2/disbursements/single', status: 502, body: 'Bad Gateway' });
    expect((await withdraw('100')).statusCode).toBe(200);
    const [held] = await t.database.db
      .select()
      .from(withdrawals)
      .where(inArray(withdrawals.status, ['HELD', 'ASKED']));
    // As if the sandbox had taken it before PAYMENT_PROVIDER changed to monnify (it never heard of it).
    await t.database.db.update(withdrawals).set({ provider: 'sandbox' }).where(eq(withdrawals.reference, held!.reference));
    const sentBefore = fake.callsTo('/api/v2/disbursements/single');
    t.clock.advance(61_000);
    await reconcileOnce(t.deps);
    expect(fake.callsTo('/api/v2/disbursements/single')).toBe(sentBefore);
    const [settled] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.reference, held!.reference));
    expect(settled!.status).toBe('SETTLED');
  });

  it("refuses less than Monnify's ₦20 with a 422 naming it, without asking Monnify, and takes ₦20", async () => {
    fake.accounts.set('058/0123456789', 'ADA OBI');
    fake.nextTransferStatus = 'SUCCESS';
    const before = Number(await balanceOf(t, token));
    const sent = fake.callsTo('/api/v2/disbursements/single');
    const below = await withdraw('19.99');
    expect(below.statusCode).toBe(422);
    expect(below.json().message).toBe('The least you can withdraw at once is ₦20.00.');
    expect(fake.callsTo('/api/v2/disbursements/single')).toBe(sent);
    expect((await withdraw('20')).statusCode).toBe(200);
    expect(fake.lastRequestTo('/api/v2/disbursements/single')?.body).toMatchObject({ amount: 20 });
    expect(Number(await balanceOf(t, token))).toBe(before - 20);
  });

  it('keeps the money held on a transfer status word Monnify never documented, keeps the word for the operator, and settles on a known one', async () => {
    fake.accounts.set('058/0123456789', 'ADA OBI');
    fake.nextTransferStatus = 'ON_ITS_WAY';
    const before = Number(await balanceOf(t, token));
    const res = await withdraw('250');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('is processing');
    const reference = String((fake.lastRequestTo('/api/v2/disbursements/single')?.body as Record<string, unknown>).reference);
    const rowOf = async () => (await t.database.db.select().from(withdrawals).where(eq(withdrawals.reference, reference)))[0];
    expect(await rowOf()).toMatchObject({ status: 'HELD', unknownWord: 'ON_ITS_WAY' });
    expect(await movementsOf(reference)).toEqual(['withdrawal']);
    // Asked again, still the unknown word: nothing moves either way.
    t.clock.advance(2 * 60_000);
    await reconcileOnce(t.deps);
    expect(await rowOf()).toMatchObject({ status: 'HELD', unknownWord: 'ON_ITS_WAY' });
    expect(Number(await balanceOf(t, token))).toBe(before - 250);
    fake.transfers.get(reference)!.status = 'COMPLETED';
    t.clock.advance(2 * 60_000);
    await reconcileOnce(t.deps);
    expect(await rowOf()).toMatchObject({ status: 'SETTLED', unknownWord: null });
    expect(await movementsOf(reference)).toEqual(['withdrawal', 'withdrawal_sent']);
  });
});

/** A withdrawal Monnify reports sent at once; answers its reference. */
const sentWithdrawal = async (amount: string) => {
  fake.accounts.set('058/0123456789', 'ADA OBI');
  fake.nextTransferStatus = 'SUCCESS';
  expect((await withdraw(amount)).statusCode).toBe(200);
  return String((fake.lastRequestTo('/api/v2/disbursements/single')?.body as Record<string, unknown>).reference);
};

/** A new session after the clock has moved a day on (a session lasts one). */
const signInAgain = async () => {
  token = (await login(t, 'monnify-user@example.com', 'correct horse 1')).json<{ token: string }>().token;
};

const movementsOf = async (reference: string) =>
  (await t.database.db.select().from(ledgerMovements).where(eq(ledgerMovements.reference, reference))).map((movement) => movement.kind).sort();

/** The customer's 'Withdrawal Reversed' notifications about this amount, as the app lists them. */
const reversalNotes = async (amount: string) => {
  const notes = await notificationsOf(t, token, { page: 1, read: '0' });
  return notes.filter((note) => note.title === 'Withdrawal Reversed' && note.description.includes(amount));
};

/** The newest withdrawal of this amount in the customer's history, as the app shows it. */
const historyRow = async (amount: string) => {
  const rows = await historyOf(t, token, { page: 1 });
  return rows.find((row) => row.title === 'Withdrawal' && row.amount === amount);
};

describe('a sent transfer Monnify reverses', () => {
  it('goes back to the wallet once, however many times the webhook comes and the job asks at once', async () => {
    const reference = await sentWithdrawal('300');
    const sent = Number(await balanceOf(t, token));
    fake.transfers.get(reference)!.status = 'REVERSED';
    const event = { eventType: 'REVERSED_DISBURSEMENT', eventData: { reference } };
    t.clock.advance(25 * 60 * 60_000);
    const answers = await Promise.all([webhook(event), webhook(event), reconcileOnce(t.deps), webhook(event)]);
    expect(answers.filter((answer) => 'statusCode' in answer).map((answer) => (answer as { statusCode: number }).statusCode)).toEqual([200, 200, 200]);
    await signInAgain();
    expect(Number(await balanceOf(t, token))).toBe(sent + 300);
    expect(await movementsOf(reference)).toEqual(['withdrawal', 'withdrawal_reversal', 'withdrawal_sent']);
    const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.reference, reference));
    expect(row?.status).toBe('REVERSED');
    const notes = await notificationsOf(t, token, { page: 1, read: '0' });
    expect(notes.filter((note) => note.title === 'Withdrawal Reversed')).toHaveLength(1);
    // Later events change nothing.
    await webhook(event);
    expect(Number(await balanceOf(t, token))).toBe(sent + 300);
  });

  it("goes back once when copies of the webhook and two instances' daily checks all hold the REVERSED answer at once", async () => {
    // The earlier tests' transfers fall out of the week the daily check covers: it asks about this one alone.
    t.clock.advance(8 * 24 * 60 * 60_000);
    await signInAgain();
    const reference = await sentWithdrawal('250');
    const sent = Number(await balanceOf(t, token));
    fake.transfers.get(reference)!.status = 'REVERSED';
    t.clock.advance(24 * 60 * 60_000 + 1000);
    // Monnify answers late: the pass that claimed the transfer and every copy of the webhook have
    // asked before the first REVERSED comes back, so they race into the reversal together.
    const COPIES = 4;
    const PASSES = 3;
    fake.failNext({ path: '/api/v2/disbursements/single/summary', delayMs: 500, times: COPIES + 1 });
    const asked = fake.statusQueriesAbout(reference);
    const passes = Promise.all(Array.from({ length: PASSES }, () => reconcileOnce(t.deps)));
    while (fake.statusQueriesAbout(reference) === asked) await sleep(5);
    const event = { eventType: 'REVERSED_DISBURSEMENT', eventData: { reference } };
    const hooks = await Promise.all(Array.from({ length: COPIES }, () => webhook(event)));
    expect((await passes).map((pass) => pass.sent).sort()).toEqual([0, 0, 1]);
    expect(hooks.map((hook) => hook.statusCode)).toEqual(Array(COPIES).fill(200));
    expect(fake.statusQueriesAbout(reference) - asked).toBe(COPIES + 1);
    await signInAgain();
    expect(Number(await balanceOf(t, token))).toBe(sent + 250);
    expect(await movementsOf(reference)).toEqual(['withdrawal', 'withdrawal_reversal', 'withdrawal_sent']);
    expect(await reversalNotes('₦250.00')).toHaveLength(1);
    expect((await historyRow('250.00'))?.details.status).toBe('Reversed');
  });

  it('is found by the daily check when the webhook was lost, within a week of the transfer', async () => {
    const reference = await sentWithdrawal('200');
    const sent = Number(await balanceOf(t, token));
    fake.transfers.get(reference)!.status = 'FAILED';
    // Not asked again within the day it was sent.
    await reconcileOnce(t.deps);
    expect(Number(await balanceOf(t, token))).toBe(sent);
    t.clock.advance(24 * 60 * 60_000 + 1000);
    await reconcileOnce(t.deps);
    await signInAgain();
    expect(Number(await balanceOf(t, token))).toBe(sent + 200);
    expect(await movementsOf(reference)).toEqual(['withdrawal', 'withdrawal_reversal', 'withdrawal_sent']);

    // A transfer older than a week is no longer asked about.
    const old = await sentWithdrawal('100');
    const after = Number(await balanceOf(t, token));
    t.clock.advance(8 * 24 * 60 * 60_000);
    fake.transfers.get(old)!.status = 'REVERSED';
    await reconcileOnce(t.deps);
    await signInAgain();
    expect(Number(await balanceOf(t, token))).toBe(after);
  });

  it('stays sent when Monnify still says it was paid', async () => {
    const reference = await sentWithdrawal('150');
    const sent = Number(await balanceOf(t, token));
    expect((await webhook({ eventType: 'SUCCESSFUL_DISBURSEMENT', eventData: { reference } })).statusCode).toBe(200);
    t.clock.advance(24 * 60 * 60_000 + 1000);
    await reconcileOnce(t.deps);
    await signInAgain();
    expect(Number(await balanceOf(t, token))).toBe(sent);
    expect(await movementsOf(reference)).toEqual(['withdrawal', 'withdrawal_sent']);
  });

  it('asks again within the week when the daily check that would have found the reversal got no answer', async () => {
    const DAY = 24 * 60 * 60_000;
    t.clock.advance(8 * DAY);
    await signInAgain();
    const reference = await sentWithdrawal('120');
    const sent = Number(await balanceOf(t, token));
    // Five daily checks find it paid; then the bank reverses it and the webhook is lost.
    for (let day = 1; day <= 5; day += 1) {
      t.clock.advance(DAY + 1000);
      await reconcileOnce(t.deps);
    }
    fake.transfers.get(reference)!.status = 'REVERSED';
    // The sixth day's question fails (Monnify down for a moment, or the server killed mid-pass).
    const asked = fake.statusQueriesAbout(reference);
    fake.failNext({ path: '/api/v2/disbursements/single/summary', status: 503, body: 'Service Unavailable' });
    t.clock.advance(DAY + 1000);
    await reconcileOnce(t.deps);
    expect(fake.statusQueriesAbout(reference) - asked).toBe(1);
    // A pass every hour of the following day, until the week since the transfer is out.
    for (let hour = 1; hour <= 24; hour += 1) {
      t.clock.advance(60 * 60_000);
      await reconcileOnce(t.deps);
      if (fake.statusQueriesAbout(reference) - asked > 1) break;
    }
    await signInAgain();
    expect(Number(await balanceOf(t, token))).toBe(sent + 120);
  });
});
