import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { freePort } from '../../scripts/lib/server-process';
import { callTimesEndpoint } from '../../contract/auth';
import { request } from '../test/client';
import { createTestApp, type TestApp } from '../test/harness';

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

describe('liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is live and ready on a migrated database, with Redis reported as not configured', async () => {
    const live = await get(t, '/livez');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const ready = await get(t, '/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({ status: 'ready', draining: false, database: 'up', migrations: 'current', redis: 'off' });
  });

  it("is not ready while the database lacks this build's newest migration, and ready once it has it", async () => {
    const [newest] = await queryRows<{ id: number; hash: string; created_at: string }>(
      t.database.db,
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations) RETURNING id, hash, created_at`,
    );
    const behind = await get(t, '/readyz');
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toMatchObject({ status: 'not ready', database: 'up', migrations: 'behind' });
    await t.database.db.execute(
      sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`,
    );
    expect((await get(t, '/readyz')).statusCode).toBe(200);
  });

  it('stays ready on a database a newer build has already migrated further', async () => {
    await t.database.db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('a-newer-build', ${String(Date.parse('2099-01-01'))})`);
    try {
      expect((await get(t, '/readyz')).json()).toMatchObject({ status: 'ready', migrations: 'current' });
    } finally {
      await t.database.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE hash = 'a-newer-build'`);
    }
  });

  it('answers 503 to readiness once shutdown has begun, while still live, and closes every connection after its answer', async () => {
    expect((await get(t, '/livez')).headers.connection).not.toBe('close');
    t.app.startDraining();
    const ready = await get(t, '/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not ready', draining: true, database: 'up' });
    const live = await get(t, '/livez');
    expect(live.statusCode).toBe(200);
    expect(live.headers.connection).toBe('close');
    expect((await request(t, callTimesEndpoint)).headers.connection).toBe('close');
  });
});

describe('readiness without its database', () => {
  it('answers 503 with the database down, and stays live', async () => {
    const t = await createTestApp();
    await t.database.close();
    try {
      const ready = await get(t, '/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not ready', database: 'down', migrations: 'unknown' });
      expect((await get(t, '/livez')).statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });
});

describe('readiness without Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}` } });
  });
  afterAll(() => t.close());

  it('reports Redis down but stays ready: the rate limits count on this instance meanwhile', async () => {
    const ready = await get(t, '/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', redis: 'down' });
  });
});
