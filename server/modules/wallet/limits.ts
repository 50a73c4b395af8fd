import { MIN_AMOUNT_KOBO, type AmountLimits } from '../../../contract';
import type { Config } from '../../config';
import { MAX_DEPOSIT_KOBO } from './deposit';

/**
 * What one deposit and one withdrawal may be (docs/rules.md §Money), for GET config: the same
 * numbers the calls enforce. A withdrawal's most is the daily limit.
 */
export const walletAmountLimits = (config: Pick<Config, 'dailyWithdrawalLimitKobo'>): Pick<AmountLimits, 'deposit' | 'withdrawal'> => ({
  deposit: { min_kobo: MIN_AMOUNT_KOBO, max_kobo: MAX_DEPOSIT_KOBO },
  withdrawal: { min_kobo: MIN_AMOUNT_KOBO, max_kobo: config.dailyWithdrawalLimitKobo },
});
