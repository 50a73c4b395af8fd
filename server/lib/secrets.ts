import { availableParallelism } from 'node:os';
import { createHash, createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { fairQueue } from './fair-queue';

/**
 * Passwords (and PINs stored before PINs became a keyed hash, lib/pin-hash.ts): scrypt
 * (memory-hard) with a random salt. The parameters travel with the hash so they can be raised
 * later without breaking stored ones, and a check always uses the stored ones.
 */
const SCRYPT = { r: 8, p: 1, keylen: 32 };
type ScryptParams = typeof SCRYPT & { N: number };

/**
 * scrypt's cost N (a power of two) for new hashes. The server always uses the standard one; only
 * the test harness builds apps with a cheaper one (AppOptions.hashCost), except for the tests that
 * measure hashing itself.
 */
export const STANDARD_HASH_COST = 2 ** 15;

/**
 * The cost an app hashes at: the standard one unless it asks for another, which must be a power of
 * two from 2^10 to the standard, and never below the standard in production.
 */
export const appHashCost = (asked: number | undefined, production: boolean): number => {
  if (asked === undefined) return STANDARD_HASH_COST;
  if (!Number.isInteger(Math.log2(asked)) || asked < 2 ** 10 || asked > STANDARD_HASH_COST) {
    throw new Error(`hashCost must be a power of two from 2^10 to 2^15 (got ${asked})`);
  }
  if (production && asked < STANDARD_HASH_COST) throw new Error('production hashes at the standard cost');
  return asked;
};

const scryptAsync = (secret: string, salt: Buffer, params: ScryptParams) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(secret, salt, params.keylen, { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );

/**
 * Every hash runs through one queue: as many at once as the machine has cores, the rest taking
 * turns by who asked (a client address, a customer). A flood of logins from one address then
 * delays everyone else by about one hash. Past HASH_QUEUE_MAX waiting hashes, or a requester's
 * share of them, new ones are refused (QueueFull, answered "busy") instead of queueing for ever.
 * See docs/rules.md.
 */
export const HASH_QUEUE_MAX = 200;
/** One requester's share: a flood of logins from one address (or checks of one customer's old scrypt PIN) cannot fill the queue alone. */
export const HASH_QUEUE_PER_REQUESTER = HASH_QUEUE_MAX / 4;
export const hashing = fairQueue({
  concurrency: Math.max(1, Math.min(4, availableParallelism())),
  maxQueued: HASH_QUEUE_MAX,
  maxPerKey: HASH_QUEUE_PER_REQUESTER,
});

/** Whose turn a hash is counted under; `server` for work no client asked for. */
export type HashRequester = string;

export async function hashSecret(secret: string, cost: number, requester: HashRequester = 'server'): Promise<string> {
  const salt = randomBytes(16);
  const params = { ...SCRYPT, N: cost };
  const key = await hashing.run(requester, () => scryptAsync(secret, salt, params));
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifySecret(secret: string, stored: string, requester: HashRequester = 'server'): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await hashing.run(requester, () =>
    scryptAsync(secret, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p), keylen: expected.length }),
  );
  return timingSafeEqual(actual, expected);
}

/**
 * A hash to compare against when there is no account, so a wrong e-mail costs as much as a wrong
 * password: made once per cost, at the cost the accounts' own hashes have. One that could not be
 * made (the hashing queue was full) is not kept, or every later unknown login would fail with it.
 */
const decoyHashes = new Map<number, Promise<string>>();
export const decoySecretHash = (cost: number): Promise<string> => {
  const kept = decoyHashes.get(cost);
  if (kept) return kept;
  const made = hashSecret(randomBytes(16).toString('hex'), cost).catch((error: unknown) => {
    decoyHashes.delete(cost);
    throw error;
  });
  decoyHashes.set(cost, made);
  return made;
};

/** Opaque session token: 256 random bits; only its SHA-256 is stored. */
export const newSessionToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Six random digits from a CSPRNG. */
export const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** One-time codes are short, so they are keyed with the server secret before storing. */
export const hashOtp = (appSecret: string, purpose: string, email: string, code: string) =>
  createHmac('sha256', appSecret).update(`${purpose}:${email}:${code}`).digest('hex');

/**
 * A code hash that no code matches: random bytes where a keyed hash of six digits would be (a
 * sign-up for an e-mail that already has an account, docs/rules.md §Sign-up, OTP and sign-in).
 */
export const unmatchableOtpHash = () => randomBytes(32).toString('hex');

/** Whether a secret someone presented is ours, in a time that says nothing of where they differ or of its length. */
export const sameSecret = (presented: string, ours: string) =>
  timingSafeEqual(createHash('sha256').update(presented).digest(), createHash('sha256').update(ours).digest());

export const sameHash = (a: string, b: string) => {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
};
