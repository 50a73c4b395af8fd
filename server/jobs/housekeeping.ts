import type { Db } from '../db/client';
import { forgetExpired, LONGEST_GUESS_WINDOW_MS } from '../modules/auth';
import { forgetExpiredVerifications } from '../modules/bills';
import { expireKeys } from '../modules/idempotency';
import { forgetSpentChallenges } from '../modules/passkeys';
import { forgetOldVitals } from '../modules/vitals';
import { repeatEvery, type RepeatOptions } from './repeat';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;

export interface HousekeepingContext {
  db: Db;
  now: () => Date;
  log: { error(obj: object, msg: string): void };
}

/**
 * One pass: forgets Idempotency-Keys older than a day, guess counts that no longer matter,
 * run-out meter and card verifications, field measurements past their retention, and passkey
 * challenges that were used or ran out.
 */
export async function housekeepOnce(
  ctx: HousekeepingContext,
): Promise<{ keys: number; guessCounts: number; verifications: number; vitals: number; challenges: number }> {
  const now = ctx.now();
  return {
    keys: await expireKeys(ctx.db, now),
    guessCounts: await forgetExpired(ctx.db, LONGEST_GUESS_WINDOW_MS, now),
    verifications: await forgetExpiredVerifications(ctx.db, now),
    vitals: await forgetOldVitals(ctx.db, now),
    challenges: await forgetSpentChallenges(ctx.db, now),
  };
}

export const startHousekeeping = (ctx: HousekeepingContext, { everyMs = HOUSEKEEPING_INTERVAL_MS, observe }: RepeatOptions = {}) =>
  repeatEvery({ job: 'housekeeping', everyMs, log: ctx.log, observe }, () => housekeepOnce(ctx));
