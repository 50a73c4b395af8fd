import { fetchTransactionPage, type TransactionPage } from './api';

/** The first page of /alltransactions; null when it could not be loaded (the screen offers a retry). */
export const loadFirstPage = async (): Promise<TransactionPage | null> => {
  try {
    return await fetchTransactionPage(1);
  } catch {
    return null;
  }
};
