import { transactionEndpoint, transactionPageEndpoint } from '@contract/history';
import type { Transaction } from '@contract/transactions';
import { call } from '@/api/client';

/** History pages hold 10 rows (the server's page size). */
const PAGE_SIZE = 10;

export type TransactionPage = { rows: Transaction[]; page: number; lastPage: number };

export const fetchTransactionPage = async (page: number): Promise<TransactionPage> => {
  const answer = await call(transactionPageEndpoint, { query: { page, perpage: String(PAGE_SIZE) } });
  return { rows: answer.data, page: answer.current_page, lastPage: answer.last_page };
};

export const fetchTransaction = (id: number) => call(transactionEndpoint, { params: { id } });
