import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billPurchases, idempotencyKeys, ledgerMovements } from '../../db/schema';
import { RECONCILE_INTERVAL_MS, reconcileOnce } from '../../jobs/reconcile';
import { ClientError } from '../../lib/errors';
import { BODIES, billsOf, messageOf, purchaseOf, SETTLE_WAIT_MS, type PurchaseKind } from '../../test/bills';
import { createTestApp, customerWithWallet, type TestApp, vtuFaults } from '../../test/harness';
import { principalOf } from '../../test/services';
import { verifyLedger } from '../wallet/ledger';
import { airtimeOrder } from './orders';
import { payForOrder, recoverPurchase } from './purchase';
import { NOT_FOUND_PROOF_MS, reconcilePurchase } from './settle';
import { BILLS_TEXTS } from './texts';

let t: TestApp;
const faults = vtuFaults();
beforeAll(async () => {
  // A repeat whose answer was never stored works it out after this long instead of 10 s.
  t = await createTestApp({ adaptVtu: faults.adapt, idempotencyWaitMs: 300 });
});
afterAll(() => t.close());

const customer = async (email: string, naira: number) => billsOf(t, await customerWithWallet(t, email, naira));
type Bills = Awaited<ReturnType<typeof customer>>;

/** One purchase of each kind for a number ending `ending` (meters and cards verified first), and what it costs. */
const KINDS: Array<{ kind: PurchaseKind; cost: string; buy: (bills: Bills, ending: string, key?: string) => ReturnType<Bills['buy']> }> = [
  { kind: 'airtime', cost: '500.00', buy: (bills, ending, key) => bills.buy('airtime', BODIES.airtime(`0803123${ending}`), key) },
  { kind: 'data', cost: '1500.00', buy: (bills, ending, key) => bills.buy('data', BODIES.data(`0803123${ending}`), key) },
  {
    kind: 'electricity',
    cost: '2500.00',
    buy: async (bills, ending, key) => {
      await bills.verifyMeter(`4501234${ending}`);
      return bills.buy('electricity', BODIES.electricity(`4501234${ending}`), key);
    },
  },
  {
    kind: 'cable',
    cost: '5800.00',
    buy: async (bills, ending, key) => {
      await bills.verifyCard(`702345${ending}`);
      return bills.buy('cable', BODIES.cable(`702345${ending}`), key);
    },
  },
];
const TITLES = { airtime: 'Airtime Purchase', data: 'Data Purchase', electricity: 'Electricity Purchase', cable: 'Cable Subscription' };
const TYPES = { airtime: 1, data: 2, cable: 3, electricity: 4 };

describe('the sandbox paths', () => {
  for (const { kind, cost, buy } of KINDS) {
    it(`refunds ${kind} the provider declines (0000) and says so`, async () => {
      const bills = await customer(`declined-${kind}@example.com`, 10_000);
      const res = await buy(bills, '0000');
      expect(res.statusCode).toBe(422);
      expect(messageOf(res)).toBe(`The provider declined this purchase. ₦${Number(cost).toLocaleString('en-NG')}.00 is back in your wallet.`);
      expect(await bills.balance()).toBe('10000.00');
      const [latest] = await bills.history();
      expect(latest).toMatchObject({ which: 2, classtype: TYPES[kind], amount: cost, status: '2' });
      expect(latest!.details).toMatchObject({ status: 'Refunded', note: 'Refunded: The provider declined this purchase.' });
      const [note] = await bills.notes();
      expect(note).toMatchObject({ title: `${TITLES[kind]} Failed`, which: 2, type: TYPES[kind] });
      expect(note!.description).toContain('is back in your wallet.');
      const { row, movements } = await purchaseOf(t, latest!.details.reference!);
      expect(row).toMatchObject({ status: 'REFUNDED', failureReason: 'declined' });
      expect(movements).toEqual(['bill', 'bill_refund']);
    });

    it(`holds ${kind} the provider has pending (1111) and completes it when reconciliation asks`, async () => {
      const bills = await customer(`pending-${kind}@example.com`, 10_000);
      const res = await buy(bills, '1111');
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toMatch(/^Your purchase of .* is processing\. We will notify you when it completes\.$/);
      expect(Number(await bills.balance())).toBe(10_000 - Number(cost));
      const [pending] = await bills.history();
      expect(pending).toMatchObject({ status: '0', amount: cost });
      expect(pending!.details.status).toBe('Pending');
      expect((await bills.notes())[0]).toMatchObject({ title: `${TITLES[kind]} Processing`, type: TYPES[kind] });
      // Not asked about again within an interval.
      await reconcileOnce(t.deps);
      expect((await bills.history())[0]!.status).toBe('0');
      t.clock.advance(RECONCILE_INTERVAL_MS + 1000);
      await reconcileOnce(t.deps);
      const [done] = await bills.history();
      expect(done).toMatchObject({ status: '1', amount: cost });
      expect(done!.details.status).toBe('Successful');
      const [note] = await bills.notes();
      expect(note).toMatchObject({ title: `${TITLES[kind]} Successful`, type: TYPES[kind] });
      if (kind === 'electricity') {
        // The token arrives with the completion: in the history row, the notification and the answer a repeat would get.
        expect(done!.details.token).toMatch(/^\d{4}(-\d{4}){4}$/);
        expect(note!.description).toContain(`Your token: ${done!.details.token}`);
        const recovered = await recoverPurchase(t.deps, done!.details.reference!);
        expect(recovered).toEqual({ statusCode: 200, body: { status: 'success', message: note!.description, token: done!.details.token } });
      }
      expect(Number(await bills.balance())).toBe(10_000 - Number(cost));
      expect((await purchaseOf(t, done!.details.reference!)).movements).toEqual(['bill']);
    });

    it(`holds ${kind} while the network is unresponsive (5201, ClubKonnect's 201), and refunds it once cancelled`, async () => {
      const bills = await customer(`unresponsive-${kind}@example.com`, 10_000);
      const res = await buy(bills, '5201');
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toMatch(/is processing\. We will notify you when it completes\.$/);
      expect(Number(await bills.balance())).toBe(10_000 - Number(cost));
      expect((await bills.history())[0]).toMatchObject({ status: '0', amount: cost });
      t.clock.advance(RECONCILE_INTERVAL_MS + 1000);
      await reconcileOnce(t.deps);
      const [refunded] = await bills.history();
      expect(refunded).toMatchObject({ status: '2', amount: cost });
      expect(await bills.balance()).toBe('10000.00');
      expect((await purchaseOf(t, refunded!.details.reference!)).movements).toEqual(['bill', 'bill_refund']);
    });

    it(`completes ${kind} whose call timed out but went through (2222), through reconciliation`, async () => {
      const bills = await customer(`timeout-done-${kind}@example.com`, 10_000);
      const res = await buy(bills, '2222');
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toContain('is processing');
      expect((await bills.history())[0]!.status).toBe('0');
      t.clock.advance(RECONCILE_INTERVAL_MS + 1000);
      await reconcileOnce(t.deps);
      const [done] = await bills.history();
      expect(done!.status).toBe('1');
      expect(Number(await bills.balance())).toBe(10_000 - Number(cost));
      if (kind === 'electricity') expect(done!.details.token).toMatch(/^\d{4}(-\d{4}){4}$/);
    });

    it(`refunds ${kind} whose call timed out and did not go through (3333), after 30 minutes of "no such order"`, async () => {
      const bills = await customer(`timeout-lost-${kind}@example.com`, 10_000);
      expect((await buy(bills, '3333')).statusCode).toBe(200);
      const [pending] = await bills.history();
      // The provider has never heard of it a minute on; but a request can still land late, so it waits.
      t.clock.advance(RECONCILE_INTERVAL_MS + 1000);
      await reconcileOnce(t.deps);
      expect((await bills.history())[0]!.status).toBe('0');
      t.clock.advance(RECONCILE_INTERVAL_MS + 1000);
      await reconcileOnce(t.deps);
      // One "no such order" proves nothing: it must hold for 30 minutes of answers.
      expect((await bills.history())[0]!.status).toBe('0');
      t.clock.advance(NOT_FOUND_PROOF_MS);
      await reconcileOnce(t.deps);
      const [refunded] = await bills.history();
      expect(refunded).toMatchObject({ status: '2' });
      expect(refunded!.details.note).toBe('Refunded: The provider never received this purchase.');
      expect(await bills.balance()).toBe('10000.00');
      expect((await purchaseOf(t, pending!.details.reference!)).movements).toEqual(['bill', 'bill_refund']);
      expect((await bills.notes())[0]).toMatchObject({ title: `${TITLES[kind]} Failed` });
    });
  }
});

describe('exactly once', () => {
  /** Buys airtime for numbers with these endings and answers the purchases' references. */
  const pendingPurchases = async (bills: Bills, endings: string[]) => {
    for (const ending of endings) expect((await bills.buy('airtime', BODIES.airtime(`0803123${ending}`))).statusCode).toBe(200);
    return (await bills.history())
      .filter((row) => row.title === 'Airtime')
      .map((row) => row.details.reference!)
      .slice(0, endings.length);
  };

  const expectSettledOnce = async (bills: Bills, references: string[], completed: number, refunded: number) => {
    const outcomes = await Promise.all(references.map((reference) => purchaseOf(t, reference)));
    expect(outcomes.filter(({ row }) => row.status === 'SETTLED').map(({ movements }) => movements)).toEqual(Array(completed).fill(['bill']));
    expect(outcomes.filter(({ row }) => row.status === 'REFUNDED').map(({ movements }) => movements)).toEqual(Array(refunded).fill(['bill', 'bill_refund']));
    const notes = await bills.notes();
    expect(notes.filter((n) => n.title === 'Airtime Purchase Successful')).toHaveLength(completed);
    expect(notes.filter((n) => n.title === 'Airtime Purchase Failed')).toHaveLength(refunded);
  };

  it('settles each pending purchase once when two reconciliation passes race', async () => {
    const bills = await customer('racing-passes@example.com', 50_000);
    const references = await pendingPurchases(bills, ['1111', '2222', '3333', '1111']);
    t.clock.advance(SETTLE_WAIT_MS);
    const passes = await Promise.all([reconcileOnce(t.deps), reconcileOnce(t.deps)]);
    // SKIP LOCKED shares the rows out: together the passes claimed each exactly once.
    expect(passes.reduce((sum, pass) => sum + pass.bill, 0)).toBe(4);
    await expectSettledOnce(bills, references, 3, 0);
    // The order that never arrived goes back once "no such order" has held for 30 minutes, once.
    t.clock.advance(NOT_FOUND_PROOF_MS + RECONCILE_INTERVAL_MS);
    const later = await Promise.all([reconcileOnce(t.deps), reconcileOnce(t.deps)]);
    expect(later.reduce((sum, pass) => sum + pass.bill, 0)).toBe(1);
    await expectSettledOnce(bills, references, 3, 1);
    expect(await bills.balance()).toBe(`${50_000 - 3 * 500}.00`);
  });

  it('settles a pending purchase once when it is asked about twice at once, past the claim', async () => {
    const bills = await customer('racing-settles@example.com', 50_000);
    const references = await pendingPurchases(bills, ['2222', '3333']);
    t.clock.advance(SETTLE_WAIT_MS);
    const askTwiceAtOnce = () => Promise.all(references.flatMap((reference) => [1, 2].map(() => reconcilePurchase(t.deps, reference, RECONCILE_INTERVAL_MS))));
    await askTwiceAtOnce();
    await expectSettledOnce(bills, references, 1, 0);
    t.clock.advance(NOT_FOUND_PROOF_MS);
    await askTwiceAtOnce();
    await expectSettledOnce(bills, references, 1, 1);
    expect(await bills.balance()).toBe(`${50_000 - 500}.00`);
  });

  it('lets exactly the covered number of 30 concurrent purchases through and never goes negative', async () => {
    const bills = await customer('thirty@example.com', 10_500);
    const answers = await Promise.all(Array.from({ length: 30 }, () => bills.buy('airtime', BODIES.airtime('08031234567', { amount: 1000 }))));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(20);
    expect(refused.every((r) => r.statusCode === 422 && messageOf(r) === BILLS_TEXTS.insufficientFunds)).toBe(true);
    expect(await bills.balance()).toBe('500.00');
    expect((await bills.history()).filter((row) => row.title === 'Airtime')).toHaveLength(10);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it('lets exactly the covered number through when 30 payments race past the PIN check at once', async () => {
    const token = await customerWithWallet(t, 'thirty-holds@example.com', 10_500);
    const { customerId } = await principalOf(t, token);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, () => payForOrder(t.deps, customerId, airtimeOrder({ pin: '1234', network: '02', number: '08051234567', amount: '1000' }))),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    const refusals = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(refusals.every((r) => r instanceof ClientError && r.messages === BILLS_TEXTS.insufficientFunds)).toBe(true);
    expect(await billsOf(t, token).balance()).toBe('500.00');
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it('pays once for one Idempotency-Key sent twice at once, and replays the answer', async () => {
    const bills = await customer('same-key@example.com', 3000);
    const body = BODIES.airtime('08031234567', { amount: 1000 });
    const [a, b] = await Promise.all([bills.buy('airtime', body, 'bills-key-00001'), bills.buy('airtime', body, 'bills-key-00001')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.headers['idempotent-replay'], b.headers['idempotent-replay']].filter(Boolean)).toEqual(['true']);
    expect(a.json()).toEqual(b.json());
    expect(await bills.balance()).toBe('2000.00');
    expect((await bills.history()).filter((row) => row.title === 'Airtime')).toHaveLength(1);
    const reused = await bills.buy('airtime', { ...body, amount: 999 }, 'bills-key-00001');
    expect(reused.statusCode).toBe(422);
    expect(await bills.balance()).toBe('2000.00');
  });

  it('replays a refund to a repeated key instead of buying again', async () => {
    const bills = await customer('refund-replay@example.com', 3000);
    const body = BODIES.airtime('08031230000');
    const first = await bills.buy('airtime', body, 'bills-refund-key-1');
    const again = await bills.buy('airtime', body, 'bills-refund-key-1');
    expect([first.statusCode, again.statusCode]).toEqual([422, 422]);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await bills.history()).filter((row) => row.title === 'Airtime')).toHaveLength(1);
  });
});

describe('when the database fails around the provider call', () => {
  it('answers "processing", never a retryable error, when the outcome cannot be recorded; reconciliation records it once', async () => {
    const bills = await customer('flaky-db-bills@example.com', 2000);
    faults.after('buyAirtime', async () => void (await t.database.db.execute(sql`ALTER TABLE notifications RENAME TO notifications_away`)));
    let res;
    try {
      res = await bills.buy('airtime', BODIES.airtime('08031234567'), 'bills-flaky-key-1');
    } finally {
      faults.heal();
      await t.database.db.execute(sql`ALTER TABLE notifications_away RENAME TO notifications`);
    }
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your purchase of ₦500.00 MTN airtime for 08031234567 is processing. We will notify you when it completes.');
    const retry = await bills.buy('airtime', BODIES.airtime('08031234567'), 'bills-flaky-key-1');
    expect(retry.headers['idempotent-replay']).toBe('true');
    expect(await bills.balance()).toBe('1500.00');
    t.clock.advance(SETTLE_WAIT_MS);
    await reconcileOnce(t.deps);
    const rows = (await bills.history()).filter((row) => row.title === 'Airtime');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('1');
    expect(await bills.balance()).toBe('1500.00');
  });

  it('never buys twice for one key whose answer could not be stored, and answers the repeat from the purchase', async () => {
    const bills = await customer('lost-answer-bills@example.com', 2000);
    faults.after('buyAirtime', async () => void (await t.database.db.execute(sql`ALTER TABLE idempotency_keys RENAME TO idempotency_keys_away`)));
    try {
      expect((await bills.buy('airtime', BODIES.airtime('08031234567'), 'bills-lost-key-01')).statusCode).toBe(200);
    } finally {
      faults.heal();
      await t.database.db.execute(sql`ALTER TABLE idempotency_keys_away RENAME TO idempotency_keys`);
    }
    const [claim] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'bills-lost-key-01'));
    expect(claim).toMatchObject({ statusCode: null, reference: expect.stringMatching(/^FVB/) });
    const repeat = await bills.buy('airtime', BODIES.airtime('08031234567'), 'bills-lost-key-01');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replay']).toBe('true');
    expect(repeat.json()).toEqual({ status: 'success', message: 'Your purchase of ₦500.00 MTN airtime for 08031234567 was successful.' });
    expect(await bills.balance()).toBe('1500.00');
  });
});

describe('the provider', () => {
  it('is asked about a pending purchase only if it took it; one of another provider stays pending for an operator', async () => {
    const bills = await customer('other-provider@example.com', 2000);
    expect((await bills.buy('airtime', BODIES.airtime('08031231111'))).statusCode).toBe(200);
    const reference = (await bills.history())[0]!.details.reference!;
    await t.database.db.update(billPurchases).set({ provider: 'clubkonnect' }).where(eq(billPurchases.reference, reference));
    t.clock.advance(SETTLE_WAIT_MS);
    await reconcileOnce(t.deps);
    expect((await purchaseOf(t, reference)).row.status).toBe('ASKED');
    expect(t.logs()).toContain('pending bill purchase of a VTU provider that is not configured; left pending');
  });

  it('keeps a purchase pending while the provider cannot answer the query, and settles it once it can', async () => {
    const bills = await customer('query-down@example.com', 2000);
    expect((await bills.buy('airtime', BODIES.airtime('08031231111'))).statusCode).toBe(200);
    const reference = (await bills.history())[0]!.details.reference!;
    faults.fail(['queryOrder'], () => new Error('query unavailable'));
    t.clock.advance(SETTLE_WAIT_MS);
    try {
      await reconcileOnce(t.deps);
    } finally {
      faults.heal();
    }
    expect((await purchaseOf(t, reference)).row.status).toBe('ASKED');
    t.clock.advance(SETTLE_WAIT_MS);
    await reconcileOnce(t.deps);
    expect((await purchaseOf(t, reference)).row.status).toBe('SETTLED');
    const moves = await t.database.db.select().from(ledgerMovements).where(eq(ledgerMovements.reference, reference));
    expect(moves).toHaveLength(1);
    expect((await bills.notes())[0]).toMatchObject({ title: 'Airtime Purchase Successful' });
  });
});
