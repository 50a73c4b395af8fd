import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { isPaid, paymentOutcome, verifyFailure } from './paymentOutcome';

/** A verify answer's status and amounts. */
const answer = (paystatus: string, amount = '2000.00', amount_requested = '2000.00') => ({ paystatus, amount, amount_requested });

describe('payment outcome', () => {
  it('maps each paystatus to its heading and badge', () => {
    expect(paymentOutcome(answer('PAID'))).toEqual({ message: 'Payment Successful!', badge: 'Paid', tone: 'green' });
    expect(paymentOutcome(answer('EXPIRED'))).toEqual({ message: 'Payment Expired. Please try again.', badge: 'Expired', tone: 'red' });
    expect(paymentOutcome(answer('PENDING'))).toEqual({ message: 'Payment Pending. Please wait.', badge: 'Pending', tone: 'blue' });
  });

  it('says how much of a partial payment arrived and went to the wallet', () => {
    expect(paymentOutcome(answer('PARTIALLY_PAID', '500.00', '2000.00'))).toEqual({
      message: 'You paid ₦500.00 of ₦2,000.00; ₦500.00 was added to your wallet.',
      badge: 'Partially paid',
      tone: 'blue',
    });
    expect(isPaid('PARTIALLY_PAID')).toBe(true);
  });

  it('calls anything else, or nothing, unsuccessful', () => {
    for (const status of ['FAILED', 'CANCELLED', '']) {
      expect(paymentOutcome(answer(status))).toEqual({ message: 'Payment Unsuccessful', badge: 'Unsuccessful', tone: 'red' });
    }
  });

  it('reads the status whatever its case or padding', () => {
    expect(paymentOutcome(answer(' paid ')).badge).toBe('Paid');
    expect(paymentOutcome(answer('Expired')).badge).toBe('Expired');
    expect(isPaid('paid')).toBe(true);
    expect(isPaid('PENDING')).toBe(false);
    expect(isPaid(null)).toBe(false);
  });

  it("says why the check failed: the server's words, 'Payment Failed' for an answer that is not a check, else the fallback", () => {
    expect(verifyFailure(new ApiError(['We could not find this payment.'], 404))).toBe('We could not find this payment.');
    expect(verifyFailure(new ApiError([], 200))).toBe('Payment Failed. Please try again.');
    expect(verifyFailure(new ApiError([], 503))).toBe('Error verifying payment. Please try again later.');
    expect(verifyFailure(new ApiError([]))).toBe('Error verifying payment. Please try again later.');
    expect(verifyFailure(new TypeError('Failed to fetch'))).toBe('Error verifying payment. Please try again later.');
  });
});
