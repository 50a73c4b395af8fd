import { array, number, object, string, type Infer } from 'superstruct';
import { Plan } from '@contract/investments';
import { Transaction } from '@contract/transactions';
import { fetchCustomer } from '@/features/customer';
import { fetchPlans } from '@/features/investments';
import { readTally, snapshotStore, wholeOrKept, type FromSnapshot } from '@/features/offline';
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

/**
 * What the dashboard's loader gives: its cards' figures, still on their way. They arrive as
 * null when a read failed and no copy was kept: the page then says so, never zeros.
 */
export type DashboardData = { figures: Promise<DashboardFigures | null> };

const snapshot = snapshotStore('dashboard', DashboardFigures);

/** A failed background read only writes its status to the console and gives null; the screen shows what that means (docs/product.md §Errors and toasts). */
export const readQuietly = <T>(what: string, call: Promise<T>): Promise<T | null> =>
  call.catch((error: unknown) => {
    console.warn(`${what}: ${error instanceof ApiError ? (error.status ?? 'no answer') : String(error)}`);
    return null;
  });

/**
 * The dashboard's five reads go out together (docs/product.md §Dashboard). The customer lands in the
 * session signal (the wallet card reads it there); the other four make the cards' figures, shown
 * only whole: when one of them fails, answered or not, the cards show what was kept the last time
 * all four succeeded, with its time, and with nothing kept, no figures (never zeros standing in).
 */
const readFigures = async (): Promise<DashboardFigures | null> => {
  const reads = readTally();
  const [, summary, count, recent, plans] = await Promise.all([
    // The wallet card shows the fresh balance as soon as it is in, not when the slowest read is.
    readQuietly('customer', reads.watch(fetchCustomer())).then((answer) => answer && updateCustomer(answer.customer)),
    readQuietly('customer/dashboard/getallinvestmentdetails', reads.watch(fetchInvestmentSummary())),
    readQuietly('customer/dashboard/allinvestments', reads.watch(fetchInvestmentCount())),
    readQuietly('customer/funding/fetchrecent', reads.watch(fetchRecentTransactions())),
    readQuietly('customer/fetchplans', reads.watch(fetchPlans())),
  ]);
  const whole =
    summary && count && recent && plans
      ? {
          investmentCount: count.total,
          investedAmount: summary.investedamount,
          returningAmount: summary.returningamount,
          // One list, newest first: the card regroups it under the app's own Lagos days like every other list's.
          recent: Object.values(recent.data).flat(),
          plans,
        }
      : null;
  return wholeOrKept(snapshot, reads.fetched(whole));
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
