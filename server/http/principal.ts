import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { unauthenticated } from '../lib/errors';
import { authenticate, type SessionPrincipal } from '../modules/auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    principal: SessionPrincipal | null;
  }
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
};

/** Every route registered in this scope needs a live session; handlers read it with `principalOf`. */
export function requireSession(scope: FastifyInstance, db: Db, now: () => Date) {
  scope.decorateRequest('principal', null);
  scope.addHook('preHandler', async (request) => {
    request.principal = await authenticate(db, bearer(request), now());
  });
}

export const principalOf = (request: FastifyRequest): SessionPrincipal => {
  if (!request.principal) throw unauthenticated();
  return request.principal;
};
