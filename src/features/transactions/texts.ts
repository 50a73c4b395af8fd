import { emptyTexts } from './emptyTexts';

/** Texts of the transaction screens (docs/product.md §Transactions); the kind and status words are in kinds.ts. */
export const texts = {
  all: {
    heading: 'All Transactions',
    statement: 'Account statement',
    ...emptyTexts,
    loadMore: 'Load More',
    loaded: (count: number) => `${count} transactions shown`,
    failed: 'Failed to load transactions. Please try again.',
    retry: 'Try again',
  },
  details: {
    heading: 'Transaction Details',
    back: 'All transactions',
    date: 'Date',
    description: 'Description',
    status: 'Status',
    transferStatus: 'Transfer Status',
    accountName: 'Account Name',
    accountNumber: 'Account Number',
    bankName: 'Bank Name',
    /** What a bill payment bought and for whom, in the order shown; the server names the keys of its details (docs/api.md). */
    bill: {
      network: 'Network',
      plan: 'Data Plan',
      phonenumber: 'Phone Number',
      provider: 'Provider',
      package: 'Package',
      metertype: 'Meter Type',
      meterno: 'Meter Number',
      smartcardno: 'Smart Card Number',
      customername: 'Customer Name',
    },
    /** After those: a prepaid token (the transaction's own field), then our reference. */
    token: 'Token',
    reference: 'Reference',
    refunded: (amount: string) => `The bank declined this withdrawal. ${amount} was refunded to your wallet.`,
    reversed: (amount: string) => `The bank returned this withdrawal after it was sent. ${amount} is back in your wallet.`,
    partiallyPaid: 'Partially paid: less arrived than was asked for. What arrived, the amount above, was added to your wallet.',
    notFound: 'This transaction was not found.',
    failed: 'Failed to load this transaction. Please try again.',
    retry: 'Try again',
  },
} as const;
