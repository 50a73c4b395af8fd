/** Idempotency-Keys: claimed by a service in its effect's transaction, read by the HTTP layer. */
export { claimKey, expireKeys, findKey, KeyTaken, releaseKey, storeAnswer, type KeyAnswer, type KeyClaim } from './keys';
