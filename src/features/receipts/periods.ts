import { addDays, addMonths } from '@contract/statement-period';

/** The periods the statement screen offers, by name; `custom` is the customer's own dates. */
export const PERIODS = ['thisMonth', 'lastMonth', 'last3', 'last6', 'last12', 'custom'] as const;
export type PeriodName = (typeof PERIODS)[number];

const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/**
 * A named period's first and last Lagos days, from today's (`today`, an ISO date): this month so
 * far, the whole of last month, or the last 3, 6 or 12 months up to today (12 months less a day,
 * the longest a statement covers).
 */
export function periodOf(name: Exclude<PeriodName, 'custom'>, today: string): { from: string; to: string } {
  switch (name) {
    case 'thisMonth':
      return { from: monthStart(today), to: today };
    case 'lastMonth': {
      const from = addMonths(monthStart(today), -1);
      return { from, to: addDays(monthStart(today), -1) };
    }
    case 'last3':
      return { from: addDays(addMonths(today, -3), 1), to: today };
    case 'last6':
      return { from: addDays(addMonths(today, -6), 1), to: today };
    case 'last12':
      return { from: addDays(addMonths(today, -12), 1), to: today };
  }
}
