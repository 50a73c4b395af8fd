import { describe, expect, it } from 'vitest';
import { cachedLoader } from './cache';

function setup(ttlMs = 1000) {
  let clock = 0;
  let calls = 0;
  let fail = false;
  const load = async () => {
    calls += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (fail) throw new Error('provider down');
    return `value ${calls}`;
  };
  const get = cachedLoader(load, ttlMs, () => clock);
  return {
    get,
    calls: () => calls,
    advance: (ms: number) => (clock += ms),
    failing: (value: boolean) => (fail = value),
  };
}

describe('cachedLoader', () => {
  it('keeps a value for its lifetime, then fetches it again', async () => {
    const cache = setup(1000);
    expect(await cache.get()).toBe('value 1');
    cache.advance(999);
    expect(await cache.get()).toBe('value 1');
    cache.advance(1);
    expect(await cache.get()).toBe('value 2');
    expect(cache.calls()).toBe(2);
  });

  it('fetches once for calls made together', async () => {
    const cache = setup();
    expect(await Promise.all([cache.get(), cache.get(), cache.get()])).toEqual(['value 1', 'value 1', 'value 1']);
    expect(cache.calls()).toBe(1);
  });

  it('keeps nothing from a failed fetch: every waiting caller gets the error, the next call tries again', async () => {
    const cache = setup();
    cache.failing(true);
    const results = await Promise.allSettled([cache.get(), cache.get()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(cache.calls()).toBe(1);
    cache.failing(false);
    expect(await cache.get()).toBe('value 2');
  });

  it('does not let a failed refresh replace or extend the value it was refreshing', async () => {
    const cache = setup(1000);
    await cache.get();
    cache.advance(1000);
    cache.failing(true);
    await expect(cache.get()).rejects.toThrow('provider down');
    cache.failing(false);
    expect(await cache.get()).toBe('value 3');
    expect(await cache.get()).toBe('value 3');
  });

  it('with a lifetime of 0 fetches every time, still sharing a fetch among calls made together', async () => {
    const cache = setup(0);
    await Promise.all([cache.get(), cache.get()]);
    await cache.get();
    expect(cache.calls()).toBe(2);
  });
});
