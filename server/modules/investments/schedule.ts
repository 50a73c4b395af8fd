import { DURATION_WEEKS } from '../../../contract';
import { addLagosDays, addLagosMonths, nextLagosMidnight } from '../../lib/lagos-time';
import { splitPayouts, totalReturned } from './returns';

/**
 * How long one period lasts: a calendar week or month in Lagos, or (PERIOD_SECONDS, sandbox and
 * development only) a fixed number of seconds, so a person trying the product sees payouts arrive.
 */
export type PeriodRule = { unit: 'week' | 'month' } | { seconds: number };

export const periodRule = (duration: number, periodSeconds: number | undefined): PeriodRule =>
  periodSeconds ? { seconds: periodSeconds } : { unit: duration === DURATION_WEEKS ? 'week' : 'month' };

/** The instant `count` periods after `from`; months are counted from `from` each time, so no drift. */
export const periodsAfter = (from: Date, count: number, rule: PeriodRule): Date => {
  if ('seconds' in rule) return new Date(from.getTime() + count * rule.seconds * 1000);
  return rule.unit === 'week' ? addLagosDays(from, 7 * count) : addLagosMonths(from, count);
};

/** Payouts start counting at the next Lagos midnight after the purchase; with PERIOD_SECONDS one period after it. */
export const startDateFor = (purchasedAt: Date, rule: PeriodRule): Date =>
  'seconds' in rule ? periodsAfter(purchasedAt, 1, rule) : nextLagosMidnight(purchasedAt);

/** When the last of `noOf` payouts falls due for a purchase at `purchasedAt`. */
export const stopDateFor = (purchasedAt: Date, noOf: number, rule: PeriodRule): Date => periodsAfter(startDateFor(purchasedAt, rule), noOf, rule);

export interface Terms {
  costKobo: number;
  percentageBp: number;
  /** How many periods, and so how many payouts. */
  noOf: number;
}

interface ScheduledPayout {
  /** 1 to noOf. */
  period: number;
  dueAt: Date;
  amountKobo: number;
}

export interface PayoutSchedule {
  startDate: Date;
  /** When the last payout falls due. */
  stopDate: Date;
  totalKobo: number;
  payouts: ScheduledPayout[];
}

/** Every payout of an investment bought at `purchasedAt`: payout k falls due k periods after the start date. */
export function payoutSchedule(terms: Terms, purchasedAt: Date, rule: PeriodRule): PayoutSchedule {
  const startDate = startDateFor(purchasedAt, rule);
  const totalKobo = totalReturned(terms.costKobo, terms.percentageBp);
  const payouts = splitPayouts(totalKobo, terms.noOf).map((amountKobo, index) => ({
    period: index + 1,
    dueAt: periodsAfter(startDate, index + 1, rule),
    amountKobo,
  }));
  return { startDate, stopDate: payouts[payouts.length - 1]!.dueAt, totalKobo, payouts };
}
