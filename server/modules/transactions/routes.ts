import { transactionEndpoints } from '../../../contract';
import type { ModulePlugin } from '../../deps';
import { serveEndpoint } from '../../http/serve';
import { oneTransaction, recentTransactions, transactionPage } from './service';

/** The customer's history. */
export const transactionsModule: ModulePlugin = async (app, deps) => {
  const serve = serveEndpoint(app, deps);
  serve(transactionEndpoints.recentTransactions, async ({ principal }) => ({
    status: 'success',
    data: await recentTransactions(deps.db, principal.customerId),
  }));
  serve(transactionEndpoints.transactionPage, async ({ principal, query }) => ({
    status: 'success',
    ...(await transactionPage(deps.db, principal.customerId, query.page)),
  }));
  serve(transactionEndpoints.transaction, async ({ principal, params }) => ({
    status: 'success',
    data: await oneTransaction(deps.db, principal.customerId, params.id),
  }));
};
