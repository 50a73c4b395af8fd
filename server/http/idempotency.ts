import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { ClientError, errorBody, unauthenticated } from '../lib/errors';
import { keyedQueue } from '../lib/keyed-queue';
import { findKey, KeyTaken, storeAnswer, type KeyAnswer, type KeyClaim } from '../modules/idempotency';

export const IDEMPOTENCY_TEXTS = {
  badKey: 'The Idempotency-Key header must be 8 to 100 letters, digits, dashes or underscores.',
  inProgress: 'This request is already being processed. Please wait.',
  reused: 'This Idempotency-Key was already used for a different request.',
} as const;

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
const POLL_MS = 100;

export interface IdempotencySettings {
  db: Db;
  now: () => Date;
  /**
   * How long a repeat waits for the answer of a claim another instance is still working on,
   * before it works the answer out from the effect's own row instead.
   */
  waitMs: number;
}

/**
 * What makes two requests "the same": route and body, without their approval. The PIN or a
 * passkey's signature authorises a request rather than describing it: a repeat after no answer
 * may be approved afresh (a passkey signs a new challenge each time) and is still the same
 * request. And a fast unsalted hash of a body holding a 4-digit PIN would give the PIN back to
 * anyone who can read this table.
 */
const requestHash = (request: FastifyRequest) => {
  const body = request.body && typeof request.body === 'object' ? { ...request.body, pin: undefined, passkey: undefined } : (request.body ?? null);
  return createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url}\n${JSON.stringify(body)}`)
    .digest('hex');
};

export interface IdempotentCall<T> {
  /** The handler; it passes the claim to the service, whose effect transaction claims the key. */
  run: (claim: KeyClaim | undefined) => Promise<T>;
  /** The answer, worked out from the row of the effect a claim names, when none was stored. */
  recover: (reference: string) => Promise<KeyAnswer>;
}

/**
 * Runs a money-moving handler at most once per (customer, Idempotency-Key). The key is claimed
 * in the same database transaction as the effect (see modules/idempotency/keys.ts), so:
 * - no claim means nothing happened, and the request runs: a refusal before the effect, a 503
 *   before any money moved, or a crash before the commit leave the key unclaimed;
 * - a claim means the effect happened once: a repeat gets the stored answer, or, when the answer
 *   was never stored (the server died after the commit), one worked out from the effect's row.
 * A claim is given back only when its effect never happened (a deposit whose checkout never
 * opened): not after a refusal that followed it (a declined withdrawal, whose 422 is stored and
 * replayed), nor when storing the answer fails. It is kept 24 hours (KEY_TTL_MS)
 * and then deleted by the hourly housekeeping pass (jobs/housekeeping.ts); a repeat after that is
 * a new request. In this process, requests with one key take turns, so a double tap waits for the
 * first answer; across instances the claim's unique key decides, and the loser replays the
 * winner's answer. See docs/rules.md §Money.
 */
export function idempotency(settings: IdempotencySettings) {
  const turns = keyedQueue();

  return async function idempotent<T>(request: FastifyRequest, reply: FastifyReply, call: IdempotentCall<T>): Promise<T | FastifyReply> {
    const key = request.headers['idempotency-key'];
    if (key === undefined) return call.run(undefined);
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw new ClientError(422, IDEMPOTENCY_TEXTS.badKey);
    if (!request.principal) throw unauthenticated();
    const { customerId } = request.principal;
    const hash = requestHash(request);

    const replay = (answer: KeyAnswer) => reply.code(answer.statusCode).header('idempotent-replay', 'true').send(answer.body);

    /** A claim exists: its stored answer, after a short wait for one still being worked out. */
    const answerOf = async (first: NonNullable<Awaited<ReturnType<typeof findKey>>>) => {
      if (first.requestHash !== hash) throw new ClientError(422, IDEMPOTENCY_TEXTS.reused);
      const deadline = Date.now() + settings.waitMs;
      let row: typeof first | undefined = first;
      while (row && row.statusCode === null && Date.now() < deadline) {
        await sleep(POLL_MS);
        row = await findKey(settings.db, customerId, key);
      }
      if (row?.statusCode != null) return replay({ statusCode: row.statusCode, body: row.response });
      // Keys claimed before claims named their effect carry no reference: nothing to work out.
      if (!first.reference) throw new ClientError(409, IDEMPOTENCY_TEXTS.inProgress);
      return replay(await call.recover(first.reference));
    };

    const attempt = async (): Promise<T | FastifyReply> => {
      const existing = await findKey(settings.db, customerId, key);
      if (existing) return answerOf(existing);
      const claim: KeyClaim = { customerId, key, requestHash: hash, at: settings.now() };
      let result: T;
      try {
        result = await call.run(claim);
      } catch (error) {
        if (error instanceof KeyTaken) {
          const winner = await findKey(settings.db, customerId, key);
          // Gone already: the winner's effect never happened and it gave the key back, free again.
          return winner ? answerOf(winner) : attempt();
        }
        // A refusal after the claim committed (a declined transfer) is the answer to replay. A
        // refusal before it left no claim, and storing then changes nothing.
        if (error instanceof ClientError && error.statusCode < 500) {
          await remember(claim, { statusCode: error.statusCode, body: errorBody(error.messages, error.code) });
        }
        throw error;
      }
      await remember(claim, { statusCode: reply.statusCode, body: result });
      return result;
    };

    /** If storing fails, the claim still names its effect, so a repeat works the answer out instead. */
    const remember = (claim: KeyClaim, answer: KeyAnswer) =>
      storeAnswer(settings.db, claim, answer).catch((error: unknown) =>
        request.log.error({ err: error }, 'could not store the answer of an Idempotency-Key; repeats will work it out'),
      );

    return turns(`${customerId}:${key}`, attempt);
  };
}

export type Idempotent = ReturnType<typeof idempotency>;
