import type { ComponentProps } from 'react';
import { ApiError, errorMessages } from '@/api/errors';
import type { Badge } from '@/ui/Badge';
import { texts } from './texts';

export type PaymentOutcome = { message: string; badge: string; tone: ComponentProps<typeof Badge>['tone'] };

const normalised = (paystatus: string | null | undefined): string => paystatus?.trim().toUpperCase() ?? '';

export const isPaid = (paystatus: string | null | undefined): boolean => normalised(paystatus) === 'PAID';
export const isPending = (paystatus: string | null | undefined): boolean => normalised(paystatus) === 'PENDING';

/** docs/product.md §Flows, Deposit: PAID, EXPIRED and PENDING have their own words; anything else failed. */
export const paymentOutcome = (paystatus: string | null | undefined): PaymentOutcome => {
  const o = texts.outcomes;
  switch (normalised(paystatus)) {
    case 'PAID':
      return { ...o.paid, tone: 'green' };
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
