import { array, literal, number, object, optional, type Infer } from 'superstruct';
import { endpoint } from './endpoint';
import { LIMITS, numericId, pageNumber, text } from './fields';
import { recentTransactionsEndpoint, Transaction } from './transactions';

/**
 * The history's own calls: its pages and one row, and the history's endpoint table. Apart from the
 * row's shape (transactions.ts), which the dashboard's latest rows share: the signed-in home chunk
 * carries the dashboard's call, not these (docs/performance.md §Chunks, preloads and budgets).
 */

/** GET customer/funding/fetchall?perpage=10&page=n */
export const TransactionPageResponse = object({
  status: literal('success'),
  data: array(Transaction),
  current_page: number(),
  last_page: number(),
});
export type TransactionPageResponse = Infer<typeof TransactionPageResponse>;

/** GET customer/funding/transaction/:id (ours): the details screen on reload or deep link. */
export const TransactionResponse = object({
  status: literal('success'),
  data: Transaction,
});
export type TransactionResponse = Infer<typeof TransactionResponse>;

/** ?perpage=10&page=n: the page size is the server's (10); perpage is accepted as the SPA sends it. */
const TransactionPageQuery = object({ page: pageNumber(), perpage: optional(text('perpage', LIMITS.numeric)) });
const TransactionParams = object({ id: numericId('transaction') });

export const transactionPageEndpoint = endpoint({
  method: 'GET',
  path: 'customer/funding/fetchall',
  query: TransactionPageQuery,
  response: TransactionPageResponse,
  session: true,
});
export const transactionEndpoint = endpoint({
  method: 'GET',
  path: 'customer/funding/transaction/:id',
  params: TransactionParams,
  response: TransactionResponse,
  session: true,
});

export const transactionEndpoints = {
  recentTransactions: recentTransactionsEndpoint,
  transactionPage: transactionPageEndpoint,
  transaction: transactionEndpoint,
} as const;
