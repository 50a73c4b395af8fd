import { and, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { withdrawals } from '../../db/schema';
import { BANDS, banded, DAY_MS, heldRows } from './bands';
import { printed, refused, textTable, type CommandResult } from '../../lib/command-result';
import { lagosMoment } from '../../lib/lagos-time';
import { formatKobo } from '../../lib/naira';

const cell = ({ count, kobo }: { count: number; kobo: number }) => (count === 0 ? '-' : `${count} (${formatKobo(kobo)})`);

/**
 * `npm run held`: the money waiting on a provider, by kind (a deposit not yet settled, a
 * withdrawal held for the bank, a bill purchase held for the VTU provider) and age band, each
 * status word a provider said that we do not know, and every transfer reversed in the last 7
 * days. Exits 1 when anything has waited more than 24 hours or carries an unknown word
 * (docs/rules.md §Money held with a provider): that money needs a person.
 */
export async function heldCommand({ db, kind }: Database, now: Date): Promise<CommandResult> {
  const held = await heldRows(db);
  const reversals = await db
    .select({ reference: withdrawals.reference, amountKobo: withdrawals.amountKobo, at: withdrawals.checkedAt })
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'REVERSED'), gte(withdrawals.checkedAt, new Date(now.getTime() - 7 * DAY_MS))));

  const table = textTable([
    ['kind', ...BANDS.map((band) => band.label)],
    ...Object.entries(held).map(([name, rows]) => [name, ...banded(rows, now).map(cell)]),
  ]);
  const rows = Object.entries(held).flatMap(([name, list]) => list.map((row) => ({ name, ...row })));
  const line = (row: (typeof rows)[number]) => `${row.name} ${row.reference} ${formatKobo(row.amountKobo)} since ${lagosMoment(row.createdAt)}`;
  const stale = rows.filter((row) => now.getTime() - row.createdAt.getTime() >= DAY_MS);
  const unknown = rows.filter((row) => row.unknownWord !== null);
  const words = [...new Set(unknown.map((row) => row.unknownWord))].map((word) => `${word} (${unknown.filter((row) => row.unknownWord === word).length})`);
  const report = [
    `money held with a provider (${kind}), ${lagosMoment(now)}`,
    table,
    `unknown status words: ${words.length === 0 ? 'none' : words.join(', ')}`,
    `reversed transfers in the last 7 days: ${reversals.length}`,
    ...reversals.map((row) => `  ${row.reference} ${formatKobo(row.amountKobo)} back in the wallet ${lagosMoment(row.at)}`),
  ].join('\n');
  const problems = [
    ...(stale.length === 0 ? [] : [`held more than 24 hours: ${stale.length}`, ...stale.map((row) => `  ${line(row)}`)]),
    ...(unknown.length === 0 ? [] : [`held on a status word we do not know: ${unknown.length}`, ...unknown.map((row) => `  ${line(row)}: ${row.unknownWord}`)]),
  ];
  if (problems.length === 0) return printed(report);
  return { ...refused(problems.join('\n')), stdout: report };
}
