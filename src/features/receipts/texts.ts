import { STATEMENT_MAX_MONTHS } from '@contract/statement-period';

/** Texts of receipts and statements in the app (docs/product.md §Receipts and statements). */
export const texts = {
  receipt: {
    share: 'Share receipt',
    download: 'Download',
    revoke: 'Revoke verification link',
    shareTitle: 'Fleetvest receipt',
    failed: 'The receipt could not be made. Please try again.',
    note: 'Anyone who scans its QR code can check the receipt is genuine. Revoke the link if you no longer want it checked.',
  },
  statement: {
    heading: 'Account Statement',
    intro: `Your wallet's statement for a period of up to ${STATEMENT_MAX_MONTHS} months, as a PDF or a spreadsheet (CSV). Each carries a code anyone can check at the address printed on it.`,
    period: 'Period',
    periods: {
      thisMonth: 'This month',
      lastMonth: 'Last month',
      last3: 'Last 3 months',
      last6: 'Last 6 months',
      last12: 'Last 12 months',
      custom: 'Custom',
    },
    from: 'From',
    to: 'To',
    format: 'Format',
    pdf: 'PDF',
    csv: 'CSV (spreadsheet)',
    download: 'Download',
    email: 'E-mail it to me',
    downloading: 'Downloading…',
    received: (kb: string) => `${kb} KB received`,
    done: 'Your statement was downloaded.',
    failed: 'The statement could not be downloaded. Please try again.',
  },
} as const;
