import { array, boolean, is, nullable, object, type Infer } from 'superstruct';
import { Plan, UserInvestment } from '@contract/investments';
import { fetchCustomer, refreshCustomer } from '@/features/customer';
import { liveOrKept, readTally, snapshotStore, type FromSnapshot } from '@/features/offline';
import { positiveInt } from '@/lib/search';
import { updateCustomer } from '@/state/session';
import { fetchInvestments, fetchPlans } from './api';

const orNull = <T>(read: Promise<T>): Promise<T | null> => read.catch(() => null);

/** What /investments shows, as kept on the device for offline use. */
const MyInvestments = object({
  /** False when GET customer failed: the payout balance then reads '---'. */
  customerLoaded: boolean(),
  plans: nullable(array(Plan)),
  investments: nullable(array(UserInvestment)),
});

export type MyInvestmentsData = Infer<typeof MyInvestments> & FromSnapshot;

const snapshot = snapshotStore('investments', MyInvestments);

/**
 * /investments: the customer (payout balance), the plans (carousel) and the investments, together.
 * Offline, what was kept the last time all three were read.
 */
export const loadMyInvestments = async (): Promise<MyInvestmentsData> => {
  const reads = readTally();
  const [customer, plans, investments] = await Promise.all([
    orNull(reads.watch(fetchCustomer())),
    orNull(reads.watch(fetchPlans())),
    orNull(reads.watch(fetchInvestments())),
  ]);
  if (customer) updateCustomer(customer.customer);
  return liveOrKept(snapshot, reads.fetched({ customerLoaded: customer !== null, plans, investments }));
};

/** /investment/plans and /seeallinvestment; null when the list could not be loaded. */
export const loadPlans = (): Promise<Plan[] | null> => orNull(fetchPlans());

export type PlanData = { status: 'found'; plan: Plan } | { status: 'missing' } | { status: 'failed' };

/**
 * One plan, by the id in the address (/investmentdetails/12) or of the plan a card passed along
 * (/investment/details). History state outlives the app version that wrote it, so it is checked
 * against the contract; the list is read again for the units still on offer, and the passed plan
 * stands in only when that read fails. The wallet balance the screens show is refreshed alongside.
 */
export const loadPlan = async (idParam: string | undefined, passed: unknown): Promise<PlanData> => {
  const carried = is(passed, Plan) ? passed : undefined;
  const id = idParam === undefined ? carried?.id : positiveInt(idParam);
  if (id === undefined) return { status: 'missing' };
  const [plans] = await Promise.all([orNull(fetchPlans()), refreshCustomer()]);
  if (!plans) return carried?.id === id ? { status: 'found', plan: carried } : { status: 'failed' };
  const plan = plans.find((candidate) => candidate.id === id);
  return plan ? { status: 'found', plan } : { status: 'missing' };
};

/** The calculator's plan list: a failure is only logged and the list stays empty. */
export const loadCalculatorPlans = async (): Promise<Plan[]> => {
  try {
    return await fetchPlans();
  } catch (error) {
    console.warn('customer/fetchplans:', error instanceof Error ? error.message : String(error));
    return [];
  }
};
