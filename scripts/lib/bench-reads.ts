import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { signedInCustomer } from './customer-journey';
import { withFreshPostgres } from './fresh-postgres';
import { freePort, startServer } from './server-process';
import { median } from './stats';

/**
 * The reads half of `npm run bench:api` (docs/performance.md §Server): the product's GET
 * customer, fetchplans and history page beside a minimal Fastify + pg server that sends the same
 * SQL and answers the same JSON (scripts/bench-api-baseline.ts), run twice over: with plain
 * statements, as a minimal server sends them, and with statements prepared once per connection
 * as the product's are. All three on one PostgreSQL database, in interleaved rounds.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_READ_SECONDS ?? 3);
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 10;
const HISTORY_ROWS = 15;
/** Linux counts a process's CPU time in ticks of 1/100 s (USER_HZ). */
const TICK_MS = 10;

/** BENCH_READ_ROUTES (words, comma-separated) keeps the routes whose label has one of them: `customer`. */
const ROUTES = [
  { label: 'GET customer', path: '/api/v1/customer' },
  { label: 'GET fetchplans', path: '/api/v1/customer/fetchplans' },
  { label: 'GET history page', path: '/api/v1/customer/funding/fetchall?perpage=10&page=1' },
].filter((route) => !process.env.BENCH_READ_ROUTES || process.env.BENCH_READ_ROUTES.split(',').some((word) => route.label.includes(word)));

/** The minimal server with plain statements, and with prepared ones. */
const BASELINES = ['plain', 'prepared'] as const;
type Baseline = (typeof BASELINES)[number];

interface Target {
  name: 'product' | Baseline;
  url: string;
  pid: number;
}

interface Sample {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  cpuMs: number;
  non2xx: number;
}

export interface ReadRow {
  route: string;
  product: Sample;
  baselines: Record<Baseline, Sample>;
  /** For each baseline, the median of each round's product req/s over the baseline's in the same round. */
  ratios: Record<Baseline, number>;
}

/** User plus system CPU time of a process so far, in ms. */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // After the name: state is field 3, utime 14 and stime 15 (1-based, proc(5)).
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
};

async function hit(target: Target, path: string, token: string, seconds: number): Promise<Sample> {
  const before = cpuMs(target.pid);
  const result = await autocannon({
    url: `${target.url}${path}`,
    headers: { authorization: `Bearer ${token}` },
    connections: CONNECTIONS,
    duration: seconds,
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMs: cpuMs(target.pid) - before,
    non2xx: result.non2xx + result.errors,
  };
}

/** The servers answer each route alike (up to the instant a plan's maturity is computed from). */
async function sameAnswers(targets: Target[], token: string) {
  for (const route of ROUTES) {
    const [product, ...baselines] = await Promise.all(
      targets.map(async (target) => {
        const res = await fetch(`${target.url}${route.path}`, { headers: { authorization: `Bearer ${token}` } });
        if (!res.ok) throw new Error(`${target.name} ${route.path}: ${res.status}`);
        return JSON.parse((await res.text()).replace(/"proposedmaturitydate":"(\d{4}-\d{2}-\d{2})T[^"]*"/g, '"proposedmaturitydate":"$1"')) as unknown;
      }),
    );
    baselines.forEach((baseline, index) => {
      if (!isDeepStrictEqual(product, baseline)) {
        const name = targets[index + 1]!.name;
        throw new Error(`${route.path}: the ${name} baseline answers differently\nproduct:  ${JSON.stringify(product)}\n${name}: ${JSON.stringify(baseline)}`);
      }
    });
  }
}

/**
 * The baseline as JavaScript compiled ahead, as `npm start` runs the product: beside the bundle,
 * its packages loaded from node_modules.
 */
async function compiledBaseline(): Promise<string> {
  const outfile = 'dist-server/bench-api-baseline.js';
  await build({
    entryPoints: ['scripts/bench-api-baseline.ts'],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  return outfile;
}

async function startBaseline(databaseUrl: string, entry: string[], statements: Baseline) {
  const port = await freePort();
  const child = spawn(process.execPath, [...entry, `--${statements}`], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM'))));
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the ${statements} baseline exited with code ${child.exitCode}`);
    const up = await fetch(`${url}/api/v1/customer`).then(
      (res) => res.status === 401,
      () => false,
    );
    if (up) break;
    if (tries > 150) {
      await stop();
      throw new Error(`the ${statements} baseline did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { target: { name: statements, url, pid: child.pid! } satisfies Target, stop };
}

const perSecond = (sample: Sample) => sample.requests / sample.seconds;

const total = (samples: Sample[]): Sample => {
  const sum = (pick: (sample: Sample) => number) => samples.reduce((acc, sample) => acc + pick(sample), 0);
  const medianOf = (pick: (sample: Sample) => number) => median(samples.map(pick));
  return {
    requests: sum((s) => s.requests),
    seconds: sum((s) => s.seconds),
    p50: medianOf((s) => s.p50),
    p99: medianOf((s) => s.p99),
    cpuMs: sum((s) => s.cpuMs),
    non2xx: sum((s) => s.non2xx),
  };
};

/**
 * Runs the rounds on a fresh database on the PostgreSQL server at `adminUrl`. `compiled`: the
 * product as `npm start` runs it (the bundle of `npm run build:server`) and the baseline compiled
 * ahead too, instead of both through tsx.
 */
export async function benchReads(adminUrl: string, compiled: boolean): Promise<ReadRow[]> {
  return withFreshPostgres(adminUrl, 'fv_bench_reads', async (databaseUrl) => {
    const server = await startServer(await freePort(), { DATABASE_URL: databaseUrl }, { compiled });
    try {
      const customer = await signedInCustomer(server.url, `reads-${randomBytes(4).toString('hex')}@example.com`);
      // A full first page of history, and a second.
      for (let i = 0; i < HISTORY_ROWS; i += 1) await customer.deposit(100 + i);
      // Built once, before both start from it.
      const entry = compiled ? [await compiledBaseline()] : ['--import', 'tsx', 'scripts/bench-api-baseline.ts'];
      const starting = await Promise.allSettled(BASELINES.map((statements) => startBaseline(databaseUrl, entry, statements)));
      const baselines = starting.flatMap((started) => (started.status === 'fulfilled' ? [started.value] : []));
      try {
        const failed = starting.find((started) => started.status === 'rejected');
        if (failed) throw failed.reason;
        const targets: Target[] = [{ name: 'product', url: server.url, pid: server.pid }, ...baselines.map((baseline) => baseline.target)];
        await sameAnswers(targets, customer.token);
        for (const route of ROUTES) for (const target of targets) await hit(target, route.path, customer.token, WARM_UP_SECONDS);
        const samples = new Map(ROUTES.map((route) => [route.label, new Map<Target['name'], Sample[]>(targets.map((target) => [target.name, []]))]));
        for (let round = 0; round < ROUNDS; round += 1) {
          for (const route of ROUTES) {
            // Who goes first turns round, so none always meets another's after-effects.
            for (const [i] of targets.entries()) {
              const target = targets[(i + round) % targets.length]!;
              samples
                .get(route.label)!
                .get(target.name)!
                .push(await hit(target, route.path, customer.token, SECONDS));
            }
          }
        }
        return ROUTES.map((route) => {
          const of = samples.get(route.label)!;
          const product = of.get('product')!;
          const ratioTo = (baseline: Baseline) => median(product.map((sample, round) => perSecond(sample) / perSecond(of.get(baseline)![round]!)));
          return {
            route: route.label,
            product: total(product),
            baselines: { plain: total(of.get('plain')!), prepared: total(of.get('prepared')!) },
            ratios: { plain: ratioTo('plain'), prepared: ratioTo('prepared') },
          };
        });
      } finally {
        await Promise.all(baselines.map((baseline) => baseline.stop()));
      }
    } finally {
      await server.stop();
    }
  });
}

const cpuPerRequest = (sample: Sample) => (sample.requests > 0 ? (sample.cpuMs * 1000) / sample.requests : 0);

/** The table the run prints: one row a route, the product beside the two baselines. */
export function readsTable(rows: ReadRow[], compiled: boolean): string {
  const head = [
    'route',
    'product req/s',
    'plain req/s',
    'ratio',
    'prepared req/s',
    'ratio',
    'p50/p99 ms product',
    'plain',
    'prepared',
    'CPU µs/req product',
    'plain',
    'prepared',
    'non-2xx',
  ];
  const latency = (sample: Sample) => `${sample.p50}/${sample.p99}`;
  const lines = rows.map((row) => [
    row.route,
    perSecond(row.product).toFixed(0),
    perSecond(row.baselines.plain).toFixed(0),
    row.ratios.plain.toFixed(2),
    perSecond(row.baselines.prepared).toFixed(0),
    row.ratios.prepared.toFixed(2),
    latency(row.product),
    latency(row.baselines.plain),
    latency(row.baselines.prepared),
    cpuPerRequest(row.product).toFixed(0),
    cpuPerRequest(row.baselines.plain).toFixed(0),
    cpuPerRequest(row.baselines.prepared).toFixed(0),
    String(row.product.non2xx + row.baselines.plain.non2xx + row.baselines.prepared.non2xx),
  ]);
  const widths = head.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  return [
    `${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s per route and server, PostgreSQL, log level warn, ${compiled ? 'all compiled ahead (the product as the bundle npm start runs)' : 'all through tsx'}.`,
    'plain: the minimal server sending plain statements; prepared: the same server preparing them once per connection, as the product does.',
    "req/s over all rounds; ratio: the median of the rounds' product/baseline; p50/p99: medians of the rounds; CPU: the server process's own, user + system.",
    format(head),
    `|${widths.map((width, i) => (i === 0 ? `${'-'.repeat(width + 1)}-` : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
    ...lines.map(format),
  ].join('\n');
}
