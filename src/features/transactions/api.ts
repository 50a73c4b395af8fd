import { TransactionPageResponse, TransactionResponse, type Transaction } from '@contract/transactions';
import { api, request } from '../../api/client';

/** Spec 9: history pages hold 10 rows. */
export const PAGE_SIZE = 10;

export type TransactionPage = { rows: Transaction[]; page: number; lastPage: number };

export const fetchTransactionPage = async (page: number): Promise<TransactionPage> => {
  const answer = await request(api.url(`customer/funding/fetchall?perpage=${PAGE_SIZE}&page=${page}`).get(), TransactionPageResponse);
  return { rows: answer.data, page: answer.current_page, lastPage: answer.last_page };
};

export const fetchTransaction = (id: number) => request(api.url(`customer/funding/transaction/${id}`).get(), TransactionResponse);
