import { notificationEndpoints } from '../../../contract';
import type { ModulePlugin } from '../../deps';
import { serveEndpoint } from '../../http/serve';
import { filterOf } from './present';
import { listNotifications, markAllRead, markRead } from './service';

export const notificationsModule: ModulePlugin = async (app, deps) => {
  const serve = serveEndpoint(app, deps);
  serve(notificationEndpoints.notificationPage, async ({ principal, query }) => ({
    status: 'success',
    ...(await listNotifications(deps.db, principal.customerId, filterOf(query))),
  }));
  serve(notificationEndpoints.markRead, async ({ principal, body }) => ({
    status: 'success',
    message: await markRead(deps.db, principal.customerId, Number(body.notificationid)),
  }));
  serve(notificationEndpoints.markAllRead, async ({ principal }) => ({ status: 'success', message: await markAllRead(deps.db, principal.customerId) }));
};
