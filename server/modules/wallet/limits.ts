import { MIN_AMOUNT_KOBO, type AmountLimits } from '../../../contract';
import type { Config } from '../../config';
import type { PaymentGateway } from '../../providers/payments/types';

const MAX_DEPOSIT_KOBO = 10_000_000 * 100;

/** Our own least (more than ₦0.90) or the gateway's, whichever is more (docs/rules.md §Money). */
const leastKobo = (gateway: Pick<PaymentGateway, 'minAmountKobo'>) => Math.max(MIN_AMOUNT_KOBO, gateway.minAmountKobo);

/**
 * What one deposit and one withdrawal may be (docs/rules.md §Money) through the current gateway,
 * for GET config: the same numbers the calls enforce. A withdrawal's most is the daily limit.
 */
export const walletAmountLimits = (
  config: Pick<Config, 'dailyWithdrawalLimitKobo'>,
  gateway: Pick<PaymentGateway, 'minAmountKobo'>,
): Pick<AmountLimits, 'deposit' | 'withdrawal'> => ({
  deposit: { min_kobo: leastKobo(gateway), max_kobo: MAX_DEPOSIT_KOBO },
  withdrawal: { min_kobo: leastKobo(gateway), max_kobo: config.dailyWithdrawalLimitKobo },
});
