import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolWatch } from '../db/client';
import type { PassObserver } from '../jobs/repeat';
import { ProviderRejected, ProviderUnavailable } from '../providers/errors';

/** One band of money waiting on a provider, as modules/held reports it. */
interface HeldBand {
  kind: string;
  band: string;
  count: number;
  kobo: number;
}

export interface MetricsSources {
  /** The PostgreSQL pool, when there is one. */
  pool?: PoolWatch;
  /** The money held with providers right now, by kind and age band. */
  held: () => Promise<HeldBand[]>;
  /** The password-hashing queue. */
  hashing: { readonly waiting: number; watchWaits(watcher: (waitedSeconds: number) => void): () => void };
  /** The clock, for how long ago a job last finished. */
  now: () => Date;
  /** Also the process's own series (CPU, memory, event loop), which keep timers of their own: only where someone scrapes. */
  processMetrics: boolean;
}

/** A scrape reads held money at most this often: the sums come from the database. */
const HELD_CACHE_MS = 5_000;

/**
 * The operator's view (docs/deploy.md §Metrics): one registry per app, so that tests building many
 * apps in one process never meet a metric registered twice. Every series is named there.
 */
export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  if (sources.processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Histogram({
    name: 'fleetvest_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status; its _count is the request rate.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  const { pool } = sources;
  new Gauge({
    name: 'fleetvest_db_pool_connections',
    help: 'PostgreSQL pool connections: in_use, idle, and requests waiting for one.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      if (!pool) return;
      const { total, idle, waiting } = pool.counts();
      this.set({ state: 'in_use' }, total - idle);
      this.set({ state: 'idle' }, idle);
      this.set({ state: 'waiting' }, waiting);
    },
  });
  const acquire = new Histogram({
    name: 'fleetvest_db_pool_acquire_seconds',
    help: 'How long a query or transaction waited for a pool connection.',
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
    registers,
  });
  const unwatchPool = pool?.watchAcquires((seconds) => acquire.observe(seconds));

  const jobDuration = new Histogram({
    name: 'fleetvest_job_duration_seconds',
    help: 'How long one pass of a background job took, by job and outcome (ok, failed).',
    labelNames: ['job', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers,
  });
  const lastSuccess = new Map<string, number>();
  new Gauge({
    name: 'fleetvest_job_lag_seconds',
    help: 'Seconds since a job last finished a pass without failing: how far behind it runs.',
    labelNames: ['job'] as const,
    registers,
    collect() {
      const now = sources.now().getTime();
      for (const [job, at] of lastSuccess) this.set({ job }, (now - at) / 1000);
    },
  });
  const observePass: PassObserver = (job, seconds, failed) => {
    jobDuration.observe({ job, outcome: failed ? 'failed' : 'ok' }, seconds);
    if (!failed) lastSuccess.set(job, sources.now().getTime());
  };

  let held: { at: number; bands: Promise<HeldBand[]> } | undefined;
  const heldBands = () => {
    const now = Date.now();
    if (!held || now - held.at >= HELD_CACHE_MS) held = { at: now, bands: sources.held() };
    return held.bands;
  };
  const heldGauge = (name: string, help: string, value: (band: HeldBand) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['kind', 'age_band'] as const,
      registers,
      async collect() {
        for (const band of await heldBands()) this.set({ kind: band.kind, age_band: band.band }, value(band));
      },
    });
  heldGauge('fleetvest_held_kobo', 'Money waiting on a provider, in kobo, by kind (deposit, withdrawal, bill) and age band.', (band) => band.kobo);
  heldGauge('fleetvest_held_count', 'Operations waiting on a provider, by kind and age band.', (band) => band.count);

  const providerErrors = new Counter({
    name: 'fleetvest_provider_errors_total',
    help: 'Provider calls that failed, by provider, operation and code (timeout, unreachable, http_<status>, refused, rejected, bad_answer, unknown_status).',
    labelNames: ['provider', 'operation', 'code'] as const,
    registers,
  });

  new Gauge({
    name: 'fleetvest_hash_queue_waiting',
    help: 'Password hashes waiting for a turn.',
    registers,
    collect() {
      this.set(sources.hashing.waiting);
    },
  });
  const hashWait = new Histogram({
    name: 'fleetvest_hash_queue_wait_seconds',
    help: 'How long a password hash waited for its turn.',
    buckets: [0.001, 0.01, 0.05, 0.1, 0.5, 1, 2, 5],
    registers,
  });
  const unwatchHashing = sources.hashing.watchWaits((seconds) => hashWait.observe(seconds));

  const sseStreams = new Gauge({ name: 'fleetvest_sse_streams_open', help: 'Live-update streams open on this instance.', registers });

  return {
    registry,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requests.observe({ method, route, status: String(status) }, seconds);
    },
    observePass,
    /** Wraps a provider adapter so that every failed call it makes is counted. */
    countErrors<T extends object>(provider: string, adapter: T): T {
      return countFailures(adapter, (operation, error) => providerErrors.inc({ provider, operation, code: errorCode(error) }));
    },
    sseStreams,
    /** Stops listening to the pool and the hashing queue (the app closes). */
    stop() {
      unwatchPool?.();
      unwatchHashing();
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const errorCode = (error: unknown): string => (error instanceof ProviderUnavailable || error instanceof ProviderRejected ? error.code : 'other');

/** `adapter`, with every method's rejected promise reported to `failed` on its way to the caller. */
function countFailures<T extends object>(adapter: T, failed: (operation: string, error: unknown) => void): T {
  return new Proxy(adapter, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        if (!(result instanceof Promise)) return result;
        return result.catch((error: unknown) => {
          failed(property, error);
          throw error;
        });
      };
    },
  });
}
