import { mobileNetwork } from '@contract/bill-codes';
import type { CablePackage, DataPlan } from '@contract/bills';
import { notifyErrors } from '@/ui/toast';
import { useLoad, type Reloadable } from '@/ui/useLoad';
import { fetchCablePackages, fetchDataPlans } from '../api';
import { lookupMessages } from './loaders';
import { texts } from '../texts';

/** Toasts a failed list (docs/product.md §Errors and toasts), then lets the form know it failed. */
const toasting =
  (malformed: string, failed: string) =>
  (error: unknown): never => {
    notifyErrors(lookupMessages(error, malformed, failed));
    throw error;
  };

/** docs/product.md §Utility bills: a network's data plans load when it is chosen. */
export const useDataPlans = (network: string): Reloadable<DataPlan[]> => {
  const planName = mobileNetwork(network)?.planName;
  return useLoad(planName ?? null, () => fetchDataPlans(planName!).catch(toasting(texts.errors.plansMalformed, texts.errors.plansFailed)));
};

/** A cable provider's packages, once it is chosen. */
export const useCablePackages = (cable: string): Reloadable<CablePackage[]> =>
  useLoad(cable || null, () => fetchCablePackages(cable).catch(toasting(texts.errors.cablePlansMalformed, texts.errors.cablePlansFailed)));
