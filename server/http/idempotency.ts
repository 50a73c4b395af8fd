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

/** How long a repeat waits for the first request's answer before it is told to try again. */
export const IDEMPOTENCY_WAIT_MS = 15_000;
const POLL_MS = 100;

/**
 * Runs a money-moving handler at most once per (customer, Idempotency-Key): a repeat gets the
 * first answer again, and a repeat sent while the first still runs waits for that answer (409 only
 * if it takes longer than IDEMPOTENCY_WAIT_MS). An unexpected failure (5xx) frees the key so the
 * client may retry; a 4xx answer is kept.
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

  const claim = () =>
    db
      .insert(idempotencyKeys)
      .values({ customerId, key, requestHash: hash })
      .then(() => true)
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return false;
        throw error;
      });
  const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
  while (!(await claim())) {
    const [first] = await db.select().from(idempotencyKeys).where(mine);
    // No row: the first request failed unexpectedly and freed the key, so this one claims it next.
    if (first) {
      if (first.requestHash !== hash) throw new ClientError(422, IDEMPOTENCY_TEXTS.reused);
      if (first.statusCode !== null) return reply.code(first.statusCode).header('idempotent-replay', 'true').send(first.response);
      if (Date.now() >= deadline) throw new ClientError(409, IDEMPOTENCY_TEXTS.inProgress);
    }
    await sleep(POLL_MS);
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
