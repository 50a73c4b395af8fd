import { getTableColumns, type Table } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { presentCustomer } from '../server/modules/customer';
import { presentPlan } from '../server/modules/investments/present';
import { periodRuleOf } from '../server/modules/investments/context';
import { stopDateFor } from '../server/modules/investments/schedule';
import { presentTransaction } from '../server/modules/transactions/present';
import { hashToken } from '../server/lib/secrets';
import { BASELINE_QUERIES, type BaselineQuery } from './lib/api-baseline-queries';
import { customers, plans, transactions } from '../server/db/schema';

/**
 * The minimal server `npm run bench:api` measures the product against (docs/performance.md
 * §Server): plain Fastify and node-postgres, no plugins, at log level warn. Per request it sends
 * the product's SQL (the same session lookup and the same data statements) over a pool of the
 * product's size, and it answers the same JSON, built by the product's own presenters.
 * Its argument says how the statements go: `--plain` (the default) as node-postgres sends a query
 * with values, parsed and planned by PostgreSQL each time; `--prepared` named, each prepared once
 * per connection as the product's are, the stricter reference. Run by the benchmark only:
 * `DATABASE_URL=... PORT=... tsx scripts/bench-api-baseline.ts [--prepared]`.
 */
const PAGE_SIZE = 10;
const SESSION_LAST_USED_EVERY_MS = 60_000;

pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// drizzle's `date` columns in string mode: the text as PostgreSQL sends it.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: { level: 'warn' } });

const prepared = process.argv.includes('--prepared');

const run = async <T>(query: BaselineQuery, values: unknown[]) =>
  (await pool.query<T & pg.QueryResultRow>(prepared ? { name: query.name, text: query.text, values } : { text: query.text, values })).rows;

/** Column names to the row's field names, as drizzle's select() gives them. */
const rowOf = <T>(table: Table) => {
  const fields = Object.entries(getTableColumns(table)).map(([field, column]) => [field, column.name] as const);
  return (row: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    for (const [field, column] of fields) out[field] = row[column];
    return out as T;
  };
};
const customerRow = rowOf<typeof customers.$inferSelect>(customers);
const planRow = rowOf<typeof plans.$inferSelect>(plans);
const transactionRow = rowOf<typeof transactions.$inferSelect>(transactions);

class Unauthenticated extends Error {}

async function authenticate(header: string | undefined): Promise<number> {
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
  if (!token) throw new Unauthenticated();
  const now = new Date();
  const [row] = await run<{ id: number; customer_id: number; last_used_at: Date }>(BASELINE_QUERIES.session, [hashToken(token), now.toISOString()]);
  if (!row) throw new Unauthenticated();
  const stale = new Date(now.getTime() - SESSION_LAST_USED_EVERY_MS);
  if (row.last_used_at <= stale) await run(BASELINE_QUERIES.touchSession, [now.toISOString(), row.id, stale.toISOString()]);
  return row.customer_id;
}

app.setErrorHandler(async (error, _request, reply) => {
  if (error instanceof Unauthenticated) return reply.code(401).send({ status: 'error', message: 'Unauthenticated.' });
  throw error;
});

app.get('/api/v1/customer', async (request) => {
  const customerId = await authenticate(request.headers.authorization);
  const [row] = await run<Record<string, unknown>>(BASELINE_QUERIES.customer, [customerId]);
  const customer = row ? customerRow(row) : undefined;
  if (!customer || customer.deletedAt) throw new Unauthenticated();
  return { status: 'success', customer: presentCustomer(customer) };
});

app.get('/api/v1/customer/fetchplans', async (request) => {
  await authenticate(request.headers.authorization);
  const rows = (await run<Record<string, unknown>>(BASELINE_QUERIES.plans, [])).map(planRow);
  const now = new Date();
  const periodSeconds = process.env.PERIOD_SECONDS ? Number(process.env.PERIOD_SECONDS) : undefined;
  return { status: 'success', data: rows.map((row) => presentPlan(row, stopDateFor(now, row.noOf, periodRuleOf({ periodSeconds }, row.duration)))) };
});

app.get<{ Querystring: { page?: string } }>('/api/v1/customer/funding/fetchall', async (request, reply) => {
  const customerId = await authenticate(request.headers.authorization);
  const page = Number(request.query.page ?? '1');
  if (!Number.isSafeInteger(page) || page < 1) return reply.code(422).send({ status: 'error', message: 'page' });
  const [total] = await run<{ count: number }>(BASELINE_QUERIES.historyCount, [customerId]);
  const rows = await run<Record<string, unknown>>(BASELINE_QUERIES.historyPage, [customerId, PAGE_SIZE, (page - 1) * PAGE_SIZE]);
  return {
    status: 'success',
    data: rows.map((row) => presentTransaction(transactionRow(row))),
    current_page: page,
    last_page: Math.max(1, Math.ceil((total?.count ?? 0) / PAGE_SIZE)),
  };
});

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
