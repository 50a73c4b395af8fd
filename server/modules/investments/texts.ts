import { INVESTMENT_FIELD_TEXTS } from '../../../contract';
import { lagosDayLabel } from '../../lib/lagos-time';
import { formatKobo } from '../../lib/naira';

const unitsText = (units: number) => (units === 1 ? '1 unit' : `${units} units`);

export const INVESTMENT_TEXTS = {
  invalidUnits: INVESTMENT_FIELD_TEXTS.invalidUnits,
  planNotFound: 'This plan was not found.',
  planClosed: 'This plan is closed and no longer takes investments.',
  soldOut: 'This plan is sold out.',
  unitsLeft: (left: number) => `Only ${unitsText(left)} of this plan ${left === 1 ? 'remains' : 'remain'}.`,
  insufficientFunds: (units: number, cost: number) => `Insufficient wallet balance. ${unitsText(units)} cost ${formatKobo(cost)}; please top up your wallet.`,
  invested: (units: number, plan: string) => `You have successfully invested in ${unitsText(units)} of ${plan}.`,
  nothingToCashOut: 'You have no returns to cash out.',
  cashedOut: (amount: number) => `${formatKobo(amount)} has been moved to your wallet.`,
  calculated: 'Here is what your investment would return.',
} as const;

/** What the customer is told in notifications (3/1 investment, 3/2 payout or cash-out). */
export const INVESTMENT_NOTES = {
  invested: (units: number, plan: string, cost: number, startDate: Date) => ({
    title: 'Investment Successful',
    description: `You bought ${unitsText(units)} of ${plan} for ${formatKobo(cost)}. It starts on ${lagosDayLabel(startDate)}.`,
    which: 3,
    type: 1,
  }),
  paidOut: (amount: number, payouts: number) => ({
    title: 'Payout Received',
    description:
      payouts === 1
        ? `A payout of ${formatKobo(amount)} has arrived in your payout balance.`
        : `${payouts} payouts totalling ${formatKobo(amount)} have arrived in your payout balance.`,
    which: 3,
    type: 2,
  }),
  cashedOut: (amount: number) => ({
    title: 'Cashout Successful',
    description: `${formatKobo(amount)} has been moved from your payout balance to your wallet.`,
    which: 3,
    type: 2,
  }),
} as const;
