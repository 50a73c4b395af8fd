import type { Bank } from '@contract/wallet';
import { errorMessages } from '@/api/errors';
import { dismissErrors, type ErrorOptions, notifyErrors } from '@/ui/toast';
import { fetchAccountName, fetchBanks } from './api';
import { accountLookup } from './rules';
import { texts } from './texts';
import { useLoad, type Loaded, type Reloadable } from '@/ui/useLoad';

/** The account-name lookup's error toast is about the number and bank: a new lookup replaces it. */
const ACCOUNT_LOOKUP = 'account-lookup';

/** Toasts a failed lookup, then lets the screen know it failed. */
const toasting =
  (fallback: string, options?: ErrorOptions) =>
  (error: unknown): never => {
    notifyErrors(errorMessages(error, fallback), options);
    throw error;
  };

const loadBanks = async (): Promise<Bank[]> => (await fetchBanks().catch(toasting(texts.errors.banks))).data;

export const useBanks = (): Reloadable<Bank[]> => useLoad('banks', loadBanks);

/** The account holder's name, once the number and bank allow a lookup (docs/product.md §Validation). */
export const useAccountName = (accountnumber: string, bank: string): Loaded<string> => {
  const lookup = accountLookup(accountnumber, bank);
  return useLoad(lookup && `${lookup.bank}/${lookup.accountnumber}`, () => {
    dismissErrors(ACCOUNT_LOOKUP);
    return fetchAccountName(accountnumber, bank).catch(toasting(texts.errors.accountDetails, { form: ACCOUNT_LOOKUP }));
  });
};
