import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { customers, idempotencyKeys, ledgerEntries, ledgerMovements, payments } from '../../db/schema';
import { reconcileOnce } from '../../jobs/reconcile';
import { type FundAccountRequest } from '../../../contract';
import type { GatewayAdapter } from '../../providers/payments';
import { ProviderUnavailable } from '../../providers/errors';
import { type Sending } from '../../test/client';
import {
  balanceOf,
  createTestApp,
  deposit,
  gatewayFaults,
  historyOf,
  notificationsOf,
  requestDeposit,
  signUpAndLogin,
  verifyDeposit,
  type TestApp,
} from '../../test/harness';
import { settlePayment } from './deposit';
import { WALLET_TEXTS } from './texts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await signUpAndLogin(t, 'depositor@example.com'));
});
afterAll(() => t.close());

/** How long a gateway takes to open a checkout, where a test says it is not at once. */
const GATEWAY_MS = 5;

const verify = (reference: string, as = token) => verifyDeposit(t, as, reference);
const fund = (amount: FundAccountRequest['amount'], sending: Sending = {}) => requestDeposit(t, token, amount, sending);

/** Where the checkout sends the browser back: our path, then the three parameters Monnify appends, each once. */
const returnPath = (reference: string, status: string) =>
  `/verifypaymentfunding?paymentReference=${reference}&transactionReference=SBX-${reference}&paymentStatus=${status}`;

describe('deposit with PUBLIC_URL set', () => {
  it('sends the customer to the checkout and back at PUBLIC_URL, whatever Host the request carried', async () => {
    const configured = await createTestApp({ env: { PUBLIC_URL: 'https://app.fleetvest.ng/' } });
    try {
      const { token: own } = await signUpAndLogin(configured, 'configured@example.com');
      const res = await requestDeposit(configured, own, 100, { headers: { host: 'evil.example' } });
      const { checkoutUrl, paymentReference } = res.json().paymentrequest.responseBody;
      expect(checkoutUrl).toBe(`https://app.fleetvest.ng/sandbox/checkout/${paymentReference}`);
      const paid = await deposit(configured, own, 100);
      // The checkout is on this server: back to the app by path, on the checkout's own origin.
      expect(paid.redirect).toBe(returnPath(paid.reference, 'PAID'));
    } finally {
      await configured.close();
    }
  });
});

describe('deposit through the sandbox checkout', () => {
  it('validates the amount', async () => {
    for (const amount of [0.9, 0, -5, 'abc', 1.234]) {
      const res = await fund(amount);
      expect(res.statusCode).toBe(422);
    }
    const tooBig = await fund(10_000_001);
    expect(tooBig.json().message).toBe(WALLET_TEXTS.depositTooLarge('₦10,000,000.00'));
  });

  it("refuses less than the gateway's least, ₦20 as Monnify's, with a 422 naming it and nothing recorded; takes ₦20", async () => {
    const count = async () => (await t.database.db.select().from(payments)).length;
    const before = await count();
    for (const amount of [19.99, 10, 1]) {
      const res = await fund(amount);
      expect(res.statusCode, String(amount)).toBe(422);
      expect(res.json().message).toBe('The least you can deposit at once is ₦20.00.');
    }
    expect(await count()).toBe(before);
    const least = await fund(20);
    expect(least.statusCode).toBe(200);
  });

  it('opens a checkout page on this server that shows the amount', async () => {
    const res = await fund(2500.5);
    expect(res.statusCode).toBe(200);
    const { checkoutUrl, paymentReference } = res.json().paymentrequest.responseBody;
    expect(checkoutUrl).toBe(`http://localhost/sandbox/checkout/${paymentReference}`);
    const page = await t.app.inject({ method: 'GET', url: new URL(checkoutUrl).pathname });
    expect(page.body).toContain('₦2,500.50');
    expect(page.body).toMatch(/<button[^>]*>Pay<\/button>/);
  });

  it('without PUBLIC_URL, sends the customer to the checkout at the address they used, and back by path only', async () => {
    // A Host the client wrote itself ('evil.example') cannot make the checkout send a browser elsewhere.
    for (const host of ['127.0.0.1:8080', '192.168.1.20:8080', 'fleetvest.local', '[::1]:8080', 'evil.example']) {
      const res = await fund(100, { headers: { host } });
      const { checkoutUrl, paymentReference } = res.json().paymentrequest.responseBody;
      expect(checkoutUrl).toBe(`http://${host}/sandbox/checkout/${paymentReference}`);
      const back = await t.app.inject({
        method: 'POST',
        url: new URL(checkoutUrl).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=pending',
      });
      expect(back.headers.location).toBe(returnPath(paymentReference, 'PENDING'));
    }
  });

  it('refuses a Host header that is not an address, and records nothing', async () => {
    const count = async () => (await t.database.db.select().from(payments)).length;
    const before = await count();
    for (const host of ['evil.example/phish?', 'a b', 'x'.repeat(300), 'user@evil.example', '999.1.1.1']) {
      const res = await fund(100, { headers: { host } });
      expect(res.statusCode, host).toBe(400);
    }
    expect(await count()).toBe(before);
  });

  it('credits the wallet once when paid, with history and a notification', async () => {
    const before = await balanceOf(t, token);
    const paid = await deposit(t, token, 5000);
    expect(paid.redirect).toBe(returnPath(paid.reference, 'PAID'));
    const res = await verify(paid.reference);
    expect(res.statusCode).toBe(200);
    expect(res.json().details).toMatchObject({ transactionreference: paid.reference, amount: '5000.00', paystatus: 'PAID', payment_method: 'CARD' });
    expect(Number(await balanceOf(t, token))).toBe(Number(before) + 5000);
    expect((await verify(paid.reference)).json().details.paystatus).toBe('PAID');
    expect(Number(await balanceOf(t, token))).toBe(Number(before) + 5000);

    const history = await historyOf(t, token);
    expect(history[0]).toMatchObject({ title: 'Deposit', type: 1, which: 1, classtype: 1, amount: '5000.00', status: '1' });
    const notes = await notificationsOf(t, token, { page: 1, read: '0' });
    expect(notes[0]).toMatchObject({ title: 'Deposit Successful', which: 1, type: 1, status: '0' });
  });

  it('credits what arrived of a partial payment (the sandbox pays ₦500.00 of ₦1,234.00), says so, and marks the history row', async () => {
    const before = Number(await balanceOf(t, token));
    const short = await deposit(t, token, 1234);
    expect(short.redirect).toBe(returnPath(short.reference, 'PARTIALLY_PAID'));
    const answer = (await verify(short.reference)).json().details;
    expect(answer).toMatchObject({ paystatus: 'PARTIALLY_PAID', amount: '500.00', amount_requested: '1234.00' });
    await verify(short.reference);
    expect(Number(await balanceOf(t, token))).toBe(before + 500);
    // One movement: ₦500.00 from the gateway's clearing account into the wallet.
    const entries = await t.database.db
      .select({ account: ledgerEntries.account, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .innerJoin(ledgerMovements, eq(ledgerEntries.movementId, ledgerMovements.id))
      .where(eq(ledgerMovements.reference, short.reference));
    expect(entries.sort((a, b) => a.amount - b.amount)).toEqual([
      { account: 'gateway_clearing', amount: -50_000 },
      { account: 'wallet', amount: 50_000 },
    ]);
    const history = await historyOf(t, token);
    expect(history[0]).toMatchObject({ amount: '500.00', status: '1', details: { status: 'Partially paid' } });
    const notes = await notificationsOf(t, token, { page: 1, read: '0' });
    expect(notes[0]).toMatchObject({ title: 'Deposit Partially Paid', description: 'You paid ₦500.00 of ₦1,234.00; ₦500.00 was added to your wallet.' });
  });

  it('credits nothing for a failed checkout, and shows a pending one as pending until it expires', async () => {
    const before = await balanceOf(t, token);
    const failed = await deposit(t, token, 700, 'fail');
    expect(failed.redirect).toBe(returnPath(failed.reference, 'FAILED'));
    expect((await verify(failed.reference)).json().details.paystatus).toBe('FAILED');
    const pending = await deposit(t, token, 800, 'pending');
    expect((await verify(pending.reference)).json().details.paystatus).toBe('PENDING');
    expect(await balanceOf(t, token)).toBe(before);
    t.clock.advance(41 * 60_000);
    expect((await verify(pending.reference)).json().details.paystatus).toBe('EXPIRED');
    expect(await balanceOf(t, token)).toBe(before);
    const history = await historyOf(t, token, { page: 1 });
    expect(history.slice(0, 2).map((row) => row.status)).toEqual(['2', '2']);
  });

  it('credits once when the verify call, the checkout settlement and the job race', async () => {
    const before = Number(await balanceOf(t, token));
    const pending = await deposit(t, token, 1235, 'pending');
    // The customer pays now; everything that can settle it goes at once.
    t.clock.advance(61_000);
    const pay = t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${pending.reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    await Promise.all([
      pay,
      verify(pending.reference),
      verify(pending.reference),
      reconcileOnce(t.deps),
      settlePayment(t.deps, pending.reference),
      verify(pending.reference),
    ]);
    await verify(pending.reference);
    expect(Number(await balanceOf(t, token))).toBe(before + 1235);
    const credits = await t.database.db.select().from(ledgerMovements).where(eq(ledgerMovements.reference, pending.reference));
    expect(credits).toHaveLength(1);
  });

  it('lets reconciliation settle a payment nobody came back to verify', async () => {
    const before = Number(await balanceOf(t, token));
    const paid = await deposit(t, token, 300, 'pending');
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${paid.reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pending',
    });
    await t.database.db.update(payments).set({ status: 'ASKED', outcome: null }).where(eq(payments.reference, paid.reference));
    // Pay on the gateway's side only (as if the browser never came back).
    const { finishSandboxCheckout } = await import('../../providers/payments/sandbox');
    await finishSandboxCheckout(t.database.db, paid.reference, 'PAID', t.clock.now());
    expect(Number(await balanceOf(t, token))).toBe(before);
    expect((await reconcileOnce(t.deps)).deposit).toBe(0);
    t.clock.advance(61_000);
    expect((await reconcileOnce(t.deps)).deposit).toBeGreaterThanOrEqual(1);
    expect(Number(await balanceOf(t, token))).toBe(before + 300);
  });

  it("will not show or settle another customer's payment", async () => {
    const other = await signUpAndLogin(t, 'nosy@example.com');
    const mine = await deposit(t, token, 100, 'pending');
    const res = await verify(mine.reference, other.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(WALLET_TEXTS.paymentNotFound);
  });

  it('gives a repeated Idempotency-Key the first answer, even while the first still runs, and opens one checkout', async () => {
    const send = () => fund(50, { idempotencyKey: 'deposit-key-0001' });
    // The repeat sent while the first runs waits for its answer and gets the same one.
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.headers['idempotent-replay'], b.headers['idempotent-replay']].filter(Boolean)).toEqual(['true']);
    expect(a.json()).toEqual(b.json());
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replay']).toBe('true');
    const first = [a, b].find((r) => r.statusCode === 200)!;
    expect(again.json()).toEqual(first.json());
    const opened = await t.database.db.select().from(payments).where(eq(payments.amountKobo, 5000));
    expect(opened).toHaveLength(1);
  });
});

describe('one keyed deposit sent to two instances at once', () => {
  const ROUNDS = 25;
  const faults = gatewayFaults();
  /** The gateway answers over the network, a few milliseconds later, as a real one does. */
  const overTheNetwork: GatewayAdapter = (gateway) =>
    faults.adapt({
      ...gateway,
      initCheckout: async (request) => {
        await sleep(GATEWAY_MS);
        return gateway.initCheckout(request);
      },
    });
  let first: TestApp;
  let second: TestApp;
  let customerId: number;
  let own = '';
  beforeAll(async () => {
    first = await createTestApp({ adaptGateway: overTheNetwork });
    // A second instance of the server on the same database, as behind a load balancer.
    second = await createTestApp({ database: first.database, adaptGateway: overTheNetwork });
    const email = 'two-instances@example.com';
    ({ token: own } = await signUpAndLogin(first, email));
    const [customer] = await first.database.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
    customerId = customer!.id;
  });
  afterEach(() => faults.heal());
  afterAll(async () => {
    await second.app.close();
    await first.close();
  });

  const send = (instance: TestApp, key: string) => requestDeposit(instance, own, 100, { idempotencyKey: key });
  const paymentsOf = () => first.database.db.select().from(payments).where(eq(payments.customerId, customerId));
  const claimOf = async (key: string) =>
    (
      await first.database.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)))
    )[0];

  it('writes one payment per key, and both answers name its checkout', async () => {
    const before = (await paymentsOf()).length;
    const keys = Array.from({ length: ROUNDS }, (_, round) => `two-instances-${String(round).padStart(3, '0')}`);
    for (const key of keys) {
      const [a, b] = await Promise.all([send(first, key), send(second, key)]);
      expect([a.statusCode, b.statusCode], key).toEqual([200, 200]);
      expect(b.json(), key).toEqual(a.json());
    }
    const written = (await paymentsOf()).slice(before);
    expect(written).toHaveLength(ROUNDS);
    expect(written.filter((payment) => payment.status !== 'ASKED')).toEqual([]);
    const claims = await Promise.all(keys.map(claimOf));
    expect(new Set(claims.map((claim) => claim!.reference))).toEqual(new Set(written.map((payment) => payment.reference)));
  });

  it('gives the key back when the gateway cannot open a checkout, so the repeat runs afresh', async () => {
    faults.fail(['initCheckout'], () => new ProviderUnavailable('the gateway is down'));
    const failed = await send(first, 'gateway-down-0001');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(WALLET_TEXTS.depositFailed);
    expect(await claimOf('gateway-down-0001')).toBeUndefined();
    faults.heal();
    const repeat = await send(second, 'gateway-down-0001');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replay']).toBeUndefined();
    const [given, started] = (await paymentsOf()).slice(-2);
    expect(given).toMatchObject({ status: 'REFUNDED', outcome: 'FAILED', checkoutUrl: null });
    expect(started).toMatchObject({ status: 'ASKED', reference: repeat.json().paymentrequest.responseBody.paymentReference });
  });

  it('gives the payment up when a repeat outwaits the gateway: nobody is sent to its checkout, and the key is free again', async () => {
    const impatient = await createTestApp({ database: first.database, adaptGateway: overTheNetwork, idempotencyWaitMs: 200 });
    try {
      let open = () => {};
      const opening = new Promise<void>((resolve) => (open = resolve));
      faults.answer('initCheckout', async (request) => {
        await opening;
        return { checkoutUrl: `https://checkout.example/${request.reference}`, providerReference: `LATE-${request.reference}` };
      });
      const slow = send(first, 'slow-gateway-0001');
      await vi.waitFor(async () => expect(await claimOf('slow-gateway-0001')).toBeDefined());
      // The repeat waits for the first answer, then finds no checkout: it gives the payment up.
      const repeat = await send(impatient, 'slow-gateway-0001');
      expect([repeat.statusCode, repeat.json().message]).toEqual([502, WALLET_TEXTS.depositFailed]);
      open();
      // The checkout the gateway opened after all is nobody's to pay.
      expect([(await slow).statusCode, (await slow).json().message]).toEqual([502, WALLET_TEXTS.depositFailed]);
      const [given] = (await paymentsOf()).slice(-1);
      expect(given).toMatchObject({ status: 'REFUNDED', outcome: 'FAILED', checkoutUrl: null });
      expect(await claimOf('slow-gateway-0001')).toBeUndefined();
      faults.heal();
      const afresh = await send(second, 'slow-gateway-0001');
      expect(afresh.statusCode).toBe(200);
      expect(afresh.json().paymentrequest.responseBody.paymentReference).not.toBe(given!.reference);
    } finally {
      await impatient.app.close();
    }
  });
});
