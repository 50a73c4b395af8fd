import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from '../../scripts/lib/customer-journey';
import { freePort, startServer, type RunningServer } from '../../scripts/lib/server-process';
import { customers, idempotencyKeys, withdrawals } from '../db/schema';
import { DEV_PIN_KEY_ID } from '../config';
import { STANDARD_HASH_COST } from '../lib/secrets';
import { verifyLedger } from '../modules/wallet/ledger';
import { walletEndpoints } from '../../contract';
import { requestOverHttp } from '../test/client';
import { createServerDatabase } from '../test/harness';

/**
 * The real server in its own process, killed with SIGKILL in the middle of a burst of keyed
 * withdrawals, then started again on the same database: every key must either replay its answer
 * or run once, never stay stuck, and the ledger must still hold.
 */
const KEYS = 30;
const AMOUNT_NAIRA = 100;
const DEPOSIT_NAIRA = 10_000;

describe('a kill -9 during a burst of keyed withdrawals', () => {
  const database = createServerDatabase();
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
    await (await database).remove();
  });

  it('leaves no key that blocks a repeat, and every key moves money once', async () => {
    const { env } = await database;
    const port = await freePort();
    const serverEnv = { ...env, DIST_DIR: '/nonexistent' };
    const options = env.DATA_DIR ? { dataDir: env.DATA_DIR } : {};
    server = await startServer(port, serverEnv, options);

    const email = 'crash-burst@example.com';
    const customer = await signedInCustomer(server.url, email);
    await customer.setPin('1234');
    await customer.deposit(DEPOSIT_NAIRA);

    const keys = Array.from({ length: KEYS }, (_, i) => `crash-key-${String(i).padStart(4, '0')}`);
    const withdraw = (key: string) =>
      requestOverHttp(server!, walletEndpoints.makeWithdrawal, {
        token: customer.token,
        idempotencyKey: key,
        body: { amount: String(AMOUNT_NAIRA), bank: '058', accountnumber: '0123456789', pin: '1234' },
      });

    // The burst: the server dies once a few have been answered, the rest in flight or queued.
    let answered = 0;
    const crashed = new Promise<void>((resolve) => {
      for (const key of keys) {
        void withdraw(key)
          .then(() => {
            answered += 1;
            if (answered === 4) resolve();
          })
          .catch(() => undefined);
      }
    });
    await crashed;
    await server.crash();

    server = await startServer(port, serverEnv, options);
    const repeats = await Promise.all(keys.map(async (key) => ({ key, res: await withdraw(key) })));
    const statuses = repeats.map(({ res }) => res.status);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(repeats.filter(({ res }) => res.headers.get('idempotent-replay') === 'true').length).toBeGreaterThanOrEqual(4);

    await server.stop();
    server = undefined;
    const db = await (await database).open();
    try {
      const [row] = await db.db.select().from(customers).where(eq(customers.email, email));
      const sent = await db.db.select().from(withdrawals).where(eq(withdrawals.customerId, row!.id));
      expect(sent).toHaveLength(KEYS);
      expect(row!.walletBalance).toBe((DEPOSIT_NAIRA - KEYS * AMOUNT_NAIRA) * 100);
      // The server hashes passwords at the standard cost (the cheaper one is the test harness's
      // alone), and PINs under the PIN key: the development one, as PIN_KEYS is unset.
      expect(row!.passwordHash).toMatch(new RegExp(`^scrypt\\$${STANDARD_HASH_COST}\\$8\\$1\\$`));
      expect(row!.pinHash).toMatch(new RegExp(`^hmac-sha256\\$${DEV_PIN_KEY_ID}\\$[A-Za-z0-9+/]{43}=$`));
      const claims = await db.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.customerId, row!.id));
      expect(claims.map((claim) => claim.key).sort()).toEqual(keys);
      expect(new Set(claims.map((claim) => claim.reference)).size).toBe(KEYS);
      expect(await verifyLedger(db.db)).toEqual([]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
