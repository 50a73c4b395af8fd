import { textTable } from '../server/lib/command-result';
import { runClusterFaults, type ClusterRun, type FaultPlan } from './lib/cluster-faults';
import { withFreshPostgres } from './lib/fresh-postgres';

/**
 * `npm run bench:cluster`: three instances on PostgreSQL and Redis behind HAProxy
 * (deploy/haproxy.cfg), running the bundle `npm start` runs. A mixed burst of money calls through
 * the balancer (BENCH_OPERATIONS, at least 5,000, 50 at a time) runs twice: once with no fault,
 * then while an instance is killed with kill -9, every app connection is ended every 8 s, Redis is
 * stopped for 20 s and all three instances are restarted in turn. For each: requests/s, latency
 * percentiles per operation (first request to definite answer), every non-2xx answer by status,
 * crashes, the ledger check and every customer's balances against the history. Exits 1 when money
 * or an instance was lost. Not part of `npm test`, which runs a smaller one.
 */
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const OPERATIONS = Number(process.env.BENCH_OPERATIONS ?? 5_000);

/** The same burst twice, each on a fresh database: once with no fault, once with all of them. */
const PHASES: Array<{ name: string; plan: FaultPlan }> = [
  { name: 'quiet', plan: {} },
  {
    name: 'under faults',
    plan: { terminateEveryMs: 8_000, killAtMs: 5_000, redis: { stopAtMs: 12_000, downMs: 20_000 }, rollingAtMs: 36_000 },
  },
];

const runs: ClusterRun[] = [];
for (const { plan } of PHASES) {
  runs.push(
    await withFreshPostgres(ADMIN_URL, 'fv_bench_cluster', (databaseUrl) =>
      runClusterFaults({ databaseUrl, customers: 100, operations: OPERATIONS, concurrency: 50, compiled: true, plan }),
    ),
  );
}

const ms = (value: number) => `${Math.round(value)} ms`;
const row = (measure: string, value: (run: ClusterRun) => string) => [measure, ...runs.map(value)];
console.log(
  textTable([
    ['measure', ...PHASES.map((phase) => phase.name)],
    row('operations', (run) => String(run.operations)),
    row('requests (retries included)', (run) => String(run.requests)),
    row('requests/s', (run) => run.requestsPerSecond.toFixed(1)),
    row('operation p50 / p95 / p99', (run) => `${ms(run.p50)} / ${ms(run.p95)} / ${ms(run.p99)}`),
    row(
      'non-2xx by status',
      (run) =>
        Object.entries(run.non2xx)
          .map(([status, n]) => `${status}: ${n}`)
          .join(', ') || 'none',
    ),
    row('operations without a definite answer', (run) => String(run.undecided)),
    row('app connections ended', (run) => String(run.connectionsEnded)),
    row('crashes', (run) => (run.crashes.length === 0 ? '0' : run.crashes.join('; '))),
    row('exit codes after SIGTERM', (run) => run.shutdownCodes.join(' ')),
    row('ledger:check', (run) => (run.ledgerProblems.length === 0 ? 'OK' : run.ledgerProblems.join('; '))),
    row('customers whose balances differ from their history', (run) => `${run.historyMismatches.length} of ${run.customers}`),
  ]),
);
for (const mismatch of runs.flatMap((run) => run.historyMismatches)) console.log(`  ${mismatch}`);
const lost = runs.reduce(
  (sum, run) => sum + run.ledgerProblems.length + run.historyMismatches.length + run.crashes.length + run.undecided + (run.non2xx['500'] ?? 0),
  0,
);
process.exitCode = lost === 0 ? 0 : 1;
