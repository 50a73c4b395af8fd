import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { idempotentSender, newIdempotencyKey } from './idempotency';

/** Records the key each attempt went out with, and answers with the given outcomes in turn. */
const sender = (...outcomes: (Error | 'ok')[]) => {
  const keys: string[] = [];
  const keeper = idempotentSender();
  const attempt = (body: object) =>
    keeper.send(body, async (key) => {
      keys.push(key);
      const outcome = outcomes.shift() ?? 'ok';
      if (outcome !== 'ok') throw outcome;
      return 'done';
    });
  return { keys, attempt, keyFor: keeper.keyFor };
};

describe('Idempotency-Key', () => {
  it('is a key the server accepts, new every time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('falls back to random bytes outside a secure context, where randomUUID is missing', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    try {
      // 32 hex digits: randomUUID's keys have dashes.
      const key = newIdempotencyKey();
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(newIdempotencyKey()).not.toBe(key);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is new for each request that was answered', async () => {
    const { keys, attempt } = sender('ok', new ApiError(['Incorrect PIN. You have 4 tries left.'], 422));
    const body = { amount: '100', pin: '1234' };
    await attempt(body);
    await expect(attempt(body)).rejects.toThrow('Incorrect PIN');
    await attempt(body);
    expect(new Set(keys).size).toBe(3);
  });

  it('is kept to retry the same request whose outcome is unknown', async () => {
    const { keys, attempt } = sender(new ApiError([]), new ApiError(['Busy'], 503), new ApiError(['In progress'], 409));
    const body = { amount: '100', pin: '1234' };
    for (let i = 0; i < 3; i++) await expect(attempt(body)).rejects.toBeInstanceOf(ApiError);
    await attempt(body);
    expect(new Set(keys).size).toBe(1);
    await attempt(body);
    expect(new Set(keys).size).toBe(2);
  });

  it('is not reused for a different request', async () => {
    const { keys, attempt } = sender(new ApiError([]));
    await expect(attempt({ amount: '100', pin: '1234' })).rejects.toBeInstanceOf(ApiError);
    await attempt({ amount: '200', pin: '1234' });
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('is kept when the same request whose outcome is unknown is approved again another way: a passkey signs afresh each time', async () => {
    const { keys, attempt, keyFor } = sender(new ApiError([]), new ApiError(['Busy'], 503));
    const order = { amount: '100', bank: '058', accountnumber: '0123456789' };
    // A passkey's challenge is bound to the key before the call goes.
    const bound = keyFor(order);
    await expect(attempt({ ...order, passkey: { id: 'first signature' } })).rejects.toBeInstanceOf(ApiError);
    expect(keyFor(order)).toBe(bound);
    await expect(attempt({ ...order, passkey: { id: 'second signature' } })).rejects.toBeInstanceOf(ApiError);
    await attempt({ ...order, pin: '1234' });
    expect(keys).toEqual([bound, bound, bound]);
    // Answered: the next request, the same or not, gets a new key.
    expect(keyFor(order)).not.toBe(bound);
  });
});
