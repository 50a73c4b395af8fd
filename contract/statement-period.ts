/**
 * A statement's period: Lagos calendar days, first and last included, at most 12 months
 * (docs/rules.md §Receipts and statements). Both programs check it: the SPA before it asks, the
 * server before it reads the ledger. Days are ISO dates ('2026-10-01'), compared as text.
 */

/** The longest period a statement covers, in calendar months. */
export const STATEMENT_MAX_MONTHS = 12;

export const STATEMENT_PERIOD_TEXTS = {
  invalidDate: 'Please choose a valid date.',
  endBeforeStart: 'The end of the period must not be before its start.',
  future: 'The period must not end after today.',
  tooLong: `A statement covers at most ${STATEMENT_MAX_MONTHS} months.`,
} as const;

const isoOf = (utc: Date) => utc.toISOString().slice(0, 10);

/** The calendar day an ISO date names, as midnight UTC; null when it names none ('2026-02-30'). */
const dayOf = (iso: string): Date | null => {
  if (iso.length !== 10 || iso[4] !== '-' || iso[7] !== '-') return null;
  const day = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(day.getTime()) || isoOf(day) !== iso ? null : day;
};

/** `days` calendar days after an ISO date. */
export const addDays = (iso: string, days: number): string => {
  const day = dayOf(iso)!;
  day.setUTCDate(day.getUTCDate() + days);
  return isoOf(day);
};

/** `months` calendar months after an ISO date; a day the month lacks becomes its last (31 Jan + 1 = 28 Feb). */
export const addMonths = (iso: string, months: number): string => {
  const day = dayOf(iso)!;
  const target = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day.getUTCDate(), last));
  return isoOf(target);
};

/** The last day a period starting on `from` may end on: 12 months less a day (1 Dec 2025 to 30 Nov 2026). */
export const latestPeriodEnd = (from: string): string => addDays(addMonths(from, STATEMENT_MAX_MONTHS), -1);

/** What is wrong with a period, or null when it is one a statement may cover. `today` is the Lagos day. */
export function statementPeriodProblem(from: string, to: string, today: string): string | null {
  if (!dayOf(from) || !dayOf(to)) return STATEMENT_PERIOD_TEXTS.invalidDate;
  if (to < from) return STATEMENT_PERIOD_TEXTS.endBeforeStart;
  if (to > today) return STATEMENT_PERIOD_TEXTS.future;
  if (to > latestPeriodEnd(from)) return STATEMENT_PERIOD_TEXTS.tooLong;
  return null;
}
