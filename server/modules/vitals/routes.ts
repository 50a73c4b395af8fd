import { vitalsEndpoints, VITALS_LIMITS } from '../../../contract';
import type { ModulePlugin } from '../../deps';
import { addressLimit } from '../../http/rate-limits';
import { serveEndpoint } from '../../http/serve';
import { storeVitals } from './service';

/** Reports a browser may send per address and minute: a few per page view, with room for shared addresses. */
export const VITALS_RATE_LIMIT = { max: 60, timeWindowMs: 60_000 } as const;

/** POST vitals: public and anonymous, small, and capped per address before the body is read. */
export const vitalsModule: ModulePlugin = async (app, deps) => {
  serveEndpoint(app, deps)(
    vitalsEndpoints.reportVitals,
    async ({ body }) => {
      await storeVitals(deps.db, body, deps.now());
      return { status: 'success' };
    },
    { onRequest: addressLimit(app, 'vitals', VITALS_RATE_LIMIT), bodyLimit: VITALS_LIMITS.body },
  );
};
