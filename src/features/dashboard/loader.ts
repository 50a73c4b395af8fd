import type { Plan } from '@contract/investments';
import { fetchCustomer } from '@/features/customer';
import { fetchPlans } from '@/features/investments';
import { ApiError } from '@/api/errors';
import { groupByDay, type TransactionGroup } from '@/features/transactions';
import { updateCustomer } from '@/state/session';
import { fetchInvestmentCount, fetchInvestmentSummary, fetchRecentTransactions } from './api';

export type DashboardData = {
  investmentCount: number;
  investedAmount: string;
  returningAmount: string;
  history: TransactionGroup[];
  /** The Special Offers carousel. */
  plans: Plan[];
};

/** A failed dashboard call only writes its status to the console; its card stays empty (docs/product.md §Errors and toasts). */
export const readQuietly = <T>(what: string, call: Promise<T>): Promise<T | null> =>
  call.catch((error: unknown) => {
    console.warn(`${what}: ${error instanceof ApiError ? (error.status ?? 'no answer') : String(error)}`);
    return null;
  });

/**
 * The dashboard's five reads go out together (docs/product.md §Dashboard). The customer lands in the
 * session signal (the wallet card reads it there); the rest becomes the cards' data, zero or empty
 * when a call failed.
 */
export const loadDashboard = async (): Promise<DashboardData> => {
  const [customer, summary, count, recent, plans] = await Promise.all([
    readQuietly('customer', fetchCustomer()),
    readQuietly('customer/dashboard/getallinvestmentdetails', fetchInvestmentSummary()),
    readQuietly('customer/dashboard/allinvestments', fetchInvestmentCount()),
    readQuietly('customer/funding/fetchrecent', fetchRecentTransactions()),
    readQuietly('customer/fetchplans', fetchPlans()),
  ]);
  if (customer) updateCustomer(customer.customer);
  return {
    investmentCount: count?.total ?? 0,
    investedAmount: summary?.investedamount ?? '0',
    returningAmount: summary?.returningamount ?? '0',
    // Regrouped, newest first, so the headings are the app's own Lagos days like every other list's.
    history: recent ? groupByDay(Object.values(recent.data).flat()) : [],
    plans: plans ?? [],
  };
};
