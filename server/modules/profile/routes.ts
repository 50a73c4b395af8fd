import { pinEndpoints } from '../../../contract';
import type { ModulePlugin } from '../../deps';
import { serveEndpoint } from '../../http/serve';
import { changePin, setPin } from './pin';

/** The transaction PIN. */
export const pinModule: ModulePlugin = async (app, deps) => {
  const serve = serveEndpoint(app, deps);
  serve(pinEndpoints.setPin, async ({ body, principal }) => ({ status: 'success', message: await setPin(deps.db, principal.customerId, body) }));
  serve(pinEndpoints.changePin, async ({ body, principal }) => ({
    status: 'success',
    message: await changePin(deps.db, principal.customerId, body, deps.now()),
  }));
};
