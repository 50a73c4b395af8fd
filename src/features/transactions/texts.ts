/** Texts of the transaction screens (docs/product.md §Transactions); the kind and status words are in kinds.ts. */
export const texts = {
  all: {
    heading: 'All Transactions',
    empty: 'No transaction yet.',
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
    refunded: (amount: string) => `The bank declined this withdrawal. ${amount} was refunded to your wallet.`,
    notFound: 'This transaction was not found.',
    failed: 'Failed to load this transaction. Please try again.',
    retry: 'Try again',
  },
} as const;
