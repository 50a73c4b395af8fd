import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { payments } from '../../db/schema';
import { WAITING } from '../../lib/held-status';
import { HELD_KINDS, type HeldKind, type HeldTable } from './move';

const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;

/** The age bands an operator reads held money by; anything in the last is a problem. */
export const BANDS = [
  { label: '< 1 h', id: 'under_1h', below: HOUR_MS },
  { label: '1-24 h', id: '1h_to_24h', below: DAY_MS },
  { label: '> 24 h', id: 'over_24h', below: Infinity },
] as const;

export type Held = { reference: string; amountKobo: number; createdAt: Date; unknownWord: string | null };

/** Each row's band, as a count and a sum. */
export const banded = (rows: readonly Held[], now: Date) =>
  BANDS.map(({ below }, index) => {
    const above = index === 0 ? 0 : BANDS[index - 1]!.below;
    const inBand = rows.filter((row) => {
      const age = now.getTime() - row.createdAt.getTime();
      return age >= above && age < below;
    });
    return { count: inBand.length, kobo: inBand.reduce((sum, row) => sum + row.amountKobo, 0) };
  });

/** A kind's waiting rows, with the provider's word where it is one we do not know. */
const waitingOf = (db: Db, table: HeldTable) =>
  db
    .select({ reference: table.reference, amountKobo: table.amountKobo, createdAt: table.createdAt, unknownWord: table.unknownWord })
    .from(table as typeof payments)
    .where(inArray(table.status, [...WAITING]));

/** Every kind's waiting rows. */
export const heldRows = async (db: Db): Promise<Record<HeldKind, Held[]>> =>
  Object.fromEntries(await Promise.all(Object.entries(HELD_KINDS).map(async ([name, table]) => [name, await waitingOf(db, table)] as const))) as Record<
    HeldKind,
    Held[]
  >;

/** The money held by kind and age band, as the metrics report it (docs/deploy.md §Metrics). */
export async function heldByBand(db: Db, now: Date): Promise<{ kind: HeldKind; band: string; count: number; kobo: number }[]> {
  return Object.entries(await heldRows(db)).flatMap(([kind, rows]) =>
    banded(rows, now).map((sum, index) => ({ kind: kind as HeldKind, band: BANDS[index]!.id, ...sum })),
  );
}
