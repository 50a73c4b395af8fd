import { describe, expect, it } from 'vitest';
import { runClusterFaults } from '../scripts/lib/cluster-faults';
import { withFreshPostgres } from '../scripts/lib/fresh-postgres';

/**
 * Three instances behind HAProxy (deploy/haproxy.cfg) on PostgreSQL and Redis, as docs/deploy.md
 * runs them, under a burst of money calls through the balancer: `npm run bench:cluster` in small.
 * Whatever strikes, no money is lost or made, no instance dies on its own, nothing answers 500,
 * and every keyed call ends in a definite answer.
 */
const adminUrl = process.env.TEST_DATABASE_URL!;
const TIMEOUT_MS = 240_000;

describe('three instances behind the balancer', () => {
  it(
    'survive a kill -9, the database ending every connection every 4 s, Redis gone for 8 s and a rolling restart, with every kobo accounted for',
    async () => {
      const run = await withFreshPostgres(adminUrl, 'fv_cluster_faults', (databaseUrl) =>
        runClusterFaults({
          databaseUrl,
          customers: 12,
          operations: 120,
          concurrency: 20,
          plan: { terminateEveryMs: 4_000, killAtMs: 2_000, redis: { stopAtMs: 5_000, downMs: 8_000 }, rollingAtMs: 9_000 },
        }),
      );
      expect(run.connectionsEnded).toBeGreaterThan(0);
      expect(run.operations).toBeGreaterThanOrEqual(120);
      expect(run.crashes).toEqual([]);
      expect(run.shutdownCodes).toEqual([0, 0, 0, 0, 0, 0]);
      expect(run.non2xx['500']).toBeUndefined();
      expect(run.undecided).toBe(0);
      expect(run.ledgerProblems).toEqual([]);
      expect(run.historyMismatches).toEqual([]);
      expect(run.customers).toBe(12);
    },
    TIMEOUT_MS,
  );

  it(
    'restart one after another during a burst without failing a single request',
    async () => {
      const run = await withFreshPostgres(adminUrl, 'fv_cluster_rolling', (databaseUrl) =>
        runClusterFaults({ databaseUrl, customers: 6, operations: 40, concurrency: 10, plan: { rollingAtMs: 1_000 } }),
      );
      // Definite answers of the app alone: the checkout's redirect, and refusals such as a declined transfer.
      expect(Object.keys(run.non2xx).filter((status) => status !== '303' && status !== '422')).toEqual([]);
      expect(run.shutdownCodes).toEqual([0, 0, 0, 0, 0, 0]);
      expect(run.crashes).toEqual([]);
      expect(run.ledgerProblems).toEqual([]);
      expect(run.historyMismatches).toEqual([]);
    },
    TIMEOUT_MS,
  );
});
