import { describe, expect, it } from 'vitest';
import { QueueFull } from './fair-queue';
import { appHashCost, decoySecretHash, HASH_QUEUE_MAX, HASH_QUEUE_PER_REQUESTER, hashSecret, STANDARD_HASH_COST, verifySecret } from './secrets';

describe('the hashing cost', () => {
  it('is the standard one unless an app asks for another power of two from 2^10, never below it in production', () => {
    expect(STANDARD_HASH_COST).toBe(2 ** 15);
    expect(appHashCost(undefined, true)).toBe(STANDARD_HASH_COST);
    expect(appHashCost(undefined, false)).toBe(STANDARD_HASH_COST);
    expect(appHashCost(2 ** 10, false)).toBe(2 ** 10);
    expect(appHashCost(STANDARD_HASH_COST, true)).toBe(STANDARD_HASH_COST);
    expect(() => appHashCost(2 ** 10, true)).toThrow('production hashes at the standard cost');
    for (const wrong of [0, 1000, 2 ** 9, 2 ** 16, 1.5, Number.NaN]) expect(() => appHashCost(wrong, false), String(wrong)).toThrow(/power of two/);
  });

  it('travels with the hash, and a check uses the stored cost', async () => {
    const cheap = await hashSecret('1234', 2 ** 10);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await verifySecret('1234', cheap)).toBe(true);
    expect(await verifySecret('1235', cheap)).toBe(false);
    expect(await hashSecret('1234', 2 ** 10)).not.toBe(cheap);
  });
});

describe('the hashing queue', () => {
  it("refuses one requester's hashes past its share, while another requester still gets a turn", async () => {
    const flood = Array.from({ length: HASH_QUEUE_MAX + HASH_QUEUE_PER_REQUESTER }, () =>
      hashSecret('1234', 2 ** 10, 'customer:1').then(
        () => 'hashed',
        (error: unknown) => (error instanceof QueueFull ? 'busy' : error),
      ),
    );
    const other = hashSecret('5678', 2 ** 10, 'customer:2');
    await expect(other).resolves.toMatch(/^scrypt\$1024\$/);
    const outcomes = await Promise.all(flood);
    // A few run at once (as many as the cores), then one share waits; the rest are refused.
    const hashed = outcomes.filter((outcome) => outcome === 'hashed').length;
    expect(hashed).toBeGreaterThan(HASH_QUEUE_PER_REQUESTER);
    expect(hashed).toBeLessThanOrEqual(HASH_QUEUE_PER_REQUESTER + 4);
    expect(outcomes.filter((outcome) => outcome === 'busy')).toHaveLength(outcomes.length - hashed);
  });
});

describe('the decoy hash', () => {
  it('is made once per cost, and made again after the hashing queue refused it', async () => {
    // A cost no other test uses, so nothing has made its decoy yet.
    const cost = 2 ** 11;
    const flood = Array.from({ length: HASH_QUEUE_MAX + 8 }, () => hashSecret('flood', 2 ** 10).catch((error: unknown) => error));
    await expect(decoySecretHash(cost)).rejects.toBeInstanceOf(QueueFull);
    await Promise.all(flood);

    const decoy = await decoySecretHash(cost);
    expect(decoy).toMatch(/^scrypt\$2048\$/);
    expect(await decoySecretHash(cost)).toBe(decoy);
  });
});
