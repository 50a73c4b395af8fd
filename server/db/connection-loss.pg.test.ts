import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from '../../scripts/lib/customer-journey';
import { freePort, startServer, type RunningServer } from '../../scripts/lib/server-process';
import { HTTP_TEXTS } from '../http/texts';
import { verifyLedger } from '../modules/wallet/ledger';
import { walletEndpoints } from '../../contract';
import { requestOverHttp } from '../test/client';
import { createServerDatabase } from '../test/harness';
import { customers, idempotencyKeys, withdrawals } from './schema';

/**
 * The real server in its own process on PostgreSQL, whose connections the database server ends
 * (pg_terminate_backend, as a failover or a restart would) while a burst of keyed withdrawals
 * runs: the process stays up, a request whose connection went answers 503 with Retry-After,
 * never 500, and its keyed repeat ends in one definite answer, the money moved once.
 */
const ROUND = 20;
const MAX_ROUNDS = 10;
/** Enough cut requests to prove the repeat of one; a round usually cuts several. */
const CUT_ENOUGH = 3;
const AMOUNT_NAIRA = 100;
const DEPOSIT_NAIRA = 100_000;
/** Between two rounds of killing: often enough to catch transactions, rarely enough that some requests finish. */
const KILL_EVERY_MS = 100;

type Answer = { key: string; status: number | 'no answer'; retryAfter: string | null; message: unknown };

describe('the database ending connections in use during a burst of keyed withdrawals', () => {
  const database = createServerDatabase();
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
    await (await database).remove();
  });

  it('keeps the server up, answers 503 with Retry-After where a connection went, and a repeat moves the money once', async () => {
    const { env } = await database;
    server = await startServer(await freePort(), { ...env, DIST_DIR: '/nonexistent' });
    const email = 'connection-loss@example.com';
    const customer = await signedInCustomer(server.url, email);
    await customer.setPin('1234');
    await customer.deposit(DEPOSIT_NAIRA);

    const withdraw = async (key: string): Promise<Answer> => {
      try {
        const res = await requestOverHttp(server!, walletEndpoints.makeWithdrawal, {
          token: customer.token,
          idempotencyKey: key,
          body: { amount: String(AMOUNT_NAIRA), bank: '058', accountnumber: '0123456789', pin: '1234' },
        });
        const body = (await res.json()) as { message: unknown };
        return { key, status: res.status, retryAfter: res.headers.get('retry-after'), message: body.message };
      } catch {
        return { key, status: 'no answer', retryAfter: null, message: null };
      }
    };

    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const databaseName = new URL(env.DATABASE_URL!).pathname.slice(1);
    let killed = 0;
    /** Ends every connection of the server's that is running a statement or holds a transaction open. */
    const killBusyConnections = async () => {
      const result = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = $1 AND pid <> pg_backend_pid() AND state IN ('active', 'idle in transaction')`,
        [databaseName],
      );
      killed += result.rowCount ?? 0;
    };

    const answers: Answer[] = [];
    try {
      const goOn = () => answers.every((answer) => answer.status !== 'no answer') && answers.filter((answer) => answer.status === 503).length < CUT_ENOUGH;
      for (let round = 0; round < MAX_ROUNDS && goOn(); round += 1) {
        let running = true;
        const killing = (async () => {
          while (running) {
            await killBusyConnections();
            await new Promise((resolve) => setTimeout(resolve, KILL_EVERY_MS));
          }
        })();
        answers.push(...(await Promise.all(Array.from({ length: ROUND }, (_, i) => withdraw(`cut-${round}-${String(i).padStart(3, '0')}`)))));
        running = false;
        await killing;
      }
    } finally {
      await admin.end();
    }

    expect(killed).toBeGreaterThan(0);
    const cut = answers.filter((answer) => answer.status !== 200);
    // Every answer is a success or a 503 that says when to try again; the process never went away.
    expect(cut.filter((answer) => answer.status !== 503 || answer.retryAfter === null || answer.message !== HTTP_TEXTS.databaseLost)).toEqual([]);
    expect(cut.length).toBeGreaterThanOrEqual(CUT_ENOUGH);

    // The customer repeats each cut request with its key: each gets a definite answer.
    const repeats = await Promise.all(cut.map((answer) => withdraw(answer.key)));
    expect(repeats.filter((repeat) => repeat.status !== 200)).toEqual([]);

    // Still the process that started: an orderly shutdown, exit code 0.
    expect(await server.stop()).toBe(0);
    server = undefined;
    const db = await (await database).open();
    try {
      const [row] = await db.db.select().from(customers).where(eq(customers.email, email));
      const held = await db.db.select().from(withdrawals).where(eq(withdrawals.customerId, row!.id));
      const claims = await db.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.customerId, row!.id));
      // One withdrawal per key, however many times it was sent: the money moved once each.
      expect(held).toHaveLength(answers.length);
      expect(claims.map((claim) => claim.key).sort()).toEqual(answers.map((answer) => answer.key).sort());
      expect(new Set(claims.map((claim) => claim.reference))).toEqual(new Set(held.map((withdrawal) => withdrawal.reference)));
      expect(row!.walletBalance).toBe((DEPOSIT_NAIRA - answers.length * AMOUNT_NAIRA) * 100);
      expect(await verifyLedger(db.db)).toEqual([]);
    } finally {
      await db.close();
    }
  }, 240_000);
});
