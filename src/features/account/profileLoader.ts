import { errorMessages } from '@/api/errors';
import { CUSTOMER_TEXTS, fetchCustomer } from '@/features/customer';
import { fetchInvestmentCount, fetchInvestmentSummary } from '@/features/dashboard';
import { updateCustomer } from '@/state/session';
import { notifyErrors } from '@/ui/toast';

/** The profile's summary strip; null where a read failed (spec 8: the figure shows as '---'). */
export type ProfileFigures = {
  invested: string | null;
  investmentCount: number | null;
  payoutBalance: string | null;
};

const orNull = <T>(read: Promise<T>): Promise<T | null> => read.catch(() => null);

/**
 * /account/profile's reads, out together: the customer (into the session, which draws the name,
 * picture and badge) and the dashboard's investment figures. A failed customer read says so (spec
 * 8); the investment figures fail quietly, as on the dashboard.
 */
export const loadProfile = async (): Promise<ProfileFigures> => {
  const [payoutBalance, summary, count] = await Promise.all([
    fetchCustomer().then(
      ({ customer }) => {
        updateCustomer(customer);
        return customer.returns_ngnbalance;
      },
      (error: unknown) => {
        notifyErrors(errorMessages(error, CUSTOMER_TEXTS.fetchFailed));
        return null;
      },
    ),
    orNull(fetchInvestmentSummary()),
    orNull(fetchInvestmentCount()),
  ]);
  return { invested: summary?.investedamount ?? null, investmentCount: count?.total ?? null, payoutBalance };
};
