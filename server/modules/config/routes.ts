import { configEndpoints } from '../../../contract';
import type { ModulePlugin } from '../../deps';
import { serveEndpoint } from '../../http/serve';
import { publicConfig } from './service';

/** GET config: public, read once per page load by the SPA; it changes only with a restart. */
export const configModule: ModulePlugin = async (app, deps) => {
  const answer = publicConfig(deps.config, deps.payments.current);
  serveEndpoint(app, deps)(configEndpoints.config, async () => answer, { cacheControl: 'public, max-age=300' });
};
