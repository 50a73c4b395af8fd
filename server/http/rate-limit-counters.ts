import type { FastifyRateLimitStore, RateLimitOptions, RateLimitPluginOptions } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { RedisState } from './health';

/** How long one count may wait on Redis before this instance counts it alone. */
const REDIS_COUNT_TIMEOUT_MS = 300;
/** After Redis failed, how long counts stay on this instance before Redis is asked again. */
const REDIS_RETRY_AFTER_MS = 2_000;
/** How long a starting server waits for Redis before it starts counting alone. */
const REDIS_START_WAIT_MS = 1_000;
const NAMESPACE = 'fleetvest-rl:';

/** What the log says when the rate limits lose Redis and when they have it again. */
export const REDIS_LOG = {
  unreachable: 'Redis unreachable: rate limits count on this instance alone until it answers',
  back: 'Redis answers again: rate limits count across instances',
} as const;

/**
 * Whether Redis answers, as the log hears it: once when it stops, once when it is back, never
 * once per request (an outage would otherwise write a line, with a stack, for every sign-in).
 */
class RedisHealth {
  private failedAt: number | null = null;

  constructor(private readonly log: FastifyBaseLogger) {}

  failed(error?: Error) {
    if (this.failedAt === null) {
      this.log.warn({ reason: error?.message ?? 'not connected' }, REDIS_LOG.unreachable);
    }
    this.failedAt = Date.now();
  }

  answered() {
    if (this.failedAt === null) return;
    this.failedAt = null;
    this.log.info(REDIS_LOG.back);
  }

  /** Not while it has just failed: a customer should not wait out a timeout on every request. */
  worthAsking(redis: Redis) {
    return redis.status === 'ready' && (this.failedAt === null || Date.now() - this.failedAt >= REDIS_RETRY_AFTER_MS);
  }
}

/**
 * Counts in Redis, shared by every instance, and on this instance alone whenever Redis does not
 * answer in time: the same limits then hold per instance (docs/rules.md §Limits).
 */
class SharedOrLocalStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly redis: Redis,
    private readonly health: RedisHealth,
  ) {}

  incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number, max: number) {
    const alone = () => this.local.incr(key, callback, timeWindow, max);
    if (!this.health.worthAsking(this.redis)) {
      if (this.redis.status !== 'ready') this.health.failed();
      alone();
      return;
    }
    this.shared.incr(
      key,
      (error, result) => {
        if (error || !result) {
          this.health.failed(error ?? undefined);
          alone();
          return;
        }
        this.health.answered();
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
    return new SharedOrLocalStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.redis, this.health);
  }
}

export interface RateLimitCounters {
  /** What the rate-limit plugin is registered with. */
  store?: RateLimitPluginOptions['store'];
  /** Where counts go now: no Redis configured, Redis answering, or this instance alone. */
  state(): RedisState;
  close(): Promise<void>;
}

/**
 * Where the rate limits count: on this instance without REDIS_URL, else in Redis with this
 * instance's own counters whenever Redis is away. Commands fail at once while it is disconnected
 * (no offline queue) and within REDIS_COUNT_TIMEOUT_MS when it hangs.
 */
export async function rateLimitCounters(redisUrl: string | undefined, log: FastifyBaseLogger): Promise<RateLimitCounters> {
  if (!redisUrl) return { state: () => 'off', close: async () => {} };
  const redis = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COUNT_TIMEOUT_MS,
    connectTimeout: REDIS_START_WAIT_MS,
  });
  const health = new RedisHealth(log);
  redis.on('error', (error: Error) => health.failed(error));
  redis.on('ready', () => health.answered());
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, REDIS_START_WAIT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  class Store extends SharedOrLocalStore {
    constructor(params: RateLimitOptions) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      super(new RedisStore(continueExceeding, exponentialBackoff, redis, NAMESPACE), new LocalStore(continueExceeding, exponentialBackoff), redis, health);
    }
  }
  return { store: Store, state: () => (health.worthAsking(redis) ? 'up' : 'down'), close: async () => redis.disconnect() };
}
