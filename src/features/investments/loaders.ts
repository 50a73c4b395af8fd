import { is } from 'superstruct';
import { Plan, type UserInvestment } from '@contract/investments';
import { fetchCustomer, refreshCustomer } from '@/features/customer';
import { positiveInt } from '@/lib/search';
import { updateCustomer } from '@/state/session';
import { fetchInvestments, fetchPlans } from './api';

const orNull = <T>(read: Promise<T>): Promise<T | null> => read.catch(() => null);

export type MyInvestmentsData = {
  /** False when GET customer failed: the payout balance then reads '---'. */
  customerLoaded: boolean;
  plans: Plan[] | null;
  investments: UserInvestment[] | null;
};

/** /investments: the customer (payout balance), the plans (carousel) and the investments, together. */
export const loadMyInvestments = async (): Promise<MyInvestmentsData> => {
  const [customer, plans, investments] = await Promise.all([orNull(fetchCustomer()), orNull(fetchPlans()), orNull(fetchInvestments())]);
  if (customer) updateCustomer(customer.customer);
  return { customerLoaded: customer !== null, plans, investments };
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
