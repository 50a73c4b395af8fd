import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { ERROR_CODES, type ChangePinRequest, type SetPinRequest } from '../../../contract';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { unprocessable } from '../../lib/errors';
import { keyedQueue } from '../../lib/keyed-queue';
import { comparePin, hashPin, type PinKeys } from '../../lib/pin-hash';
import { PIN_TEXTS } from './texts';

const PIN_MAX_TRIES = 5;
const PIN_LOCK_MS = 30 * 60_000;

/** An old scrypt PIN's check takes turns in the hashing queue under the customer who asked. */
const pinRequester = (customerId: number) => `customer:${customerId}`;

/** PIN use is locked: the customer cannot try again until it runs out, so the code says so. */
const lockedRefusal = (lockedUntil: Date, now: Date) =>
  unprocessable(PIN_TEXTS.locked(Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000))), ERROR_CODES.pinLocked);

/** What checking, setting or changing a PIN needs: the database, and the keys PINs are hashed under (PIN_KEYS). */
export type PinContext = { db: Db; config: { pinKeys: PinKeys } };

/**
 * Checks the PIN before any money moves. Each check first claims a try in one conditional UPDATE,
 * before the hash comparison: racing requests cannot all slip past the lock, and a request that
 * dies midway still counts. The fifth try in a row sets the 30-minute lock as it is claimed; a right
 * PIN clears the count and the lock. After a lock runs out the count starts again.
 */
export function verifyPin(ctx: PinContext, customerId: number, pin: string, now: Date): Promise<void> {
  // One customer's checks take turns in this process, so a burst of right PINs (double taps,
  // parallel tabs) is not mistaken for guessing; the claim below still holds across processes.
  return pinChecks(customerId, () => checkPin(ctx, customerId, pin, now));
}

const pinChecks = keyedQueue();

/** The check itself, without the in-process turn-taking (tests race it directly). */
export async function checkPin({ db, config }: PinContext, customerId: number, pin: string, now: Date): Promise<void> {
  const { claimed, outcome: match } = await underClaimedTry(db, customerId, now, (tried) =>
    comparePin(config.pinKeys, customerId, pin, tried.pinHash, pinRequester(customerId)),
  );
  if (match !== 'wrong') {
    // A PIN under an older key (or an old scrypt hash) is rewritten under the current one with the
    // same statement that clears the count; only if it is still the PIN just checked, so a change
    // that landed meanwhile is never undone (docs/deploy.md §Environment and secrets).
    const rehash = match === 'right, rehash' ? hashPin(config.pinKeys, customerId, pin) : undefined;
    const pinHash = rehash ? sql`CASE WHEN ${customers.pinHash} = ${claimed.pinHash} THEN ${rehash} ELSE ${customers.pinHash} END` : undefined;
    await db
      .update(customers)
      .set({ pinFailedAttempts: 0, pinLockedUntil: null, ...(pinHash ? { pinHash } : {}) })
      .where(eq(customers.id, customerId));
    return;
  }
  throw wrongTry(claimed, now);
}

/**
 * Runs one approval that is not the PIN (a passkey's signature: docs/rules.md §Passkeys) under the
 * PIN's count and lock, in this process's turn for the customer: a refused passkey reads and counts
 * exactly as a wrong PIN, and an approved one clears the count as a right PIN does.
 */
export function approveUnderPinLock(db: Db, customerId: number, now: Date, approves: () => Promise<boolean>): Promise<void> {
  return pinChecks(customerId, async () => {
    const { claimed, outcome: approved } = await underClaimedTry(db, customerId, now, approves);
    if (!approved) throw wrongTry(claimed, now);
    await db.update(customers).set({ pinFailedAttempts: 0, pinLockedUntil: null }).where(eq(customers.id, customerId));
  });
}

/**
 * Claims a try, then runs the check. A check that could not be made (a key PIN_KEYS no longer
 * holds, a full hashing queue, a database error while a passkey is verified) is no wrong try: the
 * claim is given back, unless another try has been claimed since.
 */
async function underClaimedTry<T>(db: Db, customerId: number, now: Date, check: (claimed: ClaimedTry) => Promise<T>) {
  const claimed = await claimTry(db, customerId, now);
  try {
    return { claimed, outcome: await check(claimed) };
  } catch (error) {
    await db
      .update(customers)
      .set({ pinFailedAttempts: claimed.tries - 1, pinLockedUntil: null })
      .where(and(eq(customers.id, customerId), eq(customers.pinFailedAttempts, claimed.tries)));
    throw error;
  }
}

type ClaimedTry = Awaited<ReturnType<typeof claimTry>>;

/** Claims a try in one conditional UPDATE before anything is compared; the fifth sets the lock. */
async function claimTry(db: Db, customerId: number, now: Date) {
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
  return { ...claimed, pinHash: claimed.pinHash };
}

/** A wrong try: the tries left, or the lock its claim set. */
const wrongTry = (claimed: { tries: number; lockedUntil: Date | null }, now: Date) =>
  claimed.lockedUntil ? lockedRefusal(claimed.lockedUntil, now) : unprocessable(PIN_TEXTS.wrongPin(PIN_MAX_TRIES - claimed.tries), ERROR_CODES.wrongPin);

/** Why no try could be claimed: no PIN yet, or PIN use is locked. */
async function refusal(db: Db, customerId: number, now: Date) {
  const [row] = await db.select({ pinHash: customers.pinHash, lockedUntil: customers.pinLockedUntil }).from(customers).where(eq(customers.id, customerId));
  if (!row?.pinHash) return unprocessable(PIN_TEXTS.pinNotSet);
  return lockedRefusal(row.lockedUntil ?? now, now);
}

export async function setPin({ db, config }: PinContext, customerId: number, input: SetPinRequest): Promise<string> {
  if (input.pin !== input.pin_confirmation) throw unprocessable(PIN_TEXTS.confirmationDiffers);
  const [current] = await db.select({ pinHash: customers.pinHash }).from(customers).where(eq(customers.id, customerId));
  if (current?.pinHash) throw unprocessable(PIN_TEXTS.pinAlreadySet);
  const pinHash = hashPin(config.pinKeys, customerId, input.pin);
  const updated = await db
    .update(customers)
    .set({ pinHash, pinFailedAttempts: 0, pinLockedUntil: null })
    .where(and(eq(customers.id, customerId), isNull(customers.pinHash)))
    .returning({ id: customers.id });
  if (updated.length === 0) throw unprocessable(PIN_TEXTS.pinAlreadySet);
  return PIN_TEXTS.pinSet;
}

export async function changePin(ctx: PinContext, customerId: number, input: ChangePinRequest, now: Date): Promise<string> {
  await verifyPin(ctx, customerId, input.oldpin, now);
  if (input.oldpin === input.newpin) throw unprocessable(PIN_TEXTS.sameAsOld);
  const { db, config } = ctx;
  const pinHash = hashPin(config.pinKeys, customerId, input.newpin);
  await db.update(customers).set({ pinHash }).where(eq(customers.id, customerId));
  return PIN_TEXTS.pinChanged;
}
