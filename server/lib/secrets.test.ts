import { describe, expect, it } from 'vitest';
import { appHashCost, hashSecret, STANDARD_HASH_COST, verifySecret } from './secrets';

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
