import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { benchReads, readsTable } from './lib/bench-reads';
import { signedInCustomer } from './lib/customer-journey';
import { withFreshPostgres } from './lib/fresh-postgres';
import { startServer, type RunningServer } from './lib/server-process';

/**
 * `npm run bench:api`: requests/s and p99 latency of GET /api/v1/customer and POST makewithdrawal
 * (sandbox bank) on PGlite and on PostgreSQL, beside a bare Node http server on the same machine in
 * the same run; then the reads beside a minimal Fastify + pg server (scripts/lib/bench-reads.ts).
 * `-- --reads` runs only the reads. The reads run the bundle `npm start` runs (`npm run bench:api`
 * builds it first), beside the baseline compiled ahead too; `-- --tsx` runs both through tsx
 * instead. Not part of `npm test`. PostgreSQL: BENCH_DATABASE_URL (default TEST_DATABASE_URL, else
 * the local test server).
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Row {
  target: string;
  rps: number;
  p99: number;
  non2xx: number;
}

async function measure(target: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  return { target, rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

/** The same request from several customers at once, one connection each: summed req/s, worst p99. */
async function measureTogether(target: string, runs: autocannon.Options[]): Promise<Row> {
  const results = await Promise.all(runs.map((options) => measure(target, { ...options, connections: 1 })));
  return {
    target,
    rps: results.reduce((sum, row) => sum + row.rps, 0),
    p99: Math.max(...results.map((row) => row.p99)),
    non2xx: results.reduce((sum, row) => sum + row.non2xx, 0),
  };
}

async function benchServer(label: string, server: RunningServer): Promise<Row[]> {
  const customers = await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const customer = await signedInCustomer(server.url, `bench-${randomBytes(4).toString('hex')}@example.com`);
      await customer.setPin('1234');
      await customer.deposit(5_000_000);
      return customer;
    }),
  );
  const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
  const withdrawal = (token: string): autocannon.Options => ({
    url: `${server.url}/api/v1/customer/withdrawal/makewithdrawal`,
    method: 'POST',
    headers: auth(token),
    body: JSON.stringify({ amount: '20', bank: '058', accountnumber: '0123456789', pin: '1234' }),
  });
  const first = customers[0]!;
  return [
    await measure(`GET /api/v1/customer (${label})`, { url: `${server.url}/api/v1/customer`, headers: auth(first.token) }),
    // One customer's PIN checks take turns, so one customer's burst runs one scrypt at a time.
    await measure(`POST makewithdrawal, 1 customer (${label})`, withdrawal(first.token)),
    await measureTogether(
      `POST makewithdrawal, ${CONNECTIONS} customers (${label})`,
      customers.map((c) => withdrawal(c.token)),
    ),
  ];
}

async function withServer<T>(port: number, env: Record<string, string>, run: (server: RunningServer) => Promise<T>) {
  const server = await startServer(port, { WITHDRAWAL_DAILY_LIMIT: '100000000', ...env });
  try {
    return await run(server);
  } finally {
    await server.stop();
  }
}

async function bareNode(port: number): Promise<Row> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{"status":"success"}'); }).listen(${port}, '127.0.0.1')`,
    ],
    { stdio: 'ignore' },
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  try {
    return await measure('bare Node http server', { url: `http://127.0.0.1:${port}/` });
  } finally {
    child.kill();
  }
}

async function main() {
  const reads = process.argv.includes('--reads');
  const compiled = !process.argv.includes('--tsx');
  if (!reads) await writes();
  console.log(`\n${readsTable(await benchReads(PG_ADMIN_URL, compiled), compiled)}`);
}

async function writes() {
  const rows: Row[] = [];
  rows.push(await bareNode(8290));
  rows.push(...(await withServer(8291, {}, (server) => benchServer('PGlite', server))));
  rows.push(
    ...(await withFreshPostgres(PG_ADMIN_URL, 'fv_bench', (url) => withServer(8292, { DATABASE_URL: url }, (server) => benchServer('PostgreSQL', server)))),
  );
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, one machine (${(await import('node:os')).cpus().length} cores)`);
  console.log('target'.padEnd(52), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'non-2xx'.padStart(8));
  for (const row of rows) {
    console.log(row.target.padEnd(52), row.rps.toFixed(0).padStart(9), String(row.p99).padStart(8), String(row.non2xx).padStart(8));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
