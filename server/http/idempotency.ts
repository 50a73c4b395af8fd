import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
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

/** How long a repeat waits for the first request's answer before it gets a 409 (tests shorten it). */
export const idempotencyWait = { ms: 15_000 };
const POLL_MS = 100;

/**
 * Runs a money-moving handler at most once per (customer, Idempotency-Key): a repeat gets the
 * first answer again, and a repeat sent while the first still runs waits for that answer (409 only
 * if it takes longer than idempotencyWait). A 4xx answer is kept; a deliberate 5xx ("try
 * again later") frees the key for a retry; an unexpected error leaves it claimed, so a repeat can
 * never run the handler a second time when the first may have moved money.
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
  const deadline = Date.now() + idempotencyWait.ms;
  while (!(await claim())) {
    const [first] = await db.select().from(idempotencyKeys).where(mine);
    // No row: the first request failed unexpectedly and freed the key, so this one claims it next.
    if (first) {
      if (first.requestHash !== hash) throw new ClientError(422, IDEMPOTENCY_TEXTS.reused);
      if (first.statusCode !== null) return reply.code(first.statusCode).header('idempotent-replay', 'true').send(first.response);
    }
    if (Date.now() >= deadline) throw new ClientError(409, IDEMPOTENCY_TEXTS.inProgress);
    await sleep(POLL_MS);
  }

  let result: T;
  try {
    result = await handler();
  } catch (error) {
    // A deliberate answer is kept, except "try again later" (a 503 before any money moved), which
    // frees the key. After an unexpected error nobody knows what moved: the key stays claimed.
    if (error instanceof ClientError && error.statusCode < 500) {
      await remember(error.statusCode, { status: 'error', message: error.messages });
    } else if (error instanceof ClientError) {
      await db.delete(idempotencyKeys).where(mine);
    }
    throw error;
  }
  await remember(reply.statusCode, result);
  return result;

  /**
   * Stores the answer for repeats. If that fails the handler has still run (money may have moved),
   * so the key stays claimed: repeats get a 409, never a second run.
   */
  async function remember(statusCode: number, response: unknown) {
    await db
      .update(idempotencyKeys)
      .set({ statusCode, response })
      .where(mine)
      .catch((error: unknown) => request.log.error({ err: error, key }, 'could not store the answer for an Idempotency-Key; repeats will get 409'));
  }
}
