import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { GOOD_THRESHOLDS, summariseVitals } from '../server/modules/vitals';

/**
 * `npm run vitals [-- --days N]`: the 75th percentile of each field metric per route over the
 * last N days (7 by default) on the configured database (DATABASE_URL, or the embedded one in
 * DATA_DIR), with those over Google's "good" thresholds flagged. Stop a server that uses the
 * embedded database first.
 */
const { values } = parseArgs({ options: { days: { type: 'string', default: '7' } } });
const days = Number(values.days);

const format = (metric: string, value: number) => (metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`);

async function main() {
  if (!Number.isFinite(days) || days <= 0) throw new Error('--days must be a positive number');
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    const rows = await summariseVitals(database.db, days, new Date());
    if (rows.length === 0) {
      console.log(`No field metrics in the last ${days} days.`);
      return;
    }
    const table = [
      ['route', 'metric', 'p75', 'good up to', 'samples', ''],
      ...rows.map((row) => [row.route, row.metric, format(row.metric, row.p75), format(row.metric, GOOD_THRESHOLDS[row.metric]), String(row.samples), row.good ? '' : 'OVER']),
    ];
    const widths = table[0]!.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
    console.log(`p75 of field metrics over the last ${days} days (${database.kind})\n`);
    for (const line of table) console.log(line.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd());
    const over = rows.filter((row) => !row.good).length;
    console.log(over === 0 ? '\nEvery p75 is within the good thresholds.' : `\n${over} p75 value(s) over the good thresholds.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
