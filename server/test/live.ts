import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { customers } from '../db/schema';
import type { Entry } from '../modules/wallet/ledger';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, openAgain, type TestApp, type TestAppOptions } from './harness';

/** Listens on a free loopback port: a stream is a long answer, which inject() cannot hold open. */
export async function listening(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** A test app of the enclosing describe's, listening, with `env` on top of the test defaults. */
export function listeningApp(env: Record<string, string>): { t: TestApp; base: string } {
  const app = {} as { t: TestApp; base: string };
  beforeAll(async () => {
    app.t = await createTestApp({ env });
    app.base = await listening(app.t);
  });
  afterAll(() => app.t.close());
  return app;
}

/** Addresses of this run's own: Redis keeps its sign-up counts from one run to the next. */
const run = randomBytes(3).toString('hex');
export const emailOf = (name: string) => `live-${name}-${run}@example.com`;

export const customerIdOf = async (t: TestApp, email: string) => (await t.database.db.select().from(customers).where(eq(customers.email, email)))[0]!.id;

/** The entries of money from the gateway into a customer's wallet, as a deposit's: a change a stream hears of. */
export const credit = (customerId: number, kobo = 100): Entry[] => [
  { account: 'gateway_clearing', amount: -kobo },
  { account: 'wallet', customerId, amount: kobo },
];

/**
 * Two instances of the server on one database, as behind a load balancer: a stream opened on A
 * hears what a request to B changed. On PGlite one process holds the database, so A is B.
 */
export async function twoInstances(options: TestAppOptions = {}) {
  const a = await createTestApp(options);
  const again = await openAgain(a.database);
  const b = again ? await createTestApp({ ...options, database: again }) : a;
  return {
    a,
    b,
    base: await listening(a),
    async close() {
      if (b !== a) await b.close();
      await a.close();
    },
  };
}
