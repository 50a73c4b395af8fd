import type { Db } from '../../db/client';
import { tooManyRequests, unprocessable } from '../../lib/errors';
import { decoySecretHash, verifySecret, type HashRequester } from '../../lib/secrets';
import { PASSWORD_GUESSES } from './rules';
import { AUTH_TEXTS } from './texts';
import { claimTry, clearTries, minutesLeft } from './throttle';

const passwordLocked = (lockedUntil: Date, now: Date) => tooManyRequests(AUTH_TEXTS.passwordLocked(minutesLeft(lockedUntil, now)));

/**
 * One password guess, counted under `guesses` by the PASSWORD_GUESSES rule wherever a password is
 * typed (sign-in, change of password, forgotten PIN), so together they stay under the lock. The try
 * is claimed before the comparison; a wrong password is refused with `wrong`, or with the lock it
 * set; a right one clears the count. With no stored hash a decoy is compared: the same cost.
 */
export async function provePassword(
  { db, hashCost }: { db: Db; hashCost: number },
  guesses: string,
  password: string,
  storedHash: string | null | undefined,
  requester: HashRequester,
  now: Date,
  wrong: string,
): Promise<void> {
  const claim = await claimTry(db, guesses, PASSWORD_GUESSES, now);
  if (!claim.allowed) throw passwordLocked(claim.lockedUntil, now);
  const valid = await verifySecret(password, storedHash ?? (await decoySecretHash(hashCost)), requester);
  if (!storedHash || !valid) throw claim.lockedUntil ? passwordLocked(claim.lockedUntil, now) : unprocessable(wrong);
  await clearTries(db, guesses);
}
