import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { ERROR_CODES, type ChangePinRequest, type SetPinRequest } from '../../../contract';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { unprocessable } from '../../lib/errors';
import { keyedQueue } from '../../lib/keyed-queue';
import { hashSecret, verifySecret } from '../../lib/secrets';
import { PIN_TEXTS } from './texts';

const PIN_MAX_TRIES = 5;
const PIN_LOCK_MS = 30 * 60_000;

/** PIN hashes take turns in the hashing queue under the customer who asked. */
export const pinRequester = (customerId: number) => `customer:${customerId}`;

/** PIN use is locked: the customer cannot try again until it runs out, so the code says so. */
const lockedRefusal = (lockedUntil: Date, now: Date) =>
  unprocessable(PIN_TEXTS.locked(Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000))), ERROR_CODES.pinLocked);

/**
 * Checks the PIN before any money moves. Each check first claims a try in one conditional UPDATE,
 * before the slow hash comparison: racing requests cannot all slip past the lock, and a request that
 * dies midway still counts. The fifth try in a row sets the 30-minute lock as it is claimed; a right
 * PIN clears the count and the lock. After a lock runs out the count starts again.
 */
export function verifyPin(db: Db, customerId: number, pin: string, now: Date): Promise<void> {
  // One customer's checks take turns in this process, so a burst of right PINs (double taps,
  // parallel tabs) is not mistaken for guessing; the claim below still holds across processes.
  return pinChecks(customerId, () => checkPin(db, customerId, pin, now));
}

const pinChecks = keyedQueue();

/** The check itself, without the in-process turn-taking (tests race it directly). */
export function checkPin(db: Db, customerId: number, pin: string, now: Date): Promise<void> {
  return guardedCheck(db, customerId, now, (pinHash) => verifySecret(pin, pinHash, pinRequester(customerId)));
}

/**
 * Runs one approval (the PIN's comparison, or a passkey's signature: docs/rules.md §Passkeys) under
 * the PIN's count and lock, in this process's turn for the customer: a refused passkey reads and
 * counts exactly as a wrong PIN.
 */
export function approveUnderPinLock(db: Db, customerId: number, now: Date, approves: () => Promise<boolean>): Promise<void> {
  return pinChecks(customerId, () => guardedCheck(db, customerId, now, approves));
}

/** Claims a try, then asks `approves`: a yes clears the count and the lock, a no is a wrong PIN (or the lock it set). */
async function guardedCheck(db: Db, customerId: number, now: Date, approves: (pinHash: string) => Promise<boolean>): Promise<void> {
  const lockExpired = sql`(${customers.pinLockedUntil} IS NOT NULL AND ${customers.pinLockedUntil} <= ${now.toISOString()}::timestamptz)`;
  const tries = sql`(CASE WHEN ${lockExpired} THEN 1 ELSE ${customers.pinFailedAttempts} + 1 END)`;
  const [claimed] = await db
    .update(customers)
    .set({
      pinFailedAttempts: tries,
      pinLockedUntil: sql`CASE WHEN ${tries} >= ${PIN_MAX_TRIES} THEN ${new Date(now.getTime() + PIN_LOCK_MS).toISOString()}::timestamptz ELSE NULL END`,
    })
    .where(and(eq(customers.id, customerId), isNotNull(customers.pinHash), or(isNull(customers.pinLockedUntil), lockExpired)))
    .returning({ pinHash: customers.pinHash, tries: customers.pinFailedAttempts, lockedUntil: customers.pinLockedUntil });
  if (!claimed?.pinHash) throw await refusal(db, customerId, now);

  if (await approves(claimed.pinHash)) {
    await db.update(customers).set({ pinFailedAttempts: 0, pinLockedUntil: null }).where(eq(customers.id, customerId));
    return;
  }
  if (claimed.lockedUntil) throw lockedRefusal(claimed.lockedUntil, now);
  throw unprocessable(PIN_TEXTS.wrongPin(PIN_MAX_TRIES - claimed.tries), ERROR_CODES.wrongPin);
}

/** Why no try could be claimed: no PIN yet, or PIN use is locked. */
async function refusal(db: Db, customerId: number, now: Date) {
  const [row] = await db.select({ pinHash: customers.pinHash, lockedUntil: customers.pinLockedUntil }).from(customers).where(eq(customers.id, customerId));
  if (!row?.pinHash) return unprocessable(PIN_TEXTS.pinNotSet);
  return lockedRefusal(row.lockedUntil ?? now, now);
}

/** What setting or changing a PIN needs: the database, and scrypt's cost for the new hash (AppDeps.hashCost). */
export type PinContext = { db: Db; hashCost: number };

export async function setPin({ db, hashCost }: PinContext, customerId: number, input: SetPinRequest): Promise<string> {
  if (input.pin !== input.pin_confirmation) throw unprocessable(PIN_TEXTS.confirmationDiffers);
  // Refused before the hash: a customer with a PIN cannot spend the hashing queue on this call.
  const [current] = await db.select({ pinHash: customers.pinHash }).from(customers).where(eq(customers.id, customerId));
  if (current?.pinHash) throw unprocessable(PIN_TEXTS.pinAlreadySet);
  const pinHash = await hashSecret(input.pin, hashCost, pinRequester(customerId));
  const updated = await db
    .update(customers)
    .set({ pinHash, pinFailedAttempts: 0, pinLockedUntil: null })
    .where(and(eq(customers.id, customerId), isNull(customers.pinHash)))
    .returning({ id: customers.id });
  if (updated.length === 0) throw unprocessable(PIN_TEXTS.pinAlreadySet);
  return PIN_TEXTS.pinSet;
}

export async function changePin({ db, hashCost }: PinContext, customerId: number, input: ChangePinRequest, now: Date): Promise<string> {
  await verifyPin(db, customerId, input.oldpin, now);
  if (input.oldpin === input.newpin) throw unprocessable(PIN_TEXTS.sameAsOld);
  const pinHash = await hashSecret(input.newpin, hashCost, pinRequester(customerId));
  await db.update(customers).set({ pinHash }).where(eq(customers.id, customerId));
  return PIN_TEXTS.pinChanged;
}
