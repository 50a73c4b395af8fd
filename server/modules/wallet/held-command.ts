import { and, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billPurchases, payments, withdrawals } from '../../db/schema';
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

type Held = { reference: string; amountKobo: number; createdAt: Date };

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

/**
 * `npm run held`: the money waiting on a provider, by kind (a deposit not yet settled, a
 * withdrawal held for the bank, a bill purchase held for the VTU provider) and age band, and every
 * transfer reversed in the last 7 days. Exits 1 when anything has waited more than 24 hours
 * (docs/rules.md §Money): that money needs a person.
 */
export async function heldCommand({ db, kind }: Database, now: Date): Promise<CommandResult> {
  const held = {
    deposit: await db.select({ reference: payments.reference, amountKobo: payments.amountKobo, createdAt: payments.createdAt }).from(payments).where(eq(payments.status, 'PENDING')),
    withdrawal: await db
      .select({ reference: withdrawals.reference, amountKobo: withdrawals.amountKobo, createdAt: withdrawals.createdAt })
      .from(withdrawals)
      .where(eq(withdrawals.status, 'PENDING')),
    bill: await db
      .select({ reference: billPurchases.reference, amountKobo: billPurchases.amountKobo, createdAt: billPurchases.createdAt })
      .from(billPurchases)
      .where(eq(billPurchases.status, 'PENDING')),
  };
  const reversals = await db
    .select({ reference: withdrawals.reference, amountKobo: withdrawals.amountKobo, at: withdrawals.checkedAt })
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'REVERSED'), gte(withdrawals.checkedAt, new Date(now.getTime() - 7 * DAY_MS))));

  const table = textTable([
    ['kind', ...BANDS.map((band) => band.label)],
    ...Object.entries(held).map(([name, rows]) => [name, ...banded(rows, now).map(cell)]),
  ]);
  const stale = Object.entries(held).flatMap(([name, rows]) =>
    rows.filter((row) => now.getTime() - row.createdAt.getTime() >= DAY_MS).map((row) => `${name} ${row.reference} ${formatKobo(row.amountKobo)} since ${lagosMoment(row.createdAt)}`),
  );
  const report = [
    `money held with a provider (${kind}), ${lagosMoment(now)}`,
    table,
    `reversed transfers in the last 7 days: ${reversals.length}`,
    ...reversals.map((row) => `  ${row.reference} ${formatKobo(row.amountKobo)} back in the wallet ${lagosMoment(row.at)}`),
  ].join('\n');
  if (stale.length === 0) return printed(report);
  return { ...refused([`held more than 24 hours: ${stale.length}`, ...stale.map((line) => `  ${line}`)].join('\n')), stdout: report };
}
