import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ChangePinRequest, SetPinRequest } from '../../../contract';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { unprocessable } from '../../lib/errors';
import { hashSecret, verifySecret } from '../../lib/secrets';
import { PIN_TEXTS } from './texts';

export const PIN_MAX_TRIES = 5;
export const PIN_LOCK_MS = 30 * 60_000;

const lockedMessage = (lockedUntil: Date, now: Date) =>
  PIN_TEXTS.locked(Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000)));

/**
 * Checks the PIN before any money moves. Every wrong PIN is counted in its own committed statement
 * (a failed request still counts, and racing requests cannot lose a count); five in a row lock PIN
 * use for 30 minutes; a right PIN resets the count. After a lock runs out the count starts again.
 */
export async function verifyPin(db: Db, customerId: number, pin: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ pinHash: customers.pinHash, lockedUntil: customers.pinLockedUntil })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row?.pinHash) throw unprocessable(PIN_TEXTS.pinNotSet);
  if (row.lockedUntil && row.lockedUntil > now) throw unprocessable(lockedMessage(row.lockedUntil, now));

  if (await verifySecret(pin, row.pinHash)) {
    await db
      .update(customers)
      .set({ pinFailedAttempts: 0, pinLockedUntil: null })
      .where(and(eq(customers.id, customerId), sql`${customers.pinFailedAttempts} > 0`));
    return;
  }
  const lockExpired = sql`(${customers.pinLockedUntil} IS NOT NULL AND ${customers.pinLockedUntil} <= ${now.toISOString()}::timestamptz)`;
  const failures = sql`(CASE WHEN ${lockExpired} THEN 1 ELSE ${customers.pinFailedAttempts} + 1 END)`;
  const [counted] = await db
    .update(customers)
    .set({
      pinFailedAttempts: failures,
      pinLockedUntil: sql`CASE WHEN ${failures} >= ${PIN_MAX_TRIES} THEN ${new Date(now.getTime() + PIN_LOCK_MS).toISOString()}::timestamptz
        WHEN ${lockExpired} THEN NULL ELSE ${customers.pinLockedUntil} END`,
    })
    .where(eq(customers.id, customerId))
    .returning({ failures: customers.pinFailedAttempts, lockedUntil: customers.pinLockedUntil });
  if (counted?.lockedUntil && counted.lockedUntil > now) throw unprocessable(lockedMessage(counted.lockedUntil, now));
  throw unprocessable(PIN_TEXTS.wrongPin(PIN_MAX_TRIES - (counted?.failures ?? 0)));
}

export async function setPin(db: Db, customerId: number, input: SetPinRequest): Promise<string> {
  if (input.pin !== input.pin_confirmation) throw unprocessable(PIN_TEXTS.confirmationDiffers);
  const pinHash = await hashSecret(input.pin);
  const updated = await db
    .update(customers)
    .set({ pinHash, pinFailedAttempts: 0, pinLockedUntil: null })
    .where(and(eq(customers.id, customerId), isNull(customers.pinHash)))
    .returning({ id: customers.id });
  if (updated.length === 0) throw unprocessable(PIN_TEXTS.pinAlreadySet);
  return PIN_TEXTS.pinSet;
}

export async function changePin(db: Db, customerId: number, input: ChangePinRequest, now: Date): Promise<string> {
  await verifyPin(db, customerId, input.oldpin, now);
  if (input.oldpin === input.newpin) throw unprocessable(PIN_TEXTS.sameAsOld);
  await db.update(customers).set({ pinHash: await hashSecret(input.newpin) }).where(eq(customers.id, customerId));
  return PIN_TEXTS.pinChanged;
}
