import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';

/** A request's Idempotency-Key, ready to be claimed by the transaction that commits its effect. */
export interface KeyClaim {
  customerId: number;
  key: string;
  /** What makes two requests the same (see http/idempotency.ts). */
  requestHash: string;
  at: Date;
  /** Set by claimKey: the effect this request's own claim names (it may still roll back). */
  reference?: string;
}

/** The answer a repeat gets: a status code and the JSON body. */
export interface KeyAnswer {
  statusCode: number;
  body: unknown;
}

/** Answered keys are replayed for a day, then forgotten like Stripe's; see docs/rules.md. */
const KEY_TTL_MS = 24 * 60 * 60_000;

/** Another request claimed the key first; the caller's transaction rolls back with nothing done. */
export class KeyTaken extends Error {
  override readonly name = 'KeyTaken';
}

/**
 * Claims the key inside the transaction that commits the request's effect, naming that effect by
 * its reference. So a claim exists exactly when the effect does: a request that died before its
 * commit left no claim, and a repeat simply runs. Without a claim (no key sent) it does nothing.
 */
export async function claimKey(tx: Tx, claim: KeyClaim | undefined, reference: string): Promise<void> {
  if (!claim) return;
  try {
    await tx.insert(idempotencyKeys).values({
      customerId: claim.customerId,
      key: claim.key,
      requestHash: claim.requestHash,
      reference,
      createdAt: claim.at,
    });
    claim.reference = reference;
  } catch (error) {
    if (isUniqueViolation(error)) throw new KeyTaken(claim.key);
    throw error;
  }
}

/**
 * Gives back the claim naming an effect that never happened (a deposit whose checkout never
 * opened), so a repeat of the request runs afresh instead of replaying a failure for a day.
 */
export async function releaseKey(db: Db | Tx, customerId: number, reference: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.reference, reference)));
}

const owned = (customerId: number, key: string) => and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key));

export async function findKey(db: Db, customerId: number, key: string) {
  const [row] = await db.select().from(idempotencyKeys).where(owned(customerId, key));
  return row;
}

/**
 * Stores the answer on this request's own claim, once. A request that claimed nothing (it was
 * refused first), or whose claim rolled back, matches no row: its answer is not anyone's to replay.
 */
export async function storeAnswer(db: Db, claim: KeyClaim, answer: KeyAnswer): Promise<void> {
  if (!claim.reference) return;
  await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, response: answer.body })
    .where(and(owned(claim.customerId, claim.key), eq(idempotencyKeys.reference, claim.reference), isNull(idempotencyKeys.statusCode)));
}

/** Forgets keys older than a day (the housekeeping job); a repeat after that is a new request. */
export async function expireKeys(db: Db, now: Date): Promise<number> {
  const expired = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return expired.length;
}
