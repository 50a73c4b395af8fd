import { array, number, object, string, type Infer } from 'superstruct';
import { Plan } from '@contract/investments';
import { Transaction } from '@contract/transactions';
import { fetchCustomer } from '@/features/customer';
import { fetchPlans } from '@/features/investments';
import { liveOrKept, readTally, snapshotStore, type FromSnapshot } from '@/features/offline';
import { ApiError } from '@/api/errors';
import { updateCustomer } from '@/state/session';
import { fetchInvestmentCount, fetchInvestmentSummary, fetchRecentTransactions } from './api';

/** What the dashboard's cards show, as kept on the device for offline use. */
const DashboardFigures = object({
  investmentCount: number(),
  investedAmount: string(),
  returningAmount: string(),
  /** The recent history, newest first; the card groups it under Lagos days. */
  recent: array(Transaction),
  /** The Special Offers carousel. */
  plans: array(Plan),
});

export type DashboardFigures = Infer<typeof DashboardFigures> & FromSnapshot;

/** What the dashboard's loader gives: its cards' figures, still on their way. */
export type DashboardData = { figures: Promise<DashboardFigures> };

const snapshot = snapshotStore('dashboard', DashboardFigures);

/** A failed dashboard call only writes its status to the console; its card stays empty (docs/product.md §Errors and toasts). */
export const readQuietly = <T>(what: string, call: Promise<T>): Promise<T | null> =>
  call.catch((error: unknown) => {
    console.warn(`${what}: ${error instanceof ApiError ? (error.status ?? 'no answer') : String(error)}`);
    return null;
  });

/**
 * The dashboard's five reads go out together (docs/product.md §Dashboard). The customer lands in the
 * session signal (the wallet card reads it there); the rest becomes the cards' data, zero or empty
 * when a call failed. Offline, the cards show what was kept the last time every read succeeded.
 */
const readFigures = async (): Promise<DashboardFigures> => {
  const reads = readTally();
  const [, summary, count, recent, plans] = await Promise.all([
    // The wallet card shows the fresh balance as soon as it is in, not when the slowest read is.
    readQuietly('customer', reads.watch(fetchCustomer())).then((answer) => answer && updateCustomer(answer.customer)),
    readQuietly('customer/dashboard/getallinvestmentdetails', reads.watch(fetchInvestmentSummary())),
    readQuietly('customer/dashboard/allinvestments', reads.watch(fetchInvestmentCount())),
    readQuietly('customer/funding/fetchrecent', reads.watch(fetchRecentTransactions())),
    readQuietly('customer/fetchplans', reads.watch(fetchPlans())),
  ]);
  return liveOrKept(
    snapshot,
    reads.fetched({
      investmentCount: count?.total ?? 0,
      investedAmount: summary?.investedamount ?? '0',
      returningAmount: summary?.returningamount ?? '0',
      // One list, newest first: the card regroups it under the app's own Lagos days like every other list's.
      recent: recent ? Object.values(recent.data).flat() : [],
      plans: plans ?? [],
    }),
  );
};

/**
 * The dashboard does not wait for its reads: the greeting and the wallet card draw at once from
 * the customer this device last read, and the other cards follow the figures (docs/architecture.md,
 * "The SPA").
 */
export const loadDashboard = (): DashboardData => {
  const figures = readFigures();
  // Figures no screen waits on (a preload, a read the page was left before) must not fail
  // unhandled; the screen that shows them still throws a failure to the error screen.
  figures.catch(() => undefined);
  return { figures };
};
