import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { openStream } from '../../test/event-stream';
import { customerWithWallet } from '../../test/harness';
import { credit, customerIdOf, emailOf, twoInstances } from '../../test/live';
import { postMovement } from '../wallet/ledger';

/**
 * The connection that LISTENs for live updates, ended by PostgreSQL (a restart or a failover does
 * the same): it comes back by itself and the process stays up (docs/rules.md §Live updates).
 */
describe('the listening connection of live updates on PostgreSQL', () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    pair = await twoInstances();
  });
  afterAll(() => pair.close());

  it('comes back after PostgreSQL ends it, tells open streams to read everything again, and hears changes after', async () => {
    const email = emailOf('listener');
    const token = await customerWithWallet(pair.a, email, 0);
    const customerId = await customerIdOf(pair.a, email);
    const stream = await openStream(pair.base, token);
    const resync = stream.nextEvent(undefined, 10_000);

    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const [{ name }] = (await queryRows<{ name: string }>(pair.a.database.db, sql`SELECT current_database() AS name`)) as [{ name: string }];
      const ended = await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN %'`, [name]);
      // Both instances listen.
      expect(ended.rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    expect((await resync).event).toEqual({ kind: 'changed', changed: ['balance', 'history', 'notifications'] });
    expect(pair.a.logs()).toMatch(/listening connection lost \(57P01\)/);

    const heard = stream.nextEvent(undefined, 2_000);
    await pair.b.deps.db.transaction((tx) => postMovement(tx, 'deposit', 'LIVE-AFTER-LOSS', credit(customerId)));
    expect((await heard).event).toEqual({ kind: 'changed', changed: ['balance'] });
    stream.close();
  });
});
