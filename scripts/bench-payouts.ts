import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { jsonRows, openDatabase, type Database } from '../server/db/client';
import { ledgerMovements, notifications, transactions } from '../server/db/schema';
import { payDuePayouts, addPlan, payoutSchedule, periodRule } from '../server/modules/investments';
import { verifyLedger } from '../server/modules/wallet';
import { withFreshPostgres } from './lib/fresh-postgres';

/**
 * `npm run bench:payouts`: how long the payout job takes to pay 100,000 due payouts (20,000
 * customers, each with a weekly investment five periods in arrears), on a fresh PostgreSQL
 * database on BENCH_DATABASE_URL's server and on PGlite in a temporary directory. Not part of
 * `npm test`. The investments are written in bulk, as buying them would leave them.
 */
const INVESTMENTS = 20_000;
const DUE_PERIODS = 5;
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BOUGHT_AT = new Date('2026-11-21T10:00:00+01:00');

async function seed(database: Database) {
  const db = database.db;
  const plan = await addPlan(db, {
    name: 'Bench weekly plan',
    amountKobo: 1_000_000,
    percentageBp: 1200,
    noOf: 20,
    duration: 1,
    category: 1,
    which: 1,
    unitsOffered: INVESTMENTS,
    unitsSold: INVESTMENTS,
  });
  const schedule = payoutSchedule({ costKobo: plan.amountKobo, percentageBp: plan.percentageBp, noOf: plan.noOf }, BOUGHT_AT, periodRule(1, undefined));
  await db.execute(sql`
    INSERT INTO customers (code_number, email, firstname, lastname, phonenumber, address, city, location)
    SELECT 'FV' || lpad(g::text, 8, '0'), 'bench-' || g || '@example.com', 'Bench', 'Customer', '08030000000', '1 Marina', 'Lagos', 'Lagos'
    FROM generate_series(1, ${INVESTMENTS}) AS g`);
  await db.execute(sql`
    INSERT INTO investments (reference, customer_id, plan_id, units, unit_amount_kobo, percentage_bp, no_of, duration,
                             cost_kobo, total_return_kobo, start_date, stop_date, created_at)
    SELECT 'FVIBENCH' || lpad(c.id::text, 8, '0'), c.id, ${plan.id}, 1, ${plan.amountKobo}, ${plan.percentageBp}, ${plan.noOf}, 1,
           ${plan.amountKobo}, ${schedule.totalKobo}, ${schedule.startDate.toISOString()}::timestamptz,
           ${schedule.stopDate.toISOString()}::timestamptz, ${BOUGHT_AT.toISOString()}::timestamptz
    FROM customers c`);
  await db.execute(sql`
    INSERT INTO payouts (investment_id, customer_id, period, amount_kobo, due_at)
    SELECT i.id, i.customer_id, s.period, s.amount_kobo, s.due_at
    FROM investments i
    CROSS JOIN ${jsonRows(schedule.payouts.map((p) => ({ period: p.period, amount_kobo: p.amountKobo, due_at: p.dueAt })))}
      AS s(period integer, amount_kobo bigint, due_at timestamptz)`);
  await db.execute(sql`ANALYZE`);
  // A minute after the fifth payout fell due.
  return new Date(schedule.payouts[DUE_PERIODS - 1]!.dueAt.getTime() + 60_000);
}

async function bench(label: string, open: () => Promise<Database>) {
  const database = await open();
  try {
    const seedStarted = performance.now();
    const now = await seed(database);
    const seeded = (performance.now() - seedStarted) / 1000;
    const ctx = { db: database.db, now: () => now, periodSeconds: undefined, log: console };
    const started = performance.now();
    const result = await payDuePayouts(ctx);
    const seconds = (performance.now() - started) / 1000;
    const [movements] = await database.db.select({ n: count() }).from(ledgerMovements).where(eq(ledgerMovements.kind, 'payout'));
    const [history] = await database.db.select({ n: count() }).from(transactions);
    const [notes] = await database.db.select({ n: count() }).from(notifications);
    const problems = await verifyLedger(database.db);
    if (result.paid !== INVESTMENTS * DUE_PERIODS || movements!.n !== result.paid || history!.n !== result.paid || problems.length > 0) {
      throw new Error(`${label}: paid ${result.paid}, ${movements!.n} movements, ${history!.n} history rows, ledger ${JSON.stringify(problems)}`);
    }
    return { label, paid: result.paid, notifications: notes!.n, seconds, seeded };
  } finally {
    await database.close();
  }
}

async function main() {
  const rows = [];
  rows.push(await withFreshPostgres(PG_ADMIN_URL, 'fv_bench_payouts', (url) => bench('PostgreSQL', () => openDatabase({ url }))));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fleetvest-bench-payouts-'));
  try {
    rows.push(await bench('PGlite', () => openDatabase({ dataDir })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n${INVESTMENTS} investments x ${DUE_PERIODS} due periods, one machine (${cpus().length} cores)`);
  console.log('database'.padEnd(12), 'paid'.padStart(8), 'seconds'.padStart(9), 'payouts/s'.padStart(10), 'notes'.padStart(8), 'seed s'.padStart(8));
  for (const row of rows) {
    console.log(
      row.label.padEnd(12),
      String(row.paid).padStart(8),
      row.seconds.toFixed(1).padStart(9),
      (row.paid / row.seconds).toFixed(0).padStart(10),
      String(row.notifications).padStart(8),
      row.seeded.toFixed(1).padStart(8),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
