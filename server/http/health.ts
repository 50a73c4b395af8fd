import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { migrationsCurrent } from '../db/migration-state';

/** How long readiness waits on the database before it calls it down. */
const READINESS_DATABASE_WAIT_MS = 1_000;

export type RedisState = 'off' | 'up' | 'down';

export interface Health {
  db: Db;
  redis: () => RedisState;
  /** True from the moment shutdown starts: the balancer should send no more work here. */
  draining: () => boolean;
}

const withinWait = <T>(work: Promise<T>) =>
  Promise.race([work, new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('database too slow')), READINESS_DATABASE_WAIT_MS).unref())]);

async function databaseState(db: Db): Promise<{ database: 'up' | 'down'; migrations: 'current' | 'behind' | 'unknown' }> {
  try {
    await withinWait(db.execute(sql`SELECT 1`));
    return { database: 'up', migrations: (await withinWait(migrationsCurrent(db))) ? 'current' : 'behind' };
  } catch {
    return { database: 'down', migrations: 'unknown' };
  }
}

/**
 * What a load balancer and an orchestrator ask (docs/rules.md §Running several instances):
 * /livez answers while the process runs; /readyz answers 200 only while the database answers,
 * holds every migration of this build and shutdown has not begun. Redis is reported, never failed
 * on: without it the rate limits count per instance.
 */
export async function healthRoutes(app: FastifyInstance, health: Health): Promise<void> {
  const noStore = { 'cache-control': 'no-store' };
  app.get('/livez', async (_request, reply) => reply.headers(noStore).send({ status: 'live' }));
  app.get('/readyz', async (_request, reply) => {
    const draining = health.draining();
    const state = await databaseState(health.db);
    const ready = !draining && state.database === 'up' && state.migrations === 'current';
    return reply
      .code(ready ? 200 : 503)
      .headers(noStore)
      .send({ status: ready ? 'ready' : 'not ready', draining, ...state, redis: health.redis() });
  });
}
