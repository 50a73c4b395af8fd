import { is } from 'superstruct';
import { HISTORY_STATUS_CODE, Transaction } from '@contract/transactions';
import { ApiError } from '@/api/errors';
import { fetchTransaction } from './api';

export type TransactionDetails = { status: 'found'; transaction: Transaction } | { status: 'missing' } | { status: 'failed' };

/**
 * The row a list passed along when it is the one asked for and cannot have changed since; else
 * GET customer/funding/transaction/:id. History state outlives the app version that wrote it,
 * so it is checked against the contract like any answer. A pending row is fetched again: it may
 * have settled since the list was drawn.
 */
export const loadTransactionDetails = async (id: number | undefined, passed: unknown): Promise<TransactionDetails> => {
  if (id === undefined) return { status: 'missing' };
  if (is(passed, Transaction) && passed.id === id && passed.status !== HISTORY_STATUS_CODE.pending) return { status: 'found', transaction: passed };
  try {
    return { status: 'found', transaction: (await fetchTransaction(id)).data };
  } catch (error) {
    // The server answers 422 for an id that is not this customer's; no answer or a 5xx may pass.
    const refused = error instanceof ApiError && error.status !== undefined && error.status < 500;
    return { status: refused ? 'missing' : 'failed' };
  }
};
