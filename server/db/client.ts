import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { listenToPostgres, type Listening, type ListenLog } from './listen';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a service runs its statements on: the database or an open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** A PostgreSQL pool's connections and waits, for the metrics; PGlite has one connection and no pool. */
  pool?: PoolWatch;
  /**
   * LISTENs on `channel` (every instance on this database hears a NOTIFY there): on PostgreSQL over
   * a connection of its own that is opened again when lost, on PGlite in the one process.
   */
  listen(channel: string, listening: Listening, log: ListenLog): Promise<{ close(): Promise<void> }>;
}

export interface PoolWatch {
  counts(): { total: number; idle: number; waiting: number };
  /** Calls `watcher` with how long each request for a connection waited, in seconds, until the returned function is called. */
  watchAcquires(watcher: (waitedSeconds: number) => void): () => void;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Postgres returns bigint (int8) as text by default; our kobo amounts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * Opens the database and brings its schema up to date: node-postgres when a URL is given,
 * otherwise the embedded PGlite (in dataDir on disk, or in memory when dataDir is undefined).
 */
export async function openDatabase(options: { url?: string; dataDir?: string; from?: Blob }): Promise<Database> {
  const { url } = options;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    watchConnections(pool);
    const db = drizzlePg(pool, { schema });
    await migratePostgres(pool);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: () => endPool(pool),
      pool: watchPool(pool),
      listen: (channel, listening, log) => listenToPostgres(url, channel, listening, log),
    };
  }
  // `from`: a data directory dumped earlier (PGlite's dumpDataDir) to start from, instead of an empty one.
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.from });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    // One process holds the embedded database: its notifications never leave it, nor get lost.
    listen: async (channel, listening) => {
      const stop = await client.listen(channel, (payload) => listening.message(payload));
      // A database closed first took the LISTEN with it.
      return { close: () => (client.closed ? Promise.resolve() : stop()) };
    },
  };
}

/**
 * Key of the session-level advisory lock that migrations run under: several instances started at
 * once on one database (or `npm run migrate` beside them) take turns, and each finds the schema the
 * one before left. See docs/rules.md §Running several instances.
 */
const MIGRATION_LOCK = 0x66_76_6d_67; // 'fvmg'

/** Applies this build's pending migrations on one connection of `pool`, holding the migration lock. */
async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    // A failed connection is dropped, not lent again (and with it the lock, should unlocking have failed).
    client.release(failure);
  }
}

/**
 * A connection the server ends (a restart, a failover, pg_terminate_backend) emits 'error' on its
 * client, and an event nobody listens to ends the process. The pool listens only while a client is
 * idle in it; one lent to a request has no listener, so every client gets its own. The statement
 * it was running fails with the same error (a 503, server/db/connection-lost.ts), and the pool
 * drops the client when it comes back and opens a new one for the next request.
 * See docs/rules.md §Errors.
 */
function watchConnections(pool: pg.Pool) {
  pool.on('connect', (client) => {
    let lost = false;
    client.on('error', (error: Error & { code?: string }) => {
      // One line per lost connection: the FATAL notice and the closed socket that follows are one loss.
      if (lost) return;
      lost = true;
      // Only the code and message: the error may carry the client, and with it the connection string.
      console.error(`database connection lost${error.code ? ` (${error.code})` : ''}: ${error.message}`);
    });
  });
  // The pool re-emits an idle client's error here, already logged above; without a listener it would throw.
  pool.on('error', () => undefined);
}

/**
 * Times every pool.connect(), the one door to a connection (pool.query goes through it too), by
 * wrapping it on this pool alone.
 */
function watchPool(pool: pg.Pool): PoolWatch {
  const watchers = new Set<(waitedSeconds: number) => void>();
  const connect = pool.connect.bind(pool);
  const timed = (started: number) => {
    const waited = (performance.now() - started) / 1000;
    for (const watcher of watchers) watcher(waited);
  };
  type Callback = Parameters<typeof connect>[0] & ((...args: never[]) => void);
  pool.connect = ((callback?: Callback) => {
    const started = performance.now();
    if (!callback) return connect().finally(() => timed(started));
    return connect(((...args: Parameters<Callback>) => {
      timed(started);
      callback(...args);
    }) as Callback);
  }) as typeof pool.connect;
  return {
    counts: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    watchAcquires(watcher) {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
  };
}

/**
 * pool.end() resolves once every connection has been asked to close, not once they have; wait for
 * the sockets too, so whoever closes the database next (a test dropping it) finds no one connected.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  await pool.end();
  // A connection that fails while connecting leaves without a 'remove' event: do not wait for ever.
  await Promise.race([closed, sleep(POOL_CLOSE_WAIT_MS, undefined, { ref: false })]);
}

const POOL_CLOSE_WAIT_MS = 5_000;

/** Rows of a raw SQL query; both drivers answer `{ rows }`. For the few queries the builder cannot say. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Rows handed to SQL as one JSON parameter, to read with `AS alias(column type, ...)`: one
 * statement and one parameter however many rows, on both drivers (bulk writes of the payout job).
 */
export const jsonRows = (rows: object[]) => sql`json_to_recordset(${JSON.stringify(rows)}::json)`;
