import { formatKobo } from '../../lib/naira';

export const WALLET_TEXTS = {
  depositStarted: 'Redirecting you to the secure checkout.',
  depositTooSmall: (min: string) => `The least you can deposit at once is ${min}.`,
  depositTooLarge: (max: string) => `The most you can deposit at once is ${max}.`,
  depositFailed: 'Failed to deposit. Please try again.',
  paymentNotFound: 'We could not find this payment.',
  verifyUnavailable: 'Error verifying payment. Please try again later.',
  paymentChecked: 'Payment status checked.',
  banksUnavailable: 'Failed to get banks. Please try again.',
  bankUnknown: 'Please select a bank.',
  accountNotFound: 'We could not find this account. Please check the account number and bank.',
  accountLookupUnavailable: 'Failed to fetch account details. Please try again.',
  insufficientFunds: 'Insufficient wallet balance.',
  withdrawalTooSmall: (min: string) => `The least you can withdraw at once is ${min}.`,
  dailyLimit: (limit: number, usedToday: number) =>
    `This is above your daily withdrawal limit of ${formatKobo(limit)} (already withdrawn today: ${formatKobo(usedToday)}).`,
  withdrawalDone: (amount: number, name: string) => `${formatKobo(amount)} has been sent to ${name}.`,
  withdrawalPending: (amount: number) => `Your withdrawal of ${formatKobo(amount)} is processing. We will notify you when the bank confirms it.`,
  withdrawalDeclined: 'The bank declined this withdrawal. Your wallet has been refunded.',
} as const;

/** What the customer is told in notifications (which/type as docs/rules.md §History and notifications lists). */
export const WALLET_NOTES = {
  deposit: (amount: number) => ({
    title: 'Deposit Successful',
    description: `Your wallet has been credited with ${formatKobo(amount)}.`,
    which: 1,
    type: 1,
  }),
  partialDeposit: (paid: number, asked: number) => ({
    title: 'Deposit Partially Paid',
    description: `You paid ${formatKobo(paid)} of ${formatKobo(asked)}; ${formatKobo(paid)} was added to your wallet.`,
    which: 1,
    type: 1,
  }),
  withdrawalDone: (amount: number, name: string, bank: string) => ({
    title: 'Withdrawal Successful',
    description: `${formatKobo(amount)} has been sent to ${name} (${bank}).`,
    which: 1,
    type: 2,
  }),
  withdrawalPending: (amount: number) => ({
    title: 'Withdrawal Processing',
    description: `Your withdrawal of ${formatKobo(amount)} is on its way. We will tell you when the bank confirms it.`,
    which: 1,
    type: 2,
  }),
  withdrawalReversed: (amount: number) => ({
    title: 'Withdrawal Reversed',
    description: `The bank returned your withdrawal of ${formatKobo(amount)} after it was sent. The money is back in your wallet.`,
    which: 1,
    type: 2,
  }),
  withdrawalFailed: (amount: number) => ({
    title: 'Withdrawal Failed',
    description: `Your withdrawal of ${formatKobo(amount)} could not be completed. The money is back in your wallet.`,
    which: 1,
    type: 2,
  }),
} as const;
