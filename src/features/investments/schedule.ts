import { nairaToKobo, KOBO_PER_NAIRA } from '@contract/money';
import type { PayoutPoint } from '@contract/investments';

/**
 * The payout schedule as a running total: seconds since 1970 and naira paid so far after each
 * payout. Sums are taken in kobo, so the last point equals the total returned exactly.
 */
export const cumulativePayouts = (schedule: readonly PayoutPoint[]): { times: number[]; totals: number[] } => {
  let kobo = 0;
  const times: number[] = [];
  const totals: number[] = [];
  for (const point of schedule) {
    kobo += nairaToKobo(point.amount) ?? 0;
    times.push(Date.parse(point.date) / 1000);
    totals.push(kobo / KOBO_PER_NAIRA);
  }
  return { times, totals };
};
