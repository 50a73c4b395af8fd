import type { FastifyInstance, FastifyRequest } from 'fastify';
import '@fastify/sse';
import { validate } from 'superstruct';
import type { Endpoint, ResponseOf } from '../../contract/endpoint';
import type { AppDeps, SessionPrincipal } from '../deps';
import { authenticateRequest } from './principal';

/** An open stream of a contract endpoint's events, for the module that feeds it. */
interface EventStream<E extends Endpoint> {
  send(event: ResponseOf<E>): void;
  close(): void;
  /** Runs once the stream has ended, whoever ended it (the client, the server, a lost connection). */
  onClose(run: () => void): void;
}

/** What opening a stream is given; it throws a ClientError (answered as JSON) to refuse one. */
interface OpenInput<E extends Endpoint> {
  principal: SessionPrincipal;
  request: FastifyRequest;
  stream: EventStream<E>;
}

/**
 * Registers the route of a contract endpoint that answers Server-Sent Events (`stream: true`),
 * through @fastify/sse: the session from the cookie before anything else (an EventSource sends
 * no headers), then `open`, which may refuse in the API's JSON shape before the stream starts.
 * Once let in, the stream answers 200 at once (so the browser knows it is open), heartbeats keep
 * it alive (the plugin's comment lines), and in tests each event is checked against the contract.
 */
export function serveEventStream(app: FastifyInstance, deps: AppDeps) {
  return function serve<E extends Endpoint & { stream: true }>(endpoint: E, open: (input: OpenInput<E>) => void): void {
    app.route({
      method: endpoint.method,
      url: `/${endpoint.path}`,
      onRequest: authenticateRequest(deps, 'cookie'),
      // 'manual': no Accept negotiation; the handler decides, and refuses in JSON before any event.
      sse: { kind: 'manual' },
      handler: async (request, reply) => {
        // Gone while its session was checked: its close has passed, so it would never be let go.
        if (request.socket.destroyed) return;
        const stream: EventStream<E> = {
          send(event) {
            if (deps.checkResponses) {
              const [mismatch] = validate(event, endpoint.response);
              if (mismatch) throw new Error(`${endpoint.method} ${endpoint.path} sent an event outside its contract: ${mismatch.message}`);
            }
            // A stream that closed meanwhile refuses the write; there is nobody left to tell.
            if (reply.sse.isConnected) reply.sse.send({ data: event }).catch(() => undefined);
          },
          close: () => reply.sse.close(),
          onClose: (run) => reply.sse.onClose(run),
        };
        open({ principal: request.principal!, request, stream });
        // The plugin copies these over its own: an API answer is never kept (docs/rules.md §Limits).
        reply.header('cache-control', 'no-store');
        reply.sse.keepAlive();
        reply.sse.sendHeaders();
        reply.raw.flushHeaders();
      },
    });
  };
}
