/** Texts of the dashboard (docs/product.md §Dashboard). */
export const texts = {
  greeting: (firstname: string) => (firstname ? `Welcome, ${firstname}` : 'Welcome'),
  /** The tab's title: the greeting names the customer, and a title stays in the browser's history. */
  pageTitle: 'Dashboard',
  wallet: {
    heading: 'Wallet Balance',
    hidden: '****',
    show: 'Show balance',
    hide: 'Hide balance',
    deposit: 'Deposit',
    withdraw: 'Withdraw',
    offline: 'You are offline. Deposits and withdrawals need a connection.',
  },
  investments: {
    label: 'Investments summary',
    count: 'No of Investment',
    invested: 'Invested Amount',
    returning: 'Returning Amount',
  },
  /** Ours: when the reads fail, the page says so instead of showing zeros as facts. */
  figures: {
    failed: 'Your investments and history could not be loaded.',
    /** `time`: the Lagos date and time the figures were kept. */
    kept: (time: string) => `Your latest investments and history could not be loaded. These figures are from ${time}.`,
    retry: 'Try again',
  },
  history: {
    heading: 'History',
    seeMore: 'See more',
  },
} as const;
