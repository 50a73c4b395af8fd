import { vitalsEndpoints, VITALS_LIMITS } from '../../../contract';
import type { ModulePlugin } from '../../deps';
import { addressLimit } from '../../http/rate-limits';
import { serveEndpoint } from '../../http/serve';
import { storeVitals } from './service';

/** POST vitals: public and anonymous, small, and capped per address before the body is read. */
export const vitalsModule: ModulePlugin = async (app, deps) => {
  serveEndpoint(app, deps)(
    vitalsEndpoints.reportVitals,
    async ({ body }) => {
      await storeVitals(deps.db, body, deps.now());
      return { status: 'success' };
    },
    {
      // A few reports per page view, with room for customers behind one carrier address (VITALS_PER_MINUTE).
      onRequest: addressLimit(app, 'vitals', { max: deps.config.vitalsPerMinute, timeWindowMs: 60_000 }),
      bodyLimit: VITALS_LIMITS.body,
    },
  );
};
