import { customerEndpoints, dashboardEndpoints } from '../../../contract';
import type { ModulePlugin } from '../../deps';
import { serveEndpoint } from '../../http/serve';
import { deleteAccount, getCustomer } from './service';

/** Signed-in calls about the customer themself. */
export const customerModule: ModulePlugin = async (app, deps) => {
  const serve = serveEndpoint(app, deps);

  serve(customerEndpoints.customer, async ({ principal }) => ({ status: 'success', customer: await getCustomer(deps.db, principal.customerId) }));

  serve(customerEndpoints.deleteAccount, async ({ principal }) => ({
    status: 'success',
    message: await deleteAccount(deps.db, principal.customerId, deps.now()),
  }));

  // The dashboard's investment tiles: zero while the customer holds no investments.
  serve(dashboardEndpoints.investmentSummary, async () => ({
    status: 'success',
    investedamount: '0.00',
    returningamount: '0.00',
    payedoutamount: '0.00',
    debtamount: '0.00',
  }));
  serve(dashboardEndpoints.investmentCount, async () => ({ status: 'success', total: 0 }));
};
