import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort, startServer, type RunningServer } from './server-process';

/**
 * Fleetvest as docs/deploy.md runs it, on this machine: instances on one PostgreSQL database and a
 * Redis of their own, behind HAProxy with deploy/haproxy.cfg, plus the faults operations meet (an
 * instance killed, the database ending connections, Redis gone, a rolling restart).
 */
export interface Cluster {
  /** The balancer's address: what customers use. */
  url: string;
  /** The instances' own addresses, for work that must not pass the balancer (setting up customers). */
  instanceUrls(): string[];
  /** kill -9 of one instance, then a new one on its port. */
  crashAndRestart(index: number): Promise<void>;
  /** SIGTERM to each instance in turn, a new one started once it has stopped, and back in rotation before the next. */
  rollingRestart(): Promise<void>;
  /** pg_terminate_backend of every connection to the app's database; how many there were. */
  terminateConnections(): Promise<number>;
  stopRedis(): Promise<void>;
  startRedis(): Promise<void>;
  /** Instances that ended when nobody stopped or killed them, and how. */
  crashes(): string[];
  /** Every exit code of an instance stopped with SIGTERM (0 is a clean shutdown). */
  shutdownCodes(): (number | null)[];
  stop(): Promise<void>;
}

/** HAProxy's health check: a second apart, two to take an instance in or out (deploy/haproxy.cfg). */
const BALANCER_RISE_MS = 2 * 1_000 + 500;
/** Longer than two failed checks, so the balancer stops sending work before the listener closes. */
const SHUTDOWN_NOTICE_SECONDS = 3;
const HAPROXY = '/usr/sbin/haproxy';

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what} not ready within ${timeoutMs} ms`);
}

const answers = (url: string) => async () => (await fetch(url)).ok;

/** A process of ours that must still be running when we stop it (HAProxy, Redis). */
function spawnTool(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

const ended = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * Starts `count` instances on `databaseUrl` (already migrated: `npm run migrate`), a Redis on a free
 * port, and HAProxy in front; resolves once the balancer answers ready. `compiled`: the instances
 * run the bundle `npm start` runs (built by `npm run build:server`).
 */
export async function startCluster({
  databaseUrl,
  count = 3,
  env = {},
  compiled = false,
}: {
  databaseUrl: string;
  count?: number;
  env?: Record<string, string>;
  compiled?: boolean;
}): Promise<Cluster> {
  const redisPort = await freePort();
  const startRedisProcess = async () => {
    const child = spawnTool('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
    await waitFor('redis', async () => {
      const { createConnection } = await import('node:net');
      return new Promise<boolean>((resolve) => {
        const socket = createConnection(redisPort, '127.0.0.1', () => {
          socket.end();
          resolve(true);
        }).on('error', () => resolve(false));
      });
    });
    return child;
  };
  let redis: ChildProcess | undefined = await startRedisProcess();

  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const instanceEnv = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    TRUST_PROXY: '127.0.0.1',
    SHUTDOWN_NOTICE_SECONDS: String(SHUTDOWN_NOTICE_SECONDS),
    DIST_DIR: '/nonexistent',
    ...env,
  };
  const start = (port: number) => startServer(port, instanceEnv, { compiled });
  const starting = await Promise.allSettled(ports.map(start));
  const instances: RunningServer[] = starting.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopEverything = async () => {
    for (const instance of instances) await instance.stop();
    redis?.kill('SIGKILL');
  };
  const failed = starting.find((result) => result.status === 'rejected');
  if (failed) {
    await stopEverything();
    throw failed.reason;
  }
  /** Instances we stopped or killed on purpose: their end is not a crash. */
  const retired = new Set<RunningServer>();
  const shutdownCodes: (number | null)[] = [];

  const listen = await freePort();
  const balancer = spawnTool(HAPROXY, ['-f', 'deploy/haproxy.cfg', '-db'], {
    FLEETVEST_LISTEN: `127.0.0.1:${listen}`,
    ...Object.fromEntries(ports.map((port, index) => [`FLEETVEST_APP${index + 1}`, `127.0.0.1:${port}`])),
  });
  const url = `http://127.0.0.1:${listen}`;
  try {
    await waitFor('the balancer', answers(`${url}/readyz`));
  } catch (error) {
    balancer.kill('SIGKILL');
    await stopEverything();
    throw error;
  }
  await sleep(BALANCER_RISE_MS);

  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const database = new URL(databaseUrl).pathname.slice(1);

  return {
    url,
    instanceUrls: () => instances.map((instance) => instance.url),
    async crashAndRestart(index) {
      retired.add(instances[index]!);
      await instances[index]!.crash();
      instances[index] = await start(ports[index]!);
      await sleep(BALANCER_RISE_MS);
    },
    async rollingRestart() {
      for (const [index, port] of ports.entries()) {
        retired.add(instances[index]!);
        shutdownCodes.push(await instances[index]!.stop());
        instances[index] = await start(port);
        await waitFor(`instance ${index + 1}`, answers(`${instances[index]!.url}/readyz`));
        await sleep(BALANCER_RISE_MS);
      }
    },
    async terminateConnections() {
      const { rows } = await admin.query<{ ended: string }>(
        'SELECT count(pg_terminate_backend(pid))::text AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [database],
      );
      return Number(rows[0]!.ended);
    },
    async stopRedis() {
      const child = redis;
      redis = undefined;
      child?.kill('SIGKILL');
      if (child) await ended(child);
    },
    async startRedis() {
      redis ??= await startRedisProcess();
    },
    crashes: () =>
      instances.flatMap((instance, index) => {
        const end = retired.has(instance) ? undefined : instance.ended();
        return end ? [`instance ${index + 1} ended: code ${end.code}, signal ${end.signal}`] : [];
      }),
    shutdownCodes: () => [...shutdownCodes],
    async stop() {
      await admin.end().catch(() => undefined);
      for (const instance of instances) {
        retired.add(instance);
        shutdownCodes.push(await instance.stop());
      }
      balancer.kill('SIGTERM');
      await ended(balancer);
      redis?.kill('SIGKILL');
      if (redis) await ended(redis);
    },
  };
}
