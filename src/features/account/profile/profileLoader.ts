import { fetchCustomer } from '@/features/customer';
import { fetchInvestmentCount, fetchInvestmentSummary, readQuietly } from '@/features/dashboard';
import { updateCustomer } from '@/state/session';

/** The profile's summary strip; null where a read failed (the figure shows '---', docs/product.md §Errors and toasts). */
export type ProfileFigures = {
  invested: string | null;
  investmentCount: number | null;
  payoutBalance: string | null;
};

/**
 * /account/profile's reads, out together, each failing quietly (docs/product.md §Errors and
 * toasts): the customer (into the session, which draws the name, picture and badge; its payout
 * balance is the strip's third figure) and the dashboard's investment figures.
 */
export const loadProfile = async (): Promise<ProfileFigures> => {
  const [customer, summary, count] = await Promise.all([
    readQuietly('customer', fetchCustomer()),
    readQuietly('customer/dashboard/getallinvestmentdetails', fetchInvestmentSummary()),
    readQuietly('customer/dashboard/allinvestments', fetchInvestmentCount()),
  ]);
  if (customer) updateCustomer(customer.customer);
  return {
    invested: summary?.investedamount ?? null,
    investmentCount: count?.total ?? null,
    payoutBalance: customer?.customer.returns_ngnbalance ?? null,
  };
};
