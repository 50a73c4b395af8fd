import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { COOKIES } from '../../contract/cookies';
import type { AppDeps, SessionPrincipal } from '../deps';
import { cookieValue } from './session-cookies';

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

/**
 * The session token in the `userAuth` cookie the SPA keeps, for an event stream: a browser's
 * EventSource sends no headers (docs/rules.md §Live updates). The cookie is SameSite=Lax, so
 * another site's page never sends it, and the stream only says what changed.
 */
const sessionCookie = (request: FastifyRequest) => cookieValue(request.headers.cookie, COOKIES.token);

export const decoratePrincipal = (app: FastifyInstance) => app.decorateRequest('principal', null);

/**
 * A live session or a 401, from the headers alone: before the body is read or any input checked.
 * The bearer token, or for an event stream the session cookie.
 */
export const authenticateRequest =
  (deps: Pick<AppDeps, 'authenticate'>, from: 'bearer' | 'cookie' = 'bearer'): onRequestHookHandler =>
  async (request) => {
    request.principal = await deps.authenticate(from === 'cookie' ? sessionCookie(request) : bearer(request));
  };
