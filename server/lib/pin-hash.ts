import { createHmac, timingSafeEqual } from 'node:crypto';
import { verifySecret, type HashRequester } from './secrets';

/**
 * PINs are a keyed hash, not a slow one (docs/rules.md §PIN): HMAC-SHA-256 under a key the
 * database does not hold. A slow hash cannot protect 10,000 possible PINs from whoever has the
 * database; the key does, and the 5-try lock protects them online. Stored as
 * `hmac-sha256$<key id>$<base64 digest>`, so keys can rotate: a PIN under an older key, or an
 * older scrypt hash, still checks, and is rewritten under the current key when it does.
 */
export interface PinKeys {
  /** The id new hashes are made under (PIN_KEY_ID). */
  readonly currentId: string;
  /** Every key a stored PIN may be under, by id (PIN_KEYS). */
  readonly keys: ReadonlyMap<string, Buffer>;
}

const SCHEME = 'hmac-sha256';

/** The customer's id is in what is keyed: two customers with one PIN have different hashes. */
const digest = (key: Buffer, customerId: number, pin: string) => createHmac('sha256', key).update(`pin:${customerId}:${pin}`).digest();

/** A PIN's stored form under the current key. */
export function hashPin(keys: PinKeys, customerId: number, pin: string): string {
  const key = keys.keys.get(keys.currentId);
  if (!key) throw new Error(`PIN key "${keys.currentId}" is not configured`);
  return [SCHEME, keys.currentId, digest(key, customerId, pin).toString('base64')].join('$');
}

/**
 * Whether `pin` is the one stored, compared in constant time, and if so whether the stored form
 * should be rewritten (an older key, or scrypt). A stored PIN under a key that is no longer
 * configured is an operator's mistake, not a wrong PIN: it throws.
 */
export async function comparePin(
  keys: PinKeys,
  customerId: number,
  pin: string,
  stored: string,
  requester: HashRequester,
): Promise<'wrong' | 'right' | 'right, rehash'> {
  const [scheme, keyId = '', encoded = ''] = stored.split('$');
  if (scheme !== SCHEME) return (await verifySecret(pin, stored, requester)) ? 'right, rehash' : 'wrong';
  const key = keys.keys.get(keyId);
  if (!key) throw new Error(`a stored PIN is under the key "${keyId}", which PIN_KEYS no longer holds`);
  const expected = Buffer.from(encoded, 'base64');
  const actual = digest(key, customerId, pin);
  if (expected.length !== actual.length || !timingSafeEqual(actual, expected)) return 'wrong';
  return keyId === keys.currentId ? 'right' : 'right, rehash';
}
