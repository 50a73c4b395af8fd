import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads on the first use only, and every use gets the same module', async () => {
    let loads = 0;
    const load = loadOnce(async () => ({ loaded: (loads += 1) }));
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([load(), load()]);
    expect(await load()).toBe(first);
    expect(second).toBe(first);
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let tries = 0;
    const load = loadOnce(async () => {
      tries += 1;
      if (tries === 1) throw new Error('not there yet');
      return tries;
    });
    await expect(load()).rejects.toThrow('not there yet');
    expect(await load()).toBe(2);
    expect(await load()).toBe(2);
  });
});
