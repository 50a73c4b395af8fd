import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../app';
import type { AppDeps } from '../deps';
import type { PaymentGateway } from '../providers/payments/types';
import type { VtuProvider } from '../providers/vtu';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { customers, idempotencyKeys, mailOutbox } from '../db/schema';
import { OTP_SUBJECTS, type CodePurpose } from '../modules/auth/otp';
import { postMovement, verifyLedger } from '../modules/wallet/ledger';
import { databaseUrl } from '../../scripts/lib/fresh-postgres';
import {
  authEndpoints,
  customerEndpoints,
  notificationEndpoints,
  pinEndpoints,
  transactionEndpoints,
  walletEndpoints,
  API_PREFIX,
  type FundAccountRequest,
  type QueryOf,
  type WithdrawRequest,
} from '../../contract';
import { adminQuery } from './database-template';
import { answer, request, type InProcess, type Sending, type Target } from './client';

/**
 * A fresh PostgreSQL database on the TEST_DATABASE_URL server, a copy of the suite's migrated
 * template (server/test/database-template.ts), and how to drop it.
 */
async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `fv_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('databaseTemplate')}`);
  return { url: databaseUrl(adminUrl, name), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A real database for one test file, migrated and empty: PGlite in memory, or (TEST_DB=postgres) a
 * brand-new database on the server at TEST_DATABASE_URL, dropped afterwards. Both start as a copy
 * of the suite's template, which the global setup migrated once.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') return openDatabase({ from: new Blob([readFileSync(inject('databaseTemplate'))]) });
  const fresh = await freshPostgresDatabase();
  const database = await openDatabase({ url: fresh.url });
  const tested: Database = {
    ...database,
    async close() {
      await database.close();
      await fresh.drop();
    },
  };
  testDatabaseUrls.set(tested, fresh.url);
  return tested;
}

const testDatabaseUrls = new WeakMap<Database, string>();

/**
 * The same PostgreSQL database again, on a pool of its own, as a second instance of the server
 * would open it (to close before the first, which drops the database); null on PGlite, which one
 * process holds alone.
 */
export async function openAgain(database: Database): Promise<Database | null> {
  const url = testDatabaseUrls.get(database);
  return url ? openDatabase({ url }) : null;
}

/**
 * A database for a server run in its own process (a crash test): the environment that points
 * the server at it, a way to open it here once that process has stopped, and its removal.
 */
export async function createServerDatabase(): Promise<{ env: Record<string, string>; open(): Promise<Database>; remove(): Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const fresh = await freshPostgresDatabase();
    return { env: { DATABASE_URL: fresh.url }, open: () => openDatabase({ url: fresh.url }), remove: fresh.drop };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fleetvest-test-'));
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A clock the test moves forward to cross expiry windows. */
class TestClock {
  private current = Date.parse('2026-11-21T09:00:00Z');
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current += ms;
  }
}

export interface TestApp {
  app: FastifyInstance;
  /** The app's dependencies, for driving services and jobs directly. */
  deps: AppDeps;
  database: Database;
  clock: TestClock;
  /** Everything the server logged, to prove secrets never reach the logs. */
  logs: () => string;
  close(): Promise<void>;
}

export interface TestAppOptions extends Partial<Omit<AppOptions, 'config' | 'database' | 'now' | 'logStream'>> {
  /** Configuration variables on top of the test defaults (e.g. a daily withdrawal limit). */
  env?: Record<string, string>;
  /** A database to run on instead of a fresh one (a crash test's, once its server process is gone). */
  database?: Database;
}

/**
 * scrypt's cost for the hashes a test app makes: still real scrypt hashes, checked the real way,
 * 32 times cheaper than the server's. Hashing was half the server tests' time. A test that
 * measures hashing builds its app with `hashCost: STANDARD_HASH_COST`.
 */
const TEST_HASH_COST = 2 ** 10;

/** The real app on a fresh database, with a movable clock, captured logs and contract-checked answers. */
export async function createTestApp({ env = {}, database: given, ...options }: TestAppOptions = {}): Promise<TestApp> {
  const database = given ?? (await createTestDatabase());
  const clock = new TestClock();
  const logStream = new PassThrough();
  let logged = '';
  logStream.on('data', (chunk: Buffer) => {
    logged += chunk.toString();
  });
  const config = loadConfig({ NODE_ENV: 'test', DIST_DIR: '/nonexistent', LOG_LEVEL: 'info', ...env });
  const app = await buildApp({ config, database, now: clock.now, logStream, checkResponses: true, hashCost: TEST_HASH_COST, ...options });
  await app.ready();
  return {
    app,
    deps: app.deps,
    database,
    clock,
    logs: () => logged,
    async close() {
      await app.close();
      // Every test file leaves the ledger whole: the invariant `npm run ledger:check` guards.
      const problems = await verifyLedger(database.db);
      await database.close();
      if (problems.length > 0) throw new Error(`ledger invariant broken: ${JSON.stringify(problems)}`);
    },
  };
}

/**
 * Switches a test flips to make a provider misbehave, on an app built with its adapter (say
 * `adaptGateway: faults.adapt`): a failing method rejects with its error, and an answered one
 * answers what the test says instead of the provider, until healed; a hook can run after a method
 * answered (to break the database right after a provider accepted, say).
 */
function providerFaults<P extends object, M extends keyof P>(methods: readonly M[]) {
  type Call = (...args: unknown[]) => Promise<unknown>;
  const failing = new Map<M, () => Error>();
  const answers = new Map<M, Call>();
  const after = new Map<M, () => Promise<void>>();
  const guard =
    (provider: P, method: M) =>
    async (...args: unknown[]) => {
      const fault = failing.get(method);
      if (fault) throw fault();
      const result = await (answers.get(method) ?? (provider[method] as Call))(...args);
      await after.get(method)?.();
      return result;
    };
  return {
    adapt: (provider: P): P => ({ ...provider, ...Object.fromEntries(methods.map((method) => [method, guard(provider, method)])) }),
    fail(which: M[], error: () => Error) {
      for (const method of which) failing.set(method, error);
    },
    answer<K extends M>(method: K, implementation: P[K]) {
      answers.set(method, implementation as Call);
    },
    after(method: M, hook: () => Promise<void>) {
      after.set(method, hook);
    },
    heal() {
      failing.clear();
      answers.clear();
      after.clear();
    },
  };
}

type AsyncGatewayMethod = Exclude<keyof PaymentGateway, 'name' | 'label' | 'parseWebhook'>;

/** providerFaults for the payment gateway, on an app built with `adaptGateway: faults.adapt`. */
export function gatewayFaults() {
  const faults = providerFaults<PaymentGateway, AsyncGatewayMethod>([
    'initCheckout',
    'paymentStatus',
    'listBanks',
    'resolveAccount',
    'disburse',
    'disbursementStatus',
  ]);
  return { ...faults, afterDisburse: (hook: () => Promise<void>) => faults.after('disburse', hook) };
}

/** providerFaults for the VTU provider, on an app built with `adaptVtu: faults.adapt`. */
export const vtuFaults = () =>
  providerFaults<VtuProvider, Exclude<keyof VtuProvider, 'name'>>([
    'listDataPlans',
    'listCablePackages',
    'listElectricCompanies',
    'verifyMeter',
    'verifySmartCard',
    'buyAirtime',
    'buyData',
    'buyElectricity',
    'buyCable',
    'queryOrder',
  ]);

/**
 * The newest code of one kind mailed to an address, read from the sandbox outbox like a person
 * would. Reset codes are mailed after the answer, so it waits a little for one to arrive.
 */
export async function latestOtp(database: Database, email: string, purpose: CodePurpose = 'register'): Promise<string> {
  const subject = OTP_SUBJECTS[purpose];
  for (let waited = 0; waited <= 3000; waited += 50) {
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.subject, subject)))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const code = mail ? /\b(\d{6})\b/.exec(mail.body)?.[1] : undefined;
    if (code) return code;
    await sleep(50);
  }
  throw new Error(`no ${purpose} OTP mailed to ${email}`);
}

export const DETAILS = {
  firstname: 'Ada',
  lastname: 'Obi',
  phonenumber: '08031234567',
  location: 'Lagos',
  address: '12 Marina Road',
  city: 'Lagos Island',
  confirmedtime: 1,
};

/** A customer row with DETAILS, written straight to the database by tests below the HTTP layer. */
export const customerRow = (codeNumber: string, email: string) => {
  const { confirmedtime: _callTime, ...details } = DETAILS;
  return { codeNumber, email, ...details };
};

let nextCodeNumber = 90_000_000;

/**
 * A customer written straight to the database with `naira` in the wallet, paid in through the
 * ledger as a deposit would be: for tests of services below the HTTP layer that need many customers.
 */
export async function fundedCustomer(database: Database, naira: number): Promise<number> {
  nextCodeNumber += 1;
  const [row] = await database.db
    .insert(customers)
    .values(customerRow(`FV${nextCodeNumber}`, `customer-${nextCodeNumber}@example.com`))
    .returning({ id: customers.id });
  const kobo = Math.round(naira * 100);
  if (kobo > 0) {
    await database.db.transaction((tx) =>
      postMovement(tx, 'deposit', `TEST-FUNDING-${row!.id}`, [
        { account: 'gateway_clearing', amount: -kobo },
        { account: 'wallet', customerId: row!.id, amount: kobo },
      ]),
    );
  }
  return row!.id;
}

/** A sign-in as the SPA sends it (a form), answered as it comes. */
export const login = (t: InProcess, uniqueid: string, password: string, sending: Sending = {}) =>
  request(t, authEndpoints.login, { ...sending, body: { uniqueid, password } });

/** Signs a customer up through the real calls and signs them in. */
export async function signUpAndLogin(t: TestApp, email: string, password = 'correct horse 1') {
  await answer(t, authEndpoints.getStarted, { body: { email, password } });
  const otp = await latestOtp(t.database, email);
  await answer(t, authEndpoints.checkOtp, { body: { email, otp } });
  await answer(t, authEndpoints.register, { body: { ...DETAILS, email, otp } });
  const login = await answer(t, authEndpoints.login, { body: { uniqueid: email, password } });
  return { token: login.token, codenumber: login.customer.codenumber, password };
}

export const setPin = async (t: TestApp, token: string, pin = '1234') => {
  await answer(t, pinEndpoints.setPin, { token, body: { pin, pin_confirmation: pin } });
};

/** Asks for a card deposit of `amount` naira, as the deposit screen does; the answer as it comes. */
export const requestDeposit = (t: InProcess, token: string, amount: FundAccountRequest['amount'], sending: Sending = {}) =>
  request(t, walletEndpoints.fundAccount, { token, ...sending, body: { amount, payfrom: 2 } });

/** A withdrawal of ₦1,000 to the sandbox's GTBank test account with the test PIN, unless `fields` say otherwise. */
export const requestWithdrawal = (t: InProcess, token: string, fields: Partial<WithdrawRequest> = {}, sending: Sending = {}) =>
  request(t, walletEndpoints.makeWithdrawal, {
    token,
    ...sending,
    body: { amount: '1000', bank: '058', accountnumber: '0123456789', pin: '1234', ...fields },
  });

/** The payment gateway's webhook: served outside the contract, since the gateway calls it, not a client. */
export const PAYMENT_WEBHOOK_URL = `${API_PREFIX}/webhooks/payments`;

/** Starts a deposit and finishes it on the sandbox checkout page the way a person would. */
export async function deposit(t: TestApp, token: string, naira: number, action: 'pay' | 'fail' | 'pending' = 'pay') {
  const started = await answer(t, walletEndpoints.fundAccount, { token, body: { amount: naira, payfrom: 2 } });
  const { checkoutUrl, paymentReference } = started.paymentrequest.responseBody;
  const page = await t.app.inject({
    method: 'POST',
    url: new URL(checkoutUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
  return { reference: paymentReference, checkoutUrl, redirect: page.headers.location };
}

/** Asks the server to settle a deposit, as the SPA does when the checkout sends the customer back. */
export const verifyDeposit = (t: TestApp, token: string, reference: string) =>
  request(t, walletEndpoints.verifyPayment, { token, body: { tx_ref: reference } });

/**
 * As if the server died between an effect's commit and storing its answer: the Idempotency-Key's
 * claim is left naming the effect only, so a repeat has to work the answer out from it.
 */
export const loseStoredAnswer = (t: TestApp, customerId: number, key: string) =>
  t.database.db
    .update(idempotencyKeys)
    .set({ statusCode: null, response: null })
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));

/** A signed-in customer with a PIN and `naira` in the wallet, paid in through the sandbox checkout as a person would. */
export async function customerWithWallet(t: TestApp, email: string, naira: number, pin = '1234') {
  const { token } = await signUpAndLogin(t, email);
  await setPin(t, token, pin);
  if (naira > 0) {
    const paid = await deposit(t, token, naira);
    await verifyDeposit(t, token, paid.reference);
  }
  return token;
}

export const balanceOf = async (t: Target, token: string) => (await answer(t, customerEndpoints.customer, { token })).customer.ngnbalance;

/** The customer's newest history rows: a page of the history as the SPA asks for it. */
export const historyOf = async (t: Target, token: string, query: QueryOf<typeof transactionEndpoints.transactionPage> = { perpage: '10', page: 1 }) =>
  (await answer(t, transactionEndpoints.transactionPage, { token, query })).data;

/** The customer's newest notifications, filtered as asked. */
export const notificationsOf = async (t: Target, token: string, query: QueryOf<typeof notificationEndpoints.notificationPage> = { page: 1 }) =>
  (await answer(t, notificationEndpoints.notificationPage, { token, query })).data;
