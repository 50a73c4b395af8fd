import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ClientError, errorBody } from '../lib/errors';
import { QueueFull } from '../lib/fair-queue';
import { isConnectionLost } from '../db/connection-lost';
import { answerClientError } from './client-errors';
import { answerDatabaseLost } from './database-lost';
import { HTTP_TEXTS, STATUS_TEXTS } from './texts';

/**
 * An error of Fastify's own, in the API's shape: a 4xx says what the status means and nothing of
 * the framework; anything else is a 500 whose details go to the log only. It serves the error
 * handler and what the router refuses before any route runs (a path with broken percent-encoding).
 */
const sendFastifyError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return reply.code(status).send(errorBody(STATUS_TEXTS[status] ?? HTTP_TEXTS.notAccepted));
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(errorBody(HTTP_TEXTS.unexpected));
};

/** Fastify's options by which what Node or the router refuse before any route runs still answers in the API's error shape. */
export const unroutedErrorOptions = {
  clientErrorHandler: answerClientError,
  frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void sendFastifyError(error, request, reply),
};

/**
 * Every error a route throws, in the API's shape: a ClientError says its own messages (a 5xx one
 * logs its cause), a full hashing queue or a lost database connection is a 503 to try again,
 * anything else as sendFastifyError.
 */
export function answerErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ClientError | QueueFull, request, reply) => {
    if (error instanceof ClientError) {
      // A refusal to come back later (a full server) is load shed on purpose, not a fault.
      if (error.retryAfterSeconds !== undefined) {
        request.log.warn(error.message);
        reply.header('retry-after', String(error.retryAfterSeconds));
      } else if (error.statusCode >= 500) request.log.error({ err: error.cause }, error.message);
      return reply.code(error.statusCode).send(errorBody(error.messages, error.code));
    }
    if (error instanceof QueueFull) {
      request.log.warn('hashing queue full; answered busy');
      return reply.code(503).header('retry-after', '5').send(errorBody(HTTP_TEXTS.busy));
    }
    if (isConnectionLost(error)) return answerDatabaseLost(error, request, reply);
    return sendFastifyError(error, request, reply);
  });
}
