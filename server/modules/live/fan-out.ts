import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/client';
import type { Changes } from './changes';
import { decodeChanges, encodeChanges } from './wire';

/** Where every instance on the database hears what changed (docs/rules.md §Live updates). */
const CHANNEL = 'fleetvest_live';
/** The longest a starting server waits for Redis to take its subscription. */
const REDIS_START_WAIT_MS = 5_000;

/** What an instance does with what every instance (itself too) published. */
export interface Hearing {
  /** Changes published by any instance. */
  heard(changes: Changes): void;
  /** The fan-out was away: whatever was published meanwhile is lost. */
  resumed(): void;
}

export interface FanOut {
  /** Sends changes to every instance; when that fails, this instance's own streams still hear them. */
  publish(changes: Changes): void;
  close(): Promise<void>;
}

/** One warning per outage of publishing, not one per change. */
function publishing(send: (message: string) => Promise<unknown>, hearing: Hearing, log: FastifyBaseLogger) {
  let failing = false;
  return (changes: Changes) => {
    for (const message of encodeChanges(changes)) {
      send(message).then(
        () => {
          if (failing) log.info('live updates: publishing again');
          failing = false;
        },
        (error: Error) => {
          if (!failing) log.warn({ reason: error.message }, 'live updates: cannot publish; only this instance hears its changes until it can');
          failing = true;
          hearing.heard(changes);
        },
      );
    }
  };
}

/**
 * Through PostgreSQL's LISTEN/NOTIFY on the app's own database: no other service to run. A NOTIFY
 * goes out once the transaction that moved the money has committed (changes.ts), on the pool.
 */
async function postgresFanOut(database: Database, hearing: Hearing, log: FastifyBaseLogger): Promise<FanOut> {
  const listener = await database.listen(CHANNEL, { message: (payload) => hearing.heard(decodeChanges(payload)), resumed: hearing.resumed }, log);
  return {
    publish: publishing((message) => database.db.execute(sql`SELECT pg_notify(${CHANNEL}, ${message})`), hearing, log),
    close: () => listener.close(),
  };
}

/**
 * Through Redis pub/sub when REDIS_URL is set, on a channel named after the database, so two
 * deployments sharing a Redis never hear each other. The subscriber reconnects with ioredis's own
 * backoff and subscribes again; publishing fails at once while Redis is away.
 */
async function redisFanOut(url: string, database: Database, hearing: Hearing, log: FastifyBaseLogger): Promise<FanOut> {
  const [row] = await queryRows<{ name: string }>(database.db, sql`SELECT current_database() AS name`);
  const channel = `fleetvest-live:${row!.name}`;
  const publisher = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  // Subscribed again on every connection it makes (a new connection holds no subscription).
  const subscriber = new Redis(url, { autoResubscribe: false });
  let lost = false;
  publisher.on('error', () => undefined);
  subscriber.on('error', (error: Error) => {
    if (!lost) log.warn({ reason: error.message }, 'live updates: Redis unreachable; subscribing again when it answers');
    lost = true;
  });
  subscriber.on('close', () => void (lost = true));
  subscriber.on('message', (from: string, payload: string) => {
    if (from === channel) hearing.heard(decodeChanges(payload));
  });
  const subscribed = new Promise<void>((resolve) => {
    subscriber.on('ready', () => {
      const resuming = lost;
      lost = false;
      void subscriber.subscribe(channel).then(
        () => {
          resolve();
          if (!resuming) return;
          log.info('live updates: Redis answers again');
          hearing.resumed();
        },
        () => undefined,
      );
    });
  });
  const published = new Promise<void>((resolve) => publisher.once('ready', () => resolve()));
  const unreachable = new Promise<void>((resolve) => subscriber.once('error', () => resolve()));
  // A starting server waits for Redis to take its subscription, or to fail, never long: without
  // it this instance's streams hear only this instance until it answers, then read everything again.
  await Promise.race([Promise.all([subscribed, published]), unreachable, sleep(REDIS_START_WAIT_MS, undefined, { ref: false })]);
  return {
    publish: publishing((message) => publisher.publish(channel, message), hearing, log),
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

/**
 * The fan-out between instances: Redis when configured beside PostgreSQL, else the database's own
 * LISTEN/NOTIFY (on PGlite, the one process's).
 */
export const startFanOut = (database: Database, redisUrl: string | undefined, hearing: Hearing, log: FastifyBaseLogger): Promise<FanOut> =>
  redisUrl && database.kind === 'postgres' ? redisFanOut(redisUrl, database, hearing, log) : postgresFanOut(database, hearing, log);
