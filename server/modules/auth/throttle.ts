import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { authThrottles } from '../../db/schema';

/** At most `max` failed guesses within `windowMs`; the guess that reaches it locks for `lockMs`. */
export interface ThrottleRule {
  max: number;
  windowMs: number;
  lockMs: number;
}

/** A try claimed (and, when it reached the maximum, the lock it set), or refused while locked. */
export type Claim = { allowed: true; lockedUntil: Date | null } | { allowed: false; lockedUntil: Date };

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * Claims one try under `key` before the guess is compared, in one statement: racing requests
 * cannot all slip past the lock, and a request that dies midway still counts. The try that
 * reaches the rule's maximum sets the lock as it is claimed; a window that has run out (or a
 * lock that has) starts the count again. The caller clears the key when the guess was right.
 */
export async function claimTry(db: Db | Tx, key: string, rule: ThrottleRule, now: Date): Promise<Claim> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const lockEnd = new Date(now.getTime() + rule.lockMs);
  const restart = sql`(${authThrottles.windowStartedAt} <= ${at(windowStart)} OR ${authThrottles.lockedUntil} IS NOT NULL)`;
  const failures = sql`(CASE WHEN ${restart} THEN 1 ELSE ${authThrottles.failures} + 1 END)`;
  const [claimed] = await db
    .insert(authThrottles)
    .values({ key, failures: 1, windowStartedAt: now, lockedUntil: rule.max <= 1 ? lockEnd : null })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        failures,
        windowStartedAt: sql`(CASE WHEN ${restart} THEN ${at(now)} ELSE ${authThrottles.windowStartedAt} END)`,
        lockedUntil: sql`(CASE WHEN ${failures} >= ${rule.max} THEN ${at(lockEnd)} ELSE NULL END)`,
      },
      setWhere: or(isNull(authThrottles.lockedUntil), lte(authThrottles.lockedUntil, now)),
    })
    .returning({ lockedUntil: authThrottles.lockedUntil });
  if (claimed) return { allowed: true, lockedUntil: claimed.lockedUntil };
  const [row] = await db.select({ lockedUntil: authThrottles.lockedUntil }).from(authThrottles).where(eq(authThrottles.key, key));
  return { allowed: false, lockedUntil: row?.lockedUntil ?? now };
}

/** The end of the lock on `key`, or null when it is not locked now. */
export async function lockEnd(db: Db | Tx, key: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: authThrottles.lockedUntil })
    .from(authThrottles)
    .where(and(eq(authThrottles.key, key), isNotNull(authThrottles.lockedUntil)));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/** A right guess (or a password reset) forgets the failures and lifts any lock. */
export async function clearTries(db: Db | Tx, key: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}

/** Rows whose window and lock have both run out say nothing any more (the hourly clean-up). */
export async function forgetExpired(db: Db, longestWindowMs: number, now: Date): Promise<number> {
  const stale = await db
    .delete(authThrottles)
    .where(
      and(
        lte(authThrottles.windowStartedAt, new Date(now.getTime() - longestWindowMs)),
        or(isNull(authThrottles.lockedUntil), lte(authThrottles.lockedUntil, now)),
      ),
    )
    .returning({ key: authThrottles.key });
  return stale.length;
}

/** Minutes left of a lock, never less than one, for messages. */
export const minutesLeft = (lockedUntil: Date, now: Date) => Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
