import { formatKobo } from '../../lib/naira';
import type { BillService, RefundReason } from './context';

/** What the customer reads about bills: answers, refusals and the words of history rows. */
export const BILLS_TEXTS = {
  dataPlansUnavailable: 'Failed to fetch data plans',
  companiesUnavailable: 'An error occurred while fetching electric codes.',
  cablePackagesUnavailable: 'An error occurred while fetching cable plans',
  meterCheckUnavailable: 'Failed to Verfiy meter number. Please try again.',
  cardCheckUnavailable: 'Failed to Verfiy cable number. Please try again.',
  verificationFailed: 'Verification failed. Please check your details.',
  /** The provider answered a check without a name (docs/rules.md §Bills). */
  meterNotChecked: 'We could not verify this meter now. Please try again.',
  cardNotChecked: 'We could not verify this card now. Please try again.',
  providerUnavailable: 'We could not reach the bills provider. Nothing was charged; please try again.',
  companyNotOnSale: 'Electricity from this provider cannot be bought right now. Please try again later.',
  unknownPlan: 'Choose a valid data plan.',
  planNameDiffers: 'This data plan is not the one chosen. Please choose the plan again.',
  unknownPackage: 'Choose a valid package.',
  meterNotVerified: 'Please verify the meter number before paying (a verification lasts 30 minutes).',
  cardNotVerified: 'Please verify the smart card number before paying (a verification lasts 30 minutes).',
  electricityAmount: (min: number, max: number) => `The electricity amount must be from ${formatKobo(min)} to ${formatKobo(max)}.`,
  noReceiptPhone: 'Your profile has no Nigerian mobile number for the receipt. Please contact support.',
  insufficientFunds: 'Insufficient wallet balance.',
} as const;

/** How each kind of purchase is named in titles. */
const LABELS: Record<BillService, string> = {
  airtime: 'Airtime Purchase',
  data: 'Data Purchase',
  electricity: 'Electricity Purchase',
  cable: 'Cable Subscription',
};

/** What a number is called, for "the provider did not accept this …". */
const RECIPIENT_WORDS: Record<BillService, string> = {
  airtime: 'phone number',
  data: 'phone number',
  electricity: 'meter number',
  cable: 'smart card number',
};

const PRODUCT_WORDS: Record<BillService, string> = {
  airtime: 'network',
  data: 'data plan',
  electricity: 'electricity provider',
  cable: 'package',
};

/** Why the money went back, in a sentence. */
export const refundReason = (service: BillService, reason: RefundReason): string => {
  switch (reason) {
    case 'invalid_recipient':
      return `The provider did not accept this ${RECIPIENT_WORDS[service]}.`;
    case 'invalid_amount':
      return 'The provider did not accept this amount.';
    case 'invalid_product':
      return `The provider did not accept this ${PRODUCT_WORDS[service]}.`;
    case 'provider_account':
      return 'We could not complete this purchase right now.';
    case 'never_arrived':
      return 'The provider never received this purchase.';
    case 'declined':
      return 'The provider declined this purchase.';
  }
};

/** `what` names the purchase: "₦500.00 MTN airtime for 08031234567". */
export const PURCHASE_TEXTS = {
  done: (what: string, token: string | null) => `Your purchase of ${what} was successful.${token ? ` Your token: ${token}` : ''}`,
  processing: (what: string) => `Your purchase of ${what} is processing. We will notify you when it completes.`,
  refunded: (reason: string, amountKobo: number) => `${reason} ${formatKobo(amountKobo)} is back in your wallet.`,
  /** A prepaid purchase the provider completed without a token for a day. */
  tokenMissing: (reference: string) => `The token has not been issued yet. Please contact support with reference ${reference}.`,
  title: (service: BillService, outcome: 'Successful' | 'Processing' | 'Failed') => `${LABELS[service]} ${outcome}`,
} as const;

/** The status word a history row's details carry. */
export const DETAIL_STATUS = { processing: 'Pending', done: 'Successful', refunded: 'Refunded' } as const;
