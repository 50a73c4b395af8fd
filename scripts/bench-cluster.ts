import { textTable } from '../server/lib/command-result';
import { runClusterFaults } from './lib/cluster-faults';
import { withFreshPostgres } from './lib/fresh-postgres';

/**
 * `npm run bench:cluster`: three instances on PostgreSQL and Redis behind HAProxy
 * (deploy/haproxy.cfg), a mixed burst of money calls through the balancer (BENCH_OPERATIONS, at
 * least 5,000, 50 at a time) while an instance is killed with kill -9, every app connection is
 * ended every 8 s, Redis is stopped for 20 s and all three instances are restarted in turn. Then
 * requests/s, latency percentiles per operation (first request to definite answer), every non-2xx
 * answer by status, crashes, the ledger check and every customer's balances against the history.
 * Exits 1 when money or an instance was lost. The instances run the bundle `npm start` runs. Not
 * part of `npm test`, which runs a smaller one.
 */
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const OPERATIONS = Number(process.env.BENCH_OPERATIONS ?? 5_000);

const run = await withFreshPostgres(ADMIN_URL, 'fv_bench_cluster', (databaseUrl) =>
  runClusterFaults({
    databaseUrl,
    customers: 100,
    operations: OPERATIONS,
    concurrency: 50,
    compiled: true,
    plan: { terminateEveryMs: 8_000, killAtMs: 5_000, redis: { stopAtMs: 12_000, downMs: 20_000 }, rollingAtMs: 36_000 },
  }),
);

const ms = (value: number) => `${Math.round(value)} ms`;
console.log(
  textTable([
    ['measure', 'value'],
    ['operations', String(run.operations)],
    ['requests (retries included)', String(run.requests)],
    ['requests/s', run.requestsPerSecond.toFixed(1)],
    ['operation p50 / p95 / p99', `${ms(run.p50)} / ${ms(run.p95)} / ${ms(run.p99)}`],
    [
      'non-2xx by status',
      Object.entries(run.non2xx)
        .map(([status, n]) => `${status}: ${n}`)
        .join(', ') || 'none',
    ],
    ['operations without a definite answer', String(run.undecided)],
    ['app connections ended', String(run.connectionsEnded)],
    ['crashes', run.crashes.length === 0 ? '0' : run.crashes.join('; ')],
    ['exit codes after SIGTERM', run.shutdownCodes.join(' ')],
    ['ledger:check', run.ledgerProblems.length === 0 ? 'OK' : run.ledgerProblems.join('; ')],
    ['customers whose balances differ from their history', `${run.historyMismatches.length} of ${run.customers}`],
  ]),
);
for (const mismatch of run.historyMismatches) console.log(`  ${mismatch}`);
const lost = run.ledgerProblems.length + run.historyMismatches.length + run.crashes.length + run.undecided + (run.non2xx['500'] ?? 0);
process.exitCode = lost === 0 ? 0 : 1;
