import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, withChunkTimeout } from './chunkTimeout';

describe('withChunkTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('passes on a chunk that arrives, and its failure', async () => {
    await expect(withChunkTimeout(Promise.resolve({ component: 'x' }))).resolves.toEqual({ component: 'x' });
    const failed = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    await expect(withChunkTimeout(Promise.reject(failed))).rejects.toBe(failed);
  });

  it('gives up after 120 s, not before, with the words of a failed chunk', async () => {
    vi.useFakeTimers();
    const never = withChunkTimeout(new Promise<never>(() => undefined));
    const outcome = vi.fn();
    never.catch(outcome);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(new Error('Loading chunk timed out after 120 s'));
  });
});
