import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { hashPin, type PinKeys } from '../../lib/pin-hash';
import { hashSecret } from '../../lib/secrets';
import { createTestApp, customerWithWallet, requestWithdrawal, signUpAndLogin, setPin, type TestApp } from '../../test/harness';
import { principalOf } from '../../test/services';
import { signedInInvestor } from '../../test/investments';
import { approveUnderPinLock } from './pin';
import { PIN_TEXTS } from './texts';

/**
 * PINs as a keyed hash under rotating keys (docs/rules.md §PIN): a PIN stored as an old scrypt
 * hash, or under a retired key, checks once the old way and is then kept under the current key.
 */
const RETIRED_KEY = randomBytes(32);
const CURRENT_KEY = randomBytes(32);
/** How PINs were hashed before the operator rotated: the retired key alone. */
const BEFORE_ROTATION: PinKeys = { currentId: '2025', keys: new Map([['2025', RETIRED_KEY]]) };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { PIN_KEYS: `2025:${RETIRED_KEY.toString('base64')},2026:${CURRENT_KEY.toString('base64')}`, PIN_KEY_ID: '2026' },
  });
});
afterAll(() => t.close());

const PIN = '2468';

/** A customer with ₦5,000 and the PIN stored as `stored` makes it, bypassing setpin. */
async function customerWithStoredPin(email: string, stored: (customerId: number) => string | Promise<string>) {
  const token = await customerWithWallet(t, email, 5000, PIN);
  const { customerId } = await principalOf(t, token);
  await t.database.db
    .update(customers)
    .set({ pinHash: await stored(customerId) })
    .where(eq(customers.id, customerId));
  return {
    customerId,
    /** A ₦100 withdrawal with this PIN: its status and message. */
    withdraw: async (pin: string) => {
      const res = await requestWithdrawal(t, token, { amount: '100', pin });
      return { statusCode: res.statusCode, message: res.json<{ message: string }>().message };
    },
    storedPin: async () => {
      const [row] = await t.database.db.select({ pinHash: customers.pinHash }).from(customers).where(eq(customers.id, customerId));
      return row!.pinHash!;
    },
  };
}

/** A stored PIN's scheme and key id (scrypt: its cost): what tells its form, without the digest. */
const formOf = (stored: string) => stored.split('$').slice(0, 2).join('$');

const accepted = { statusCode: 200, message: expect.any(String) as unknown };

describe('PIN keys', () => {
  it('accepts a PIN stored as an old scrypt hash once, and stores it under the current key with that check', async () => {
    const customer = await customerWithStoredPin('pin-scrypt@example.com', () => hashSecret(PIN, 2 ** 10));
    expect(formOf(await customer.storedPin())).toBe('scrypt$1024');

    expect(await customer.withdraw(PIN)).toEqual(accepted);
    const upgraded = await customer.storedPin();
    expect(formOf(upgraded)).toBe('hmac-sha256$2026');
    expect(upgraded).toBe(hashPin(t.deps.config.pinKeys, customer.customerId, PIN));

    // From now on the keyed hash is what is checked, and it is not rewritten again.
    expect(await customer.withdraw(PIN)).toEqual(accepted);
    expect(await customer.storedPin()).toBe(upgraded);
    expect(await customer.withdraw('1357')).toEqual({ statusCode: 422, message: PIN_TEXTS.wrongPin(4) });
    expect(await customer.storedPin()).toBe(upgraded);
  });

  it('accepts a PIN under a retired key and moves it to the current key; a wrong PIN leaves it where it is', async () => {
    const customer = await customerWithStoredPin('pin-retired@example.com', (id) => hashPin(BEFORE_ROTATION, id, PIN));
    const retired = await customer.storedPin();
    expect(formOf(retired)).toBe('hmac-sha256$2025');

    expect(await customer.withdraw('1357')).toEqual({ statusCode: 422, message: PIN_TEXTS.wrongPin(4) });
    expect(await customer.storedPin()).toBe(retired);

    expect(await customer.withdraw(PIN)).toEqual(accepted);
    expect(formOf(await customer.storedPin())).toBe('hmac-sha256$2026');
    // The right PIN also cleared the wrong try: one wrong PIN now leaves four again.
    expect(await customer.withdraw('1357')).toEqual({ statusCode: 422, message: PIN_TEXTS.wrongPin(4) });
  });

  it('still locks after five wrong PINs against an old hash, and rewrites it only when the right PIN gets through', async () => {
    const customer = await customerWithStoredPin('pin-scrypt-lock@example.com', () => hashSecret(PIN, 2 ** 10));
    const old = await customer.storedPin();
    const messages = [];
    for (let i = 0; i < 5; i += 1) messages.push((await customer.withdraw('0000')).message);
    expect(messages).toEqual([...[4, 3, 2, 1].map((left) => PIN_TEXTS.wrongPin(left)), PIN_TEXTS.locked(30)]);
    // Locked: the right PIN is refused unchecked, so nothing is rewritten.
    expect(await customer.withdraw(PIN)).toEqual({ statusCode: 422, message: PIN_TEXTS.locked(30) });
    expect(await customer.storedPin()).toBe(old);

    t.clock.advance(30 * 60_000 + 1);
    expect(await customer.withdraw(PIN)).toEqual(accepted);
    expect(formOf(await customer.storedPin())).toBe('hmac-sha256$2026');
  });

  it('answers a server error, not a wrong PIN, for a PIN under a key PIN_KEYS no longer holds, keeps it, and counts no try', async () => {
    const gone: PinKeys = { currentId: '2024', keys: new Map([['2024', randomBytes(32)]]) };
    const customer = await customerWithStoredPin('pin-unknown-key@example.com', (id) => hashPin(gone, id, PIN));
    const stored = await customer.storedPin();
    // More than the five tries a lock takes: none is the customer's wrong PIN, so none counts.
    for (let i = 0; i < 6; i += 1) expect((await customer.withdraw(PIN)).statusCode).toBe(500);
    expect(await customer.storedPin()).toBe(stored);
    const [row] = await t.database.db
      .select({ tries: customers.pinFailedAttempts, lockedUntil: customers.pinLockedUntil })
      .from(customers)
      .where(eq(customers.email, 'pin-unknown-key@example.com'));
    expect(row).toEqual({ tries: 0, lockedUntil: null });
    expect(t.logs()).toContain('a stored PIN is under the key \\"2024\\", which PIN_KEYS no longer holds');
  });

  it('counts no try for a passkey approval that could not be made (it threw), and still counts a refused one', async () => {
    const { customerId } = await signedInInvestor(t, 0);
    const triesOf = async () =>
      (await t.database.db.select({ tries: customers.pinFailedAttempts }).from(customers).where(eq(customers.id, customerId)))[0]!.tries;
    const broken = async (): Promise<boolean> => Promise.reject(new Error('connection lost'));
    for (let i = 0; i < 6; i += 1) await expect(approveUnderPinLock(t.database.db, customerId, t.clock.now(), broken)).rejects.toThrow('connection lost');
    expect(await triesOf()).toBe(0);
    await expect(approveUnderPinLock(t.database.db, customerId, t.clock.now(), async () => false)).rejects.toThrow(PIN_TEXTS.wrongPin(4));
    expect(await triesOf()).toBe(1);
  });

  it('sets new PINs under the current key, keyed to the customer: one PIN, two customers, two hashes', async () => {
    const stored = [];
    for (const email of ['pin-same-a@example.com', 'pin-same-b@example.com']) {
      const { token } = await signUpAndLogin(t, email);
      await setPin(t, token, PIN);
      const { customerId } = await principalOf(t, token);
      const [row] = await t.database.db.select({ pinHash: customers.pinHash }).from(customers).where(eq(customers.id, customerId));
      expect(formOf(row!.pinHash!)).toBe('hmac-sha256$2026');
      stored.push(row!.pinHash);
    }
    expect(stored[0]).not.toBe(stored[1]);
  });
});
