import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passkeyChallenges, type PASSKEY_PURPOSES } from '../../db/schema';

/** A challenge is good for 2 minutes, and once (docs/rules.md §Passkeys). */
export const CHALLENGE_TTL_MS = 2 * 60_000;

type Purpose = (typeof PASSKEY_PURPOSES)[number];

/** The one money action an approval's challenge is bound to. */
export interface BoundOperation {
  kind: string;
  amount: string;
  destination: string;
  idempotencyKey: string;
}

export async function keepChallenge(db: Db, challenge: string, purpose: Exclude<Purpose, 'signin'>, now: Date, customerId: number, operation?: BoundOperation) {
  await db.insert(passkeyChallenges).values({
    challenge,
    purpose,
    customerId,
    kind: operation?.kind ?? null,
    amount: operation?.amount ?? null,
    destination: operation?.destination ?? null,
    idempotencyKey: operation?.idempotencyKey ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
}

/**
 * Uses a challenge up: one conditional UPDATE, so of two requests carrying it one wins, and an
 * expired, used or foreign one gives nothing. It is spent before the signature is checked, so a
 * failed try cannot be repeated with it either.
 */
export async function spendChallenge(db: Db, challenge: string, purpose: Exclude<Purpose, 'signin'>, now: Date, customerId: number) {
  const [row] = await db
    .update(passkeyChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, purpose),
        eq(passkeyChallenges.customerId, customerId),
        isNull(passkeyChallenges.usedAt),
        gt(passkeyChallenges.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/**
 * A sign-in challenge keeps nothing until it is used: it carries its own expiry, signed with the
 * app's secret, so asking for one (which anybody may) writes no row. Used, it is recorded, which
 * refuses it a second time (docs/rules.md §Passkeys).
 */
const SIGN_IN_NONCE_BYTES = 16;
const SIGN_IN_MAC_BYTES = 16;
const signInMac = (appSecret: string, body: Buffer) =>
  createHmac('sha256', appSecret).update('passkey-signin:').update(body).digest().subarray(0, SIGN_IN_MAC_BYTES);

export function newSignInChallenge(appSecret: string, now: Date): Uint8Array<ArrayBuffer> {
  const expiry = Buffer.alloc(8);
  expiry.writeBigUInt64BE(BigInt(now.getTime() + CHALLENGE_TTL_MS));
  const body = Buffer.concat([randomBytes(SIGN_IN_NONCE_BYTES), expiry]);
  return Uint8Array.from(Buffer.concat([body, signInMac(appSecret, body)]));
}

/** Uses a sign-in challenge up: ours (its signature), not run out, and never used before; else nothing. */
export async function spendSignInChallenge(db: Db, appSecret: string, challenge: string, now: Date) {
  const bytes = Buffer.from(challenge, 'base64url');
  if (bytes.length !== SIGN_IN_NONCE_BYTES + 8 + SIGN_IN_MAC_BYTES || bytes.toString('base64url') !== challenge) return undefined;
  const body = bytes.subarray(0, SIGN_IN_NONCE_BYTES + 8);
  if (!timingSafeEqual(bytes.subarray(SIGN_IN_NONCE_BYTES + 8), signInMac(appSecret, body))) return undefined;
  const expiresAt = new Date(Number(body.readBigUInt64BE(SIGN_IN_NONCE_BYTES)));
  if (expiresAt <= now) return undefined;
  const [row] = await db
    .insert(passkeyChallenges)
    .values({ challenge, purpose: 'signin', customerId: null, createdAt: now, expiresAt, usedAt: now })
    .onConflictDoNothing({ target: passkeyChallenges.challenge })
    .returning();
  return row;
}

/** Housekeeping: challenges that have run out are of no further use (a used sign-in challenge is kept until then, to refuse it again). */
export async function forgetSpentChallenges(db: Db, now: Date): Promise<number> {
  const gone = await db.delete(passkeyChallenges).where(lte(passkeyChallenges.expiresAt, now)).returning({ id: passkeyChallenges.id });
  return gone.length;
}

/** The challenge the browser signed, read from its client data (verification checks it again). */
export const challengeOf = (clientDataJSON: string): string | null => {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    return parsed !== null && typeof parsed === 'object' && 'challenge' in parsed && typeof parsed.challenge === 'string' ? parsed.challenge : null;
  } catch {
    return null;
  }
};
