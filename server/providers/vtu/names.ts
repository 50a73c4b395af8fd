import { isCustomerName } from '../../../contract/bill-fields';
import type { VerifyOutcome } from './types';

/**
 * A verification's customer_name, sorted the same way by every adapter: a person's or company's
 * name verifies; anything else there (the provider's 'Service unavailable. Please try again
 * later.', a status word) is a failed verification (docs/rules.md §Bills provider).
 */
export const outcomeOfName = (said: string): VerifyOutcome => (isCustomerName(said) ? { status: 'verified', name: said.trim() } : { status: 'unchecked' });
