import { AIRTIME_MAX_NAIRA, AIRTIME_MIN_NAIRA, KOBO_PER_NAIRA, type AmountLimits } from '../../../contract';
import type { Config } from '../../config';

/** What one airtime top-up and one electricity purchase may be (docs/rules.md §Bills), for GET config. */
export const billAmountLimits = (config: Pick<Config, 'electricityLimitsKobo'>): Pick<AmountLimits, 'airtime' | 'electricity'> => ({
  airtime: { min_kobo: AIRTIME_MIN_NAIRA * KOBO_PER_NAIRA, max_kobo: AIRTIME_MAX_NAIRA * KOBO_PER_NAIRA },
  electricity: { min_kobo: config.electricityLimitsKobo.min, max_kobo: config.electricityLimitsKobo.max },
});
