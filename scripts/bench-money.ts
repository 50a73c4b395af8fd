import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { billsEndpoints, walletEndpoints, API_PREFIX } from '../contract';
import { signedInCustomer } from './lib/customer-journey';
import { withFreshPostgres } from './lib/fresh-postgres';
import { freePort, startServer, type RunningServer } from './lib/server-process';
import { median } from './lib/stats';

/**
 * `npm run bench:money`: money writes a second on one instance, PGlite and PostgreSQL: withdrawals
 * (sandbox bank, paid at once) and airtime purchases (sandbox VTU, completed at once), each PIN
 * checked, at CONNECTIONS connections: one customer per connection, as a customer's own checks take
 * turns (docs/rules.md §PIN). Not part of `npm test`. PostgreSQL: BENCH_DATABASE_URL (default the
 * local test server); BENCH_SECONDS per row (default 10); `-- --only pglite` or `-- --only postgres`;
 * the server runs the bundle `npm start` runs (the script builds it first); `-- --tsx` runs it through tsx;
 * `-- --url http://127.0.0.1:8080` measures a server already running (one started under
 * `node --cpu-prof`, say) instead of starting its own.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PIN = '1234';

interface Row {
  target: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** One connection per customer, all at once: summed req/s, the median of the medians, the worst p99. */
async function measureTogether(target: string, runs: autocannon.Options[]): Promise<Row> {
  const results = await Promise.all(runs.map((options) => autocannon({ ...options, connections: 1, duration: DURATION_S })));
  return {
    target,
    rps: results.reduce((sum, result) => sum + result.requests.average, 0),
    p50: median(results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
  };
}

async function benchServer(label: string, server: Pick<RunningServer, 'url'>): Promise<Row[]> {
  const customers = [];
  // Sign-up hashes a password (the slow hash): a few at a time.
  for (let first = 0; first < CONNECTIONS; first += 5) {
    const batch = Array.from({ length: Math.min(5, CONNECTIONS - first) }, async () => {
      const customer = await signedInCustomer(server.url, `money-${randomBytes(4).toString('hex')}@example.com`);
      await customer.setPin(PIN);
      await customer.deposit(5_000_000);
      return customer;
    });
    customers.push(...(await Promise.all(batch)));
  }
  const post = (path: string, token: string, body: object): autocannon.Options => ({
    url: `${server.url}${API_PREFIX}/${path}`,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return [
    await measureTogether(
      `withdrawals (${label})`,
      customers.map((c) => post(walletEndpoints.makeWithdrawal.path, c.token, { amount: '20', bank: '058', accountnumber: '0123456789', pin: PIN })),
    ),
    await measureTogether(
      `airtime (${label})`,
      customers.map((c) => post(billsEndpoints.buyAirtime.path, c.token, { network: '01', number: '08031234567', amount: '50', pin: PIN })),
    ),
  ];
}

async function withServer<T>(env: Record<string, string>, run: (server: RunningServer) => Promise<T>) {
  const server = await startServer(await freePort(), { WITHDRAWAL_DAILY_LIMIT: '100000000', ...env }, { compiled: !process.argv.includes('--tsx') });
  try {
    return await run(server);
  } finally {
    await server.stop();
  }
}

async function main() {
  const option = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  const only = option('--only');
  const given = option('--url');
  const rows: Row[] = [];
  if (given) rows.push(...(await benchServer(given, { url: given })));
  else if (only !== 'postgres') rows.push(...(await withServer({}, (server) => benchServer('PGlite', server))));
  if (!given && only !== 'pglite') {
    rows.push(
      ...(await withFreshPostgres(PG_ADMIN_URL, 'fv_bench', (url) => withServer({ DATABASE_URL: url }, (server) => benchServer('PostgreSQL', server)))),
    );
  }
  console.log(`\n${CONNECTIONS} connections (one customer each), ${DURATION_S} s a row, one instance, ${availableParallelism()} cores`);
  console.log('target'.padEnd(24), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'non-2xx'.padStart(8));
  for (const row of rows) {
    console.log(
      row.target.padEnd(24),
      row.rps.toFixed(0).padStart(8),
      String(row.p50).padStart(8),
      String(row.p99).padStart(8),
      String(row.non2xx).padStart(8),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
