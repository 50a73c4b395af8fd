import { describe, expect, it } from 'vitest';
import { authEndpoints } from '../contract';
import { startCluster } from '../scripts/lib/cluster';
import { migrate, runClusterFaults } from '../scripts/lib/cluster-faults';
import { withFreshPostgres } from '../scripts/lib/fresh-postgres';
import { ADDRESS_CEILING } from './http/rate-limits';
import { requestOverHttp } from './test/client';

/**
 * Three instances behind HAProxy (deploy/haproxy.cfg) on PostgreSQL and Redis, as docs/deploy.md
 * runs them, under a burst of money calls through the balancer: `npm run bench:cluster` in small.
 * Whatever strikes, no money is lost or made, no instance dies on its own, nothing answers 500,
 * and every keyed call ends in a definite answer.
 */
const adminUrl = process.env.TEST_DATABASE_URL!;
const TIMEOUT_MS = 240_000;
const PER_ADDRESS_LOGINS = ADDRESS_CEILING.max;

// Like the *.pg.test.ts files, it needs a PostgreSQL server: without TEST_DATABASE_URL there is none to run on.
describe.skipIf(!adminUrl)('three instances behind the balancer', () => {
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

  it(
    'count a client by the address the balancer saw, whatever X-Forwarded-For the client sent',
    async () => {
      await withFreshPostgres(adminUrl, 'fv_cluster_forwarded', async (databaseUrl) => {
        await migrate(databaseUrl);
        const cluster = await startCluster({ databaseUrl });
        try {
          // Logins allow ADDRESS_CEILING a minute per address, whoever they are for (docs/rules.md §Limits): an
          // address of the client's own choosing in each request must not make it a new client.
          const statuses: number[] = [];
          for (let attempt = 0; attempt <= PER_ADDRESS_LOGINS; attempt += 1) {
            const res = await requestOverHttp({ url: cluster.url }, authEndpoints.login, {
              headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
              body: { uniqueid: `nobody-${attempt}@example.com`, password: 'not the password' },
            });
            statuses.push(res.status);
            await res.arrayBuffer();
          }
          expect(statuses.slice(0, PER_ADDRESS_LOGINS)).not.toContain(429);
          expect(statuses[PER_ADDRESS_LOGINS]).toBe(429);
        } finally {
          await cluster.stop();
        }
      });
    },
    TIMEOUT_MS,
  );
});
