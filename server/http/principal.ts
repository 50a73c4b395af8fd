import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { AppDeps, SessionPrincipal } from '../deps';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, set before anything else runs on session endpoints. */
    principal: SessionPrincipal | null;
  }
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
};

export const decoratePrincipal = (app: FastifyInstance) => app.decorateRequest('principal', null);

/** A live session or a 401, from the headers alone: before the body is read or any input checked. */
export const authenticateRequest =
  (deps: Pick<AppDeps, 'authenticate'>): onRequestHookHandler =>
  async (request) => {
    request.principal = await deps.authenticate(bearer(request));
  };
