import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../lib/errors';
import { HTTP_TEXTS } from './texts';

/** Seconds a client waits before trying again: the pool opens a new connection at once, a failover takes a moment. */
const RETRY_AFTER_SECONDS = 2;

/**
 * The answer to a request whose database connection was lost (server/db/connection-lost.ts): a
 * 503 with Retry-After, never a 500, since trying again is the cure (docs/rules.md §Errors).
 */
export function answerDatabaseLost(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  request.log.warn({ err: error }, 'database connection lost during the request; answered 503');
  return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(errorBody(HTTP_TEXTS.databaseLost));
}
