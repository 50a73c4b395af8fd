import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteShorthandOptions } from 'fastify';
import { validate } from 'superstruct';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '../../contract/endpoint';
import type { AppDeps, SessionPrincipal } from '../deps';
import { parseInput } from '../lib/validate';
import type { KeyAnswer, KeyClaim } from '../modules/idempotency';
import { authenticateRequest } from './principal';

/** What a handler is given: the request's parts, each validated by its contract struct. */
interface HandlerInput<E extends Endpoint> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** The signed-in customer on session endpoints. */
  principal: E['session'] extends true ? SessionPrincipal : null;
  /** The request's Idempotency-Key, for the service to claim with its effect (idempotent endpoints). */
  claim: KeyClaim | undefined;
  /** For what only HTTP knows: the client address, headers, the request's logger. */
  request: FastifyRequest;
  /** For the few answers that name themselves (a statement's file name and type). */
  reply: FastifyReply;
}

/** The handler answers exactly the endpoint's response type: the compiler compares the two. */
export type Handler<E extends Endpoint> = (input: HandlerInput<E>) => Promise<ResponseOf<E>>;

interface RouteExtras {
  /** Hooks run before the body is read (rate limits). */
  onRequest?: onRequestHookHandler;
  /** Route config read by plugins (the per-account rate limit). */
  config?: RouteShorthandOptions['config'];
  /** Bytes the body may weigh, when the app's default does not fit. */
  bodyLimit?: number;
  /** For the few public answers a browser may keep (API answers are no-store otherwise). */
  cacheControl?: string;
  /** For answers that are not JSON (a picture's bytes). */
  contentType?: string;
}

/** An idempotent endpoint also says how to answer a repeat whose answer was never stored. */
type Extras<E extends Endpoint> = E['idempotent'] extends true ? [RouteExtras & { recover: (reference: string) => Promise<KeyAnswer> }] : [RouteExtras?];

/**
 * Registers the route of a contract endpoint: its method and path under the scope's prefix, the
 * session check before anything is read, its body limit, validation of params, query and body by
 * the contract's structs (422 with the fields' messages), the Idempotency-Key for money-moving
 * calls, its success status, and (in tests) a check of the answer against the contract.
 */
export function serveEndpoint(app: FastifyInstance, deps: AppDeps) {
  return function serve<E extends Endpoint>(endpoint: E, handler: NoInfer<Handler<E>>, ...[extras]: NoInfer<Extras<E>>): void {
    const onRequest = [...(endpoint.session ? [authenticateRequest(deps)] : []), ...(extras?.onRequest ? [extras.onRequest] : [])];
    app.route({
      method: endpoint.method,
      url: `/${endpoint.path}`,
      ...(onRequest.length > 0 ? { onRequest } : {}),
      ...(extras?.config ? { config: extras.config } : {}),
      ...(extras?.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
      // Fastify reads no body on a GET: nothing to decompress, so no hook for it on every request.
      ...(endpoint.method === 'GET' ? { decompress: false as const } : {}),
      handler: (request, reply) =>
        app.handlersInFlight.track(async () => {
          const run = async (claim: KeyClaim | undefined) => {
            const input = {
              params: endpoint.params ? parseInput(endpoint.params, request.params) : undefined,
              query: endpoint.query ? parseInput(endpoint.query, request.query) : undefined,
              body: endpoint.body ? parseInput(endpoint.body, request.body) : undefined,
              principal: request.principal,
              claim,
              request,
              reply,
            } as HandlerInput<E>;
            reply.code(endpoint.status ?? 200);
            const answer = await handler(input);
            // Set only on success: a refusal is never kept and is always JSON.
            if (extras?.cacheControl) reply.header('cache-control', extras.cacheControl);
            if (extras?.contentType) reply.type(extras.contentType);
            if (deps.checkResponses) {
              const [mismatch] = validate(answer, endpoint.response);
              if (mismatch) throw new Error(`${endpoint.method} ${endpoint.path} answered outside its contract: ${mismatch.message}`);
            }
            return answer;
          };
          if (!endpoint.idempotent) return run(undefined);
          const recover = (extras as { recover: (reference: string) => Promise<KeyAnswer> }).recover;
          return deps.idempotent(request, reply, { run, recover });
        }),
    });
  };
}
