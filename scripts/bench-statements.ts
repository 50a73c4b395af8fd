import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { addDays } from '../contract/statement-period';
import { openDatabase, type Database } from '../server/db/client';
import { lagosDate } from '../server/lib/lagos-time';
import { statementFile } from '../server/modules/receipts';
import { verifyLedger } from '../server/modules/wallet';
import { withFreshPostgres } from './lib/fresh-postgres';

/**
 * `npm run bench:statements`: how long a year's statement of a customer with 5,000 movements
 * takes, as the PDF and as the CSV, read to the last byte as a client would, on PGlite in a
 * temporary directory and on a fresh PostgreSQL database on BENCH_DATABASE_URL's server (skipped
 * when none answers). The target is under 5 seconds each (docs/performance.md §Statements). Not
 * part of `npm test`. The history is written in bulk, as the ledger would leave it: a deposit
 * then two bills, over and over, spread over the last 360 days.
 */
const MOVEMENTS = 5_000;
const TARGET_MS = 5_000;
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function seed(database: Database): Promise<number> {
  const { db } = database;
  await db.execute(sql`
    INSERT INTO customers (code_number, email, firstname, lastname, phonenumber, address, city, location)
    VALUES ('FV00000001', 'bench-statement@example.com', 'Bench', 'Customer', '08030000000', '1 Marina', 'Lagos Island', 'Lagos')`);
  // Movement g: a ₦10,000 deposit when g is 1 mod 3, else a ₦2,500 airtime purchase; the wallet never goes below zero.
  await db.execute(sql`
    INSERT INTO ledger_movements (kind, reference, created_at)
    SELECT CASE WHEN g % 3 = 1 THEN 'deposit' ELSE 'bill' END, 'BENCH' || lpad(g::text, 8, '0'),
           now() - interval '360 days' + (g * interval '360 days' / ${MOVEMENTS})
    FROM generate_series(1, ${MOVEMENTS}) AS g`);
  await db.execute(sql`
    INSERT INTO ledger_entries (movement_id, account, customer_id, amount)
    SELECT m.id, 'wallet', 1, CASE m.kind WHEN 'deposit' THEN 1000000 ELSE -250000 END FROM ledger_movements m
    UNION ALL
    SELECT m.id, CASE m.kind WHEN 'deposit' THEN 'gateway_clearing' ELSE 'vtu_provider' END, NULL, CASE m.kind WHEN 'deposit' THEN -1000000 ELSE 250000 END
    FROM ledger_movements m`);
  await db.execute(sql`
    INSERT INTO transactions (customer_id, reference, type, which, classtype, title, amount, details, status, created_at, updated_at)
    SELECT 1, m.reference, CASE m.kind WHEN 'deposit' THEN 1 ELSE 2 END, CASE m.kind WHEN 'deposit' THEN 1 ELSE 2 END, 1,
           CASE m.kind WHEN 'deposit' THEN 'Deposit' ELSE 'Airtime' END, CASE m.kind WHEN 'deposit' THEN 1000000 ELSE 250000 END,
           CASE m.kind WHEN 'deposit' THEN '{}'::jsonb ELSE '{"network":"MTN","phonenumber":"08031234567"}'::jsonb END, 'completed', m.created_at, m.created_at
    FROM ledger_movements m`);
  await db.execute(
    sql`UPDATE customers SET wallet_balance = (SELECT SUM(amount) FROM ledger_entries WHERE account = 'wallet' AND customer_id = 1) WHERE id = 1`,
  );
  const problems = await verifyLedger(db);
  if (problems.length > 0) throw new Error(`the seeded ledger is broken: ${JSON.stringify(problems)}`);
  return 1;
}

interface Row {
  database: string;
  format: 'pdf' | 'csv';
  lines: number;
  ms: number;
  /** This process's CPU time: on a shared machine, what the wall clock's figure would be alone. */
  cpuMs: number;
  bytes: number;
}

async function bench(label: string, open: () => Promise<Database>): Promise<Row[]> {
  const database = await open();
  try {
    const customerId = await seed(database);
    const now = new Date();
    const to = lagosDate(now);
    const rows: Row[] = [];
    for (const format of ['pdf', 'csv'] as const) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const file = await statementFile({ db: database.db, now: () => now, origin: 'http://localhost:8080' }, customerId, {
        from: addDays(to, -364),
        to,
        format,
      });
      let bytes = 0;
      for await (const chunk of file.body) bytes += (chunk as Buffer).length;
      const used = process.cpuUsage(cpu);
      rows.push({ database: label, format, lines: file.summary.movements, ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, bytes });
    }
    return rows;
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  const rows: Row[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fleetvest-bench-statements-'));
  try {
    rows.push(...(await bench('PGlite', () => openDatabase({ dataDir }))));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  try {
    rows.push(...(await withFreshPostgres(PG_ADMIN_URL, 'fv_bench_statements', (url) => bench('PostgreSQL', () => openDatabase({ url })))));
  } catch (error) {
    console.log(`PostgreSQL skipped: ${(error as Error).message}`);
  }
  console.log(`\nA year's statement, ${MOVEMENTS} movements, one machine (${cpus().length} cores); target under ${TARGET_MS / 1000} s each`);
  console.log(`load average ${loadavg()[0]!.toFixed(1)}`);
  console.log('database'.padEnd(12), 'file'.padEnd(5), 'lines'.padStart(6), 'seconds'.padStart(8), 'CPU s'.padStart(8), 'KB'.padStart(8));
  for (const row of rows) {
    console.log(
      row.database.padEnd(12),
      row.format.padEnd(5),
      String(row.lines).padStart(6),
      (row.ms / 1000).toFixed(2).padStart(8),
      (row.cpuMs / 1000).toFixed(2).padStart(8),
      (row.bytes / 1024).toFixed(0).padStart(8),
    );
  }
  return rows.every((row) => row.ms < TARGET_MS && row.lines === MOVEMENTS) ? 0 : 1;
}

process.exitCode = await main();
