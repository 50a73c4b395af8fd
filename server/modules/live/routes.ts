import { liveEndpoints } from '../../../contract';
import type { ModulePlugin } from '../../deps';
import { serveEventStream } from '../../http/event-stream';
import { ClientError } from '../../lib/errors';
import type { StreamHub } from './hub';
import { LIVE_TEXTS } from './texts';

/** How long a refused client waits before it tries again; the app works as it always did meanwhile. */
const RETRY_AFTER_SECONDS = 30;

/**
 * The signed-in customer's stream of what changed, fed by `hub` (docs/rules.md §Live updates). A
 * full server (SSE_MAX_STREAMS) or one shutting down answers 503 with Retry-After before it starts.
 */
export const liveModule =
  (hub: StreamHub): ModulePlugin =>
  async (app, deps) => {
    serveEventStream(app, deps)(liveEndpoints.liveEvents, ({ principal, stream }) => {
      const admitted = hub.admit(principal.customerId, stream);
      if (typeof admitted === 'string') throw new ClientError(503, LIVE_TEXTS[admitted], { retryAfterSeconds: RETRY_AFTER_SECONDS });
      stream.onClose(admitted);
    });
  };
