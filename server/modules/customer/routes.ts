import { customerEndpoints } from '../../../contract';
import type { ModulePlugin } from '../../deps';
import { serveEndpoint } from '../../http/serve';
import { deleteAccount, getCustomer } from './service';

/** Signed-in calls about the customer themself. */
export const customerModule: ModulePlugin = async (app, deps) => {
  const serve = serveEndpoint(app, deps);

  serve(customerEndpoints.customer, async ({ principal }) => ({ status: 'success', customer: await getCustomer(deps.db, principal.customerId) }));

  serve(customerEndpoints.deleteAccount, async ({ principal }) => ({
    status: 'success',
    message: await deleteAccount(deps, principal.customerId, deps.now()),
  }));
};
