import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { ClientError } from '../lib/errors';
import { principalOf } from './principal';

export const IDEMPOTENCY_TEXTS = {
  badKey: 'The Idempotency-Key header must be 8 to 100 letters, digits, dashes or underscores.',
  inProgress: 'This request is already being processed. Please wait.',
  reused: 'This Idempotency-Key was already used for a different request.',
} as const;

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * What makes two requests "the same": route and body, without the PIN. The PIN authorises a request
 * rather than describing it, and a fast unsalted hash of a body holding a 4-digit PIN would give
 * the PIN back to anyone who can read this table.
 */
const requestHash = (request: FastifyRequest) => {
  const body = request.body && typeof request.body === 'object' ? { ...request.body, pin: undefined } : (request.body ?? null);
  return createHash('sha256').update(`${request.method} ${request.routeOptions.url}\n${JSON.stringify(body)}`).digest('hex');
};

/**
 * Runs a money-moving handler at most once per (customer, Idempotency-Key): a repeat gets the
 * first answer again; a repeat while the first is still running gets a 409 and moves nothing.
 * An unexpected failure (5xx) frees the key so the client may retry; a 4xx answer is kept.
 */
export async function idempotent<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  handler: () => Promise<T>,
): Promise<T | FastifyReply> {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return handler();
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw new ClientError(422, IDEMPOTENCY_TEXTS.badKey);
  const { customerId } = principalOf(request);
  const hash = requestHash(request);
  const mine = and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key));

  try {
    await db.insert(idempotencyKeys).values({ customerId, key, requestHash: hash });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [first] = await db.select().from(idempotencyKeys).where(mine);
    if (!first || first.requestHash !== hash) throw new ClientError(422, IDEMPOTENCY_TEXTS.reused);
    if (first.statusCode === null) throw new ClientError(409, IDEMPOTENCY_TEXTS.inProgress);
    return reply.code(first.statusCode).header('idempotent-replay', 'true').send(first.response);
  }

  try {
    const result = await handler();
    await db.update(idempotencyKeys).set({ statusCode: reply.statusCode, response: result }).where(mine);
    return result;
  } catch (error) {
    if (error instanceof ClientError && error.statusCode < 500) {
      await db
        .update(idempotencyKeys)
        .set({ statusCode: error.statusCode, response: { status: 'error', message: error.messages } })
        .where(mine);
    } else {
      await db.delete(idempotencyKeys).where(mine);
    }
    throw error;
  }
}
