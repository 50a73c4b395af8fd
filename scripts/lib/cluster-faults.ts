import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { startCluster } from './cluster';
import { checkMoney } from './money-check';
import { moneyBurst, prepareCustomers } from './money-burst';
import { percentile } from './stats';

/** When each fault strikes, in ms from the burst's start; a fault left out does not happen. */
export interface FaultPlan {
  terminateEveryMs?: number;
  killAtMs?: number;
  redis?: { stopAtMs: number; downMs: number };
  rollingAtMs?: number;
}

export interface ClusterRun {
  operations: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Every answer that was not 2xx, by status (`no answer` for a lost connection), retries included. */
  non2xx: Record<string, number>;
  undecided: number;
  crashes: string[];
  shutdownCodes: (number | null)[];
  connectionsEnded: number;
  customers: number;
  ledgerProblems: string[];
  historyMismatches: string[];
}

/** `npm run migrate` on `databaseUrl`, as docs/deploy.md runs it before the instances start. */
export const migrate = (databaseUrl: string) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'ignore' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`migrate exited ${code}`))));
  });

/**
 * Three instances behind HAProxy on `databaseUrl` (empty), a burst of money calls through the
 * balancer while the faults of `plan` strike, then the money checked: what bench:cluster reports
 * and the fault test asserts.
 */
export async function runClusterFaults({
  databaseUrl,
  customers: customerCount,
  operations,
  concurrency,
  plan,
  compiled = false,
}: {
  databaseUrl: string;
  customers: number;
  operations: number;
  concurrency: number;
  plan: FaultPlan;
  /** The instances run the bundle `npm start` runs. */
  compiled?: boolean;
}): Promise<ClusterRun> {
  await migrate(databaseUrl);
  const cluster = await startCluster({ databaseUrl, compiled });
  let connectionsEnded = 0;
  try {
    const customers = await prepareCustomers(cluster.instanceUrls(), customerCount, 200_000);
    let faultsOver = false;
    const { terminateEveryMs, killAtMs, redis, rollingAtMs } = plan;
    const terminating = (async () => {
      while (terminateEveryMs !== undefined && !faultsOver) {
        await sleep(terminateEveryMs);
        if (!faultsOver) connectionsEnded += await cluster.terminateConnections();
      }
    })();
    const at = async (ms: number | undefined, fault: () => Promise<void>) => {
      if (ms === undefined) return;
      await sleep(ms);
      await fault();
    };
    const faults = Promise.all([
      at(killAtMs, () => cluster.crashAndRestart(1)),
      at(redis?.stopAtMs, async () => {
        await cluster.stopRedis();
        await sleep(redis!.downMs);
        await cluster.startRedis();
      }),
      at(rollingAtMs, () => cluster.rollingRestart()),
    ]).finally(() => (faultsOver = true));
    const burst = await moneyBurst({ url: cluster.url, customers, operations, concurrency, keepGoing: faults });
    await faults;
    await terminating;
    const crashes = cluster.crashes();
    await cluster.stop();
    const money = await checkMoney(databaseUrl);
    const non2xx = Object.fromEntries(
      [...burst.statuses].filter(([status]) => typeof status !== 'number' || status >= 300).map(([status, n]) => [String(status), n]),
    );
    return {
      operations: burst.operations,
      requests: burst.requests,
      requestsPerSecond: burst.requests / (burst.elapsedMs / 1000),
      p50: percentile(burst.latenciesMs, 0.5),
      p95: percentile(burst.latenciesMs, 0.95),
      p99: percentile(burst.latenciesMs, 0.99),
      non2xx,
      undecided: burst.undecided,
      crashes,
      shutdownCodes: cluster.shutdownCodes(),
      connectionsEnded,
      ...money,
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
