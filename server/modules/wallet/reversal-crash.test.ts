import { inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { walletEndpoints } from '../../../contract';
import { signedInCustomer } from '../../../scripts/lib/customer-journey';
import { freePort, startServer, type RunningServer } from '../../../scripts/lib/server-process';
import { ledgerMovements } from '../../db/schema';
import { reconcileOnce } from '../../jobs/reconcile';
import { FakeMonnify } from '../../test/fake-monnify';
import { freezeAt, type FreezeAt } from '../../test/freeze-point';
import { answer, type Target } from '../../test/client';
import { balanceOf, createServerDatabase, createTestApp, historyOf, login, notificationsOf, PAYMENT_WEBHOOK_URL, type TestApp } from '../../test/harness';

/**
 * A transfer Monnify reversed after paying it, while the real server in its own process is
 * killed with SIGKILL at a precise point of the reversal (server/test/freeze-hook.ts), then
 * started again on the same database: the money goes back to the wallet exactly once, whether
 * Monnify's webhook is retried or lost (the next day's check then finds it), never twice.
 */
const EMAIL = 'reversal-crash@example.com';
const PASSWORD = 'bench password 1';
const WEBHOOK = PAYMENT_WEBHOOK_URL;
/** The reversal's ledger movement: the process stops before it is written. */
const BEFORE_LEDGER_WRITE: FreezeAt = { statementWith: 'withdrawal_reversal' };
/** The process stops once the webhook's work is committed, before Monnify hears back. */
const BEFORE_WEBHOOK_ANSWER: FreezeAt = { replyTo: WEBHOOK };
const DAY_MS = 24 * 60 * 60_000;
/** Far longer than a reversal takes on a busy machine; the point where the process froze is waited for, not this. */
const WEBHOOK_WAIT_MS = 20_000;

describe('a kill -9 while a reversed transfer goes back to the wallet', () => {
  const database = createServerDatabase();
  let fake: FakeMonnify;
  let port: number;
  let server: RunningServer | undefined;
  let token = '';
  const sent: Record<'first' | 'second' | 'third', string> = { first: '', second: '', third: '' };

  /** The server on the test's database, frozen at `point` when it gets there. */
  const serve = async (point?: FreezeAt) => {
    const { env } = await database;
    const freeze = point && freezeAt(point);
    server = await startServer(
      port,
      { ...env, ...fake.env, DIST_DIR: '/nonexistent', ...freeze?.env },
      { ...(env.DATA_DIR ? { dataDir: env.DATA_DIR } : {}), imports: freeze?.imports ?? [] },
    );
    return freeze;
  };

  /**
   * Monnify's REVERSED_DISBURSEMENT event: the status code it gets, or 'no answer' when the server
   * died or froze (it gives up waiting, as Monnify does).
   */
  const webhook = (reference: string) => {
    const raw = JSON.stringify({ eventType: 'REVERSED_DISBURSEMENT', eventData: { reference } });
    const headers = { 'content-type': 'application/json', 'monnify-signature': fake.sign(raw) };
    return fetch(`${server!.url}${WEBHOOK}`, { method: 'POST', headers, body: raw, signal: AbortSignal.timeout(WEBHOOK_WAIT_MS) })
      .then((res) => res.status)
      .catch(() => 'no answer' as const);
  };

  /** Kills the server where it froze, after Monnify answered REVERSED; answers what the webhook got. */
  const crashWhenFrozen = async (freeze: ReturnType<typeof freezeAt> | undefined, reference: string, answer: Promise<number | 'no answer'>) => {
    await freeze!.frozen();
    expect(fake.statusQueriesAbout(reference)).toBeGreaterThan(0);
    await server!.crash();
    server = undefined;
    return answer;
  };

  /** What the customer sees: balance in kobo, the withdrawal's history row, its reversal notices. */
  type Seen = { balance: number; row: string | undefined; notices: number };
  const seenThroughApi = async (target: Target, as: string, naira: number): Promise<Seen> => {
    const amount = naira.toFixed(2);
    const rows = await historyOf(target, as, { page: 1 });
    const notes = await notificationsOf(target, as, { page: 1, read: '0' });
    return {
      balance: Math.round(Number(await balanceOf(target, as)) * 100),
      row: rows.find((row) => row.title === 'Withdrawal' && row.amount === amount)?.details.status,
      notices: notes.filter((note) => note.title === 'Withdrawal Reversed' && note.description.includes(`₦${amount}`)).length,
    };
  };
  const seen = (naira: number) => seenThroughApi(server!, token, naira);

  const withdraw = async (naira: number) => {
    fake.nextTransferStatus = 'SUCCESS';
    await answer(server!, walletEndpoints.makeWithdrawal, { token, body: { amount: String(naira), bank: '058', accountnumber: '0123456789', pin: '1234' } });
    return String((fake.lastRequestTo('/api/v2/disbursements/single')?.body as { reference: string }).reference);
  };

  beforeAll(async () => {
    fake = await FakeMonnify.start();
    fake.accounts.set('058/0123456789', 'ADA OBI');
    port = await freePort();
  });
  // A test that failed may leave its server running, or frozen (deaf to SIGTERM): the next starts its own.
  afterEach(async () => {
    await server?.crash();
    server = undefined;
  });
  afterAll(async () => {
    await fake.close();
    await (await database).remove();
  });

  it('between Monnify saying REVERSED and the ledger write: nothing is half done, and the retried webhook reverses it once', async () => {
    const freeze = await serve(BEFORE_LEDGER_WRITE);
    const customer = await signedInCustomer(server!.url, EMAIL, PASSWORD);
    token = customer.token;
    await customer.setPin('1234');
    const started = await answer(server!, walletEndpoints.fundAccount, { token, body: { amount: 5000, payfrom: 2 } });
    const { paymentReference } = started.paymentrequest.responseBody;
    Object.assign(fake.payments.get(paymentReference)!, {
      paymentStatus: 'PAID',
      amountPaid: '5000.00',
      paidOn: '21/11/2026 10:15:00 AM',
      paymentMethod: 'CARD',
    });
    await answer(server!, walletEndpoints.verifyPayment, { token, body: { tx_ref: paymentReference } });
    sent.first = await withdraw(300);
    sent.second = await withdraw(200);
    sent.third = await withdraw(100);
    const before = await seen(300);
    expect(before).toEqual({ balance: (5000 - 600) * 100, row: 'Successful', notices: 0 });

    fake.transfers.get(sent.first)!.status = 'REVERSED';
    expect(await crashWhenFrozen(freeze, sent.first, webhook(sent.first))).toBe('no answer');

    await serve();
    expect(await seen(300)).toEqual(before);
    // Monnify retries an event it got no 200 for; copies may arrive together.
    expect(await Promise.all([webhook(sent.first), webhook(sent.first), webhook(sent.first)])).toEqual([200, 200, 200]);
    expect(await seen(300)).toEqual({ balance: before.balance + 300_00, row: 'Reversed', notices: 1 });
    await server!.stop();
    server = undefined;
  }, 180_000);

  it('after the reversal is written, before Monnify hears back: the retried webhook does not reverse it again', async () => {
    const freeze = await serve(BEFORE_WEBHOOK_ANSWER);
    const before = await seen(200);
    expect(before).toMatchObject({ row: 'Successful', notices: 0 });
    fake.transfers.get(sent.second)!.status = 'REVERSED';
    expect(await crashWhenFrozen(freeze, sent.second, webhook(sent.second))).toBe('no answer');

    await serve();
    const reversed = { balance: before.balance + 200_00, row: 'Reversed', notices: 1 };
    expect(await seen(200)).toEqual(reversed);
    expect(await Promise.all([webhook(sent.second), webhook(sent.second), webhook(sent.second)])).toEqual([200, 200, 200]);
    expect(await seen(200)).toEqual(reversed);
    await server!.stop();
    server = undefined;
  }, 120_000);

  it("mid-reversal with every webhook retry lost: the next day's check reverses it once, and late events change nothing", async () => {
    const freeze = await serve(BEFORE_LEDGER_WRITE);
    const before = await seen(100);
    expect(before).toMatchObject({ row: 'Successful', notices: 0 });
    fake.transfers.get(sent.third)!.status = 'REVERSED';
    expect(await crashWhenFrozen(freeze, sent.third, webhook(sent.third))).toBe('no answer');

    // Monnify gives up; reconciliation of any instance, a day later, on the database the killed server left.
    let t: TestApp | undefined;
    try {
      t = await createTestApp({ database: await (await database).open(), env: fake.env });
      t.clock.advance(Date.now() - t.clock.now().getTime() + DAY_MS + 60_000);
      const app = t;
      /** What the customer sees now, signed in afresh (the clock moved on a day). */
      const seenInProcess = async (naira: number) => {
        const fresh = (await login(app, EMAIL, PASSWORD)).json<{ token: string }>().token;
        return seenThroughApi(app, fresh, naira);
      };

      expect(await seenInProcess(100)).toEqual(before);
      await reconcileOnce(t.deps);
      const reversed = { balance: before.balance + 100_00, row: 'Reversed', notices: 1 };
      expect(await seenInProcess(100)).toEqual(reversed);

      const raw = JSON.stringify({ eventType: 'REVERSED_DISBURSEMENT', eventData: { reference: sent.third } });
      const late = await app.app.inject({
        method: 'POST',
        url: WEBHOOK,
        headers: { 'content-type': 'application/json', 'monnify-signature': fake.sign(raw) },
        payload: raw,
      });
      expect(late.statusCode).toBe(200);
      t.clock.advance(DAY_MS + 60_000);
      await reconcileOnce(t.deps);
      expect(await seenInProcess(100)).toEqual(reversed);

      const movements = await t.database.db
        .select({ kind: ledgerMovements.kind, reference: ledgerMovements.reference })
        .from(ledgerMovements)
        .where(inArray(ledgerMovements.reference, Object.values(sent)));
      for (const reference of Object.values(sent)) {
        expect(
          movements
            .filter((movement) => movement.reference === reference)
            .map((movement) => movement.kind)
            .sort(),
        ).toEqual(['withdrawal', 'withdrawal_reversal', 'withdrawal_sent']);
      }
    } finally {
      // Closing checks the whole ledger still balances (createTestApp).
      await t?.close();
    }
  }, 120_000);
});
