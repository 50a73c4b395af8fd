import type { ComponentProps } from 'react';
import { ApiError, errorMessages } from '@/api/errors';
import type { Badge } from '@/ui/Badge';
import { texts } from './texts';
import type { PaymentDetails } from '@contract/wallet';
import { formatNaira } from '@/lib/format';

export type PaymentOutcome = { message: string; badge: string; tone: ComponentProps<typeof Badge>['tone'] };

const normalised = (paystatus: string | null | undefined): string => paystatus?.trim().toUpperCase() ?? '';

/** Paid in full or in part: either way money reached the wallet. */
export const isPaid = (paystatus: string | null | undefined): boolean => ['PAID', 'PARTIALLY_PAID'].includes(normalised(paystatus));
export const isPending = (paystatus: string | null | undefined): boolean => normalised(paystatus) === 'PENDING';

/**
 * docs/product.md §Flows, Deposit: PAID, PARTIALLY_PAID (what arrived of what was asked), EXPIRED
 * and PENDING have their own words; anything else failed.
 */
export const paymentOutcome = ({ paystatus, amount, amount_requested }: Pick<PaymentDetails, 'paystatus' | 'amount' | 'amount_requested'>): PaymentOutcome => {
  const o = texts.outcomes;
  switch (normalised(paystatus)) {
    case 'PAID':
      return { ...o.paid, tone: 'green' };
    case 'PARTIALLY_PAID':
      return { message: o.partial.message(formatNaira(amount), formatNaira(amount_requested ?? amount)), badge: o.partial.badge, tone: 'blue' };
    case 'EXPIRED':
      return { ...o.expired, tone: 'red' };
    case 'PENDING':
      return { ...o.pending, tone: 'blue' };
    default:
      return { ...o.unsuccessful, tone: 'red' };
  }
};

/**
 * Why the check failed (docs/product.md §Flows, Deposit): the server's own words; 'Payment Failed'
 * when it answered without a refusal yet not with a checked payment; otherwise (no answer, or a
 * refusal without words) the check itself failed.
 */
export const verifyFailure = (error: unknown): string => {
  const answeredWithoutSuccess = error instanceof ApiError && error.messages.length === 0 && error.status !== undefined && error.status < 300;
  return answeredWithoutSuccess ? texts.errors.paymentFailed : (errorMessages(error, texts.errors.verify)[0] ?? texts.errors.verify);
};
