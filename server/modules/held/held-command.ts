import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type payments, withdrawals } from '../../db/schema';
import { HELD_KINDS, type HeldKind, type HeldTable } from './move';
import { WAITING } from '../../lib/held-status';
import { printed, refused, textTable, type CommandResult } from '../../lib/command-result';
import { lagosMoment } from '../../lib/lagos-time';
import { formatKobo } from '../../lib/naira';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** The age bands an operator reads held money by; anything in the last is a problem. */
const BANDS = [
  { label: '< 1 h', below: HOUR_MS },
  { label: '1-24 h', below: DAY_MS },
  { label: '> 24 h', below: Infinity },
] as const;

type Held = { reference: string; amountKobo: number; createdAt: Date; unknownWord: string | null };

/** Each row's band, as a count and a sum. */
const banded = (rows: readonly Held[], now: Date) =>
  BANDS.map(({ below }, index) => {
    const above = index === 0 ? 0 : BANDS[index - 1]!.below;
    const inBand = rows.filter((row) => {
      const age = now.getTime() - row.createdAt.getTime();
      return age >= above && age < below;
    });
    return { count: inBand.length, kobo: inBand.reduce((sum, row) => sum + row.amountKobo, 0) };
  });

const cell = ({ count, kobo }: { count: number; kobo: number }) => (count === 0 ? '-' : `${count} (${formatKobo(kobo)})`);

/** A kind's waiting rows, with the provider's word where it is one we do not know. */
const waitingOf = (db: Database['db'], table: HeldTable) =>
  db
    .select({ reference: table.reference, amountKobo: table.amountKobo, createdAt: table.createdAt, unknownWord: table.unknownWord })
    .from(table as typeof payments)
    .where(inArray(table.status, [...WAITING]));

/**
 * `npm run held`: the money waiting on a provider, by kind (a deposit not yet settled, a
 * withdrawal held for the bank, a bill purchase held for the VTU provider) and age band, each
 * status word a provider said that we do not know, and every transfer reversed in the last 7
 * days. Exits 1 when anything has waited more than 24 hours or carries an unknown word
 * (docs/rules.md §Money held with a provider): that money needs a person.
 */
export async function heldCommand({ db, kind }: Database, now: Date): Promise<CommandResult> {
  const held = Object.fromEntries(
    await Promise.all(Object.entries(HELD_KINDS).map(async ([name, table]) => [name, await waitingOf(db, table)] as const)),
  ) as Record<HeldKind, Held[]>;
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
