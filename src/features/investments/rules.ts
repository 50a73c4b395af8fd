import {
  DURATION_WEEKS,
  INVESTMENT_EXPIRED,
  INVESTMENT_ONGOING,
  INVESTMENT_PENDING,
  PLAN_AVAILABLE,
  PLAN_CATEGORIES,
  unitsInMillionths,
  wholeUnits,
  type Plan,
  type UserInvestment,
} from '@contract/investments';
import { formatNairaDetail } from '@/lib/format';
import { texts } from './texts';

/** A plan can be bought while its status is 1 ('invest Now'); anything else is 'Sold out'. */
export const isOpen = (plan: Pick<Plan, 'status'>): boolean => plan.status === PLAN_AVAILABLE;

export const isWeekly = (plan: Pick<Plan, 'duration'>): boolean => plan.duration === DURATION_WEEKS;

/** 'Invest ₦{amount} for a {percentage}% return in {no_of} Weeks or Months'. */
export const offerText = (plan: Plan): string =>
  texts.offers.text(formatNairaDetail(plan.amount), plan.percentage, plan.no_of, isWeekly(plan) ? 'Weeks' : 'Months');

export const categoryName = (category: number): string =>
  category === 1 || category === 2 || category === 3 || category === 4 ? PLAN_CATEGORIES[category] : '';

export type TabKey = keyof typeof texts.tabs;

/** The tabs filter by status, Ongoing first shown. */
export const TABS: readonly { key: TabKey; status: number }[] = [
  { key: 'pending', status: INVESTMENT_PENDING },
  { key: 'ongoing', status: INVESTMENT_ONGOING },
  { key: 'expired', status: INVESTMENT_EXPIRED },
];
export const DEFAULT_TAB: TabKey = 'ongoing';

export const investmentsWithStatus = (investments: readonly UserInvestment[], status: number): UserInvestment[] =>
  investments.filter((investment) => investment.status === status);

/**
 * Units to buy, or null. Only whole units can be
 * bought (docs/rules.md "Investments"), so a fraction gets the same answer as zero.
 */
export const unitsToBuy = (text: string): number | null => wholeUnits(text.trim());

/** Units to price in the calculator: any number above 0, fractions included. */
export const unitsToPrice = (text: string): string | null => (unitsInMillionths(text.trim()) === null ? null : text.trim());
