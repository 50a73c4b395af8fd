/** Every text of the deposit, payment result and withdraw screens (docs/product.md §Deposit and withdraw). */
export const texts = {
  balance: 'Wallet Balance',
  amount: 'Amount',
  amountPlaceholder: 'Enter amount',
  continue: 'Continue',
  retry: 'Try again',
  deposit: {
    heading: 'Deposit',
    /** The gateway's name comes from GET config; until then, or without it, the partner is unnamed. */
    securedBy: (gateway: string | undefined) => `Secured by ${gateway ?? 'our card payment partner'}`,
    offline: 'You are offline. Deposits need a connection.',
    /** The range from GET config, under the amount (ours). */
    range: (min: string, max: string) => `You can deposit from ${min} to ${max} at a time.`,
    /** Below the least (ours or the card gateway's, from GET config), as the server words it. */
    tooLittle: (min: string) => `The least you can deposit at once is ${min}.`,
    tooMuch: (max: string) => `The most you can deposit at once is ${max}.`,
  },
  withdraw: {
    heading: 'Withdraw',
    bank: 'Bank',
    bankPlaceholder: 'Select Bank',
    banksLoading: 'Loading banks...',
    accountNumber: 'Account Number',
    accountName: 'Account Name',
    fetchingAccount: 'FETCHING ACCOUNT DETAILS',
    offline: 'You are offline. Withdrawals need a connection.',
    /** The range from GET config, under the amount (ours); the most is the daily limit. */
    range: (min: string, max: string) => `You can withdraw from ${min}, up to ${max} a day.`,
    tooLittle: (min: string) => `The least you can withdraw at once is ${min}.`,
    tooMuch: (max: string) => `You can withdraw at most ${max} a day.`,
  },
  result: {
    verifying: 'Verifying your payment...',
    details: 'Payment details',
    reference: 'Transaction Reference',
    amount: 'Amount',
    method: 'Payment Method',
    date: 'Payment Date',
    status: 'Status',
    none: '-',
    dashboard: 'Go to Dashboard',
    checkAgain: 'Check again',
  },
  /** docs/product.md §Flows, Deposit: the heading and the badge for each paystatus. */
  outcomes: {
    paid: { message: 'Payment Successful!', badge: 'Paid' },
    expired: { message: 'Payment Expired. Please try again.', badge: 'Expired' },
    pending: { message: 'Payment Pending. Please wait.', badge: 'Pending' },
    partial: {
      message: (paid: string, asked: string) => `You paid ${paid} of ${asked}; ${paid} was added to your wallet.`,
      badge: 'Partially paid',
    },
    unsuccessful: { message: 'Payment Unsuccessful', badge: 'Unsuccessful' },
  },
  messages: {
    invalidAmount: 'Please enter a valid amount.',
    selectBank: 'Please select a bank.',
  },
  errors: {
    deposit: 'Failed to deposit. Please try again.',
    paymentUrlMissing: 'Payment URL missing.',
    paymentFailed: 'Payment Failed. Please try again.',
    verify: 'Error verifying payment. Please try again later.',
    noReference: 'We were unable to verify your payment. Please try again later.',
    withdraw: 'Failed to process cashout. Please try again.',
    banks: 'Failed to get banks. Please try again.',
    accountDetails: 'Failed to fetch account details. Please try again.',
  },
} as const;
