import { parseArgs } from 'node:util';
import type { Database } from '../../db/client';
import { misused, printed, textTable, type CommandResult } from '../../lib/command-result';
import { GOOD_THRESHOLDS, summariseVitals } from './service';

const format = (metric: string, value: number) => (metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`);

const USAGE = 'Usage: npm run vitals [-- --days N]';

/** The number of days `--days N` asks for (7 by default), or why the command line is wrong. */
export function vitalsDays(args: string[]): number | CommandResult {
  let days: number;
  try {
    days = Number(parseArgs({ args, strict: true, options: { days: { type: 'string', default: '7' } } }).values.days);
  } catch (error) {
    return misused(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  return Number.isFinite(days) && days > 0 ? days : misused(`--days must be a positive number\n${USAGE}`);
}

/**
 * `npm run vitals [-- --days N]`: the 75th percentile of each field metric per route over the last
 * N days, with those over Google's "good" thresholds flagged.
 */
export async function vitalsCommand({ db, kind }: Database, days: number, now: Date): Promise<CommandResult> {
  const rows = await summariseVitals(db, days, now);
  if (rows.length === 0) return printed(`No field metrics in the last ${days} days.`);
  const over = rows.filter((row) => !row.good).length;
  return printed(
    [
      `p75 of field metrics over the last ${days} days (${kind})`,
      '',
      textTable([
        ['route', 'metric', 'p75', 'good up to', 'samples', ''],
        ...rows.map((row) => [
          row.route,
          row.metric,
          format(row.metric, row.p75),
          format(row.metric, GOOD_THRESHOLDS[row.metric]),
          String(row.samples),
          row.good ? '' : 'OVER',
        ]),
      ]),
      '',
      over === 0 ? 'Every p75 is within the good thresholds.' : `${over} p75 value(s) over the good thresholds.`,
    ].join('\n'),
  );
}
