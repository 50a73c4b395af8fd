import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../test/harness';
import type { Database } from './client';
import { queryRows } from './client';
import { isConnectionLost } from './connection-lost';

describe('the PostgreSQL pool', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('survives the server dropping its idle connections and answers the next query', async () => {
    const [before] = await queryRows<{ name: string }>(database.db, sql`SELECT current_database() AS name`);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const killed = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [before!.name]);
      expect(killed.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // Query again once the FATAL notices have reached the pool, which then drops those connections.
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    await vi.waitFor(() => expect(pool.totalCount).toBe(0));
    const [after] = await queryRows<{ one: number }>(database.db, sql`SELECT 1 AS one`);
    expect(after!.one).toBe(1);
  });

  it('survives the server ending a connection a transaction holds: the transaction fails as a lost connection, the next one runs', async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      // Ended between two statements, as a failover or a restart would: no listener on the lent
      // client would let its 'error' event end the process (and this test run).
      const cut = database.db.transaction(async (tx) => {
        const [own] = await queryRows<{ pid: number }>(tx, sql`SELECT pg_backend_pid() AS pid`);
        await admin.query('SELECT pg_terminate_backend($1)', [own!.pid]);
        await queryRows(tx, sql`SELECT pg_sleep(0.2)`);
      });
      await expect(cut).rejects.toSatisfy(isConnectionLost);
    } finally {
      await admin.end();
    }
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const [after] = await database.db.transaction((tx) => queryRows<{ one: number }>(tx, sql`SELECT 1 AS one`));
    expect(after!.one).toBe(1);
    expect(pool.totalCount).toBeGreaterThan(0);
  });
});
