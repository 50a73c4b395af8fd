import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { online } from '@/state/connection';
import { RETRY_MS, watchConnection } from './watchConnection';

const browserSays = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);

describe('watchConnection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    online.value = true;
  });

  it('follows the offline and online events, and asks again once back', () => {
    browserSays(true);
    const onBack = vi.fn();
    const stop = watchConnection(onBack);
    dispatchEvent(new Event('offline'));
    expect(online.value).toBe(false);
    expect(onBack).not.toHaveBeenCalled();
    dispatchEvent(new Event('online'));
    expect(online.value).toBe(true);
    expect(onBack).toHaveBeenCalledTimes(1);

    stop();
    dispatchEvent(new Event('offline'));
    expect(online.value).toBe(true);
  });

  it('starts offline when the browser is', () => {
    browserSays(false);
    const stop = watchConnection(vi.fn());
    expect(online.value).toBe(false);
    stop();
  });

  it('asks again now and then while reads found no server but the browser claims a connection', () => {
    browserSays(true);
    const onBack = vi.fn();
    const stop = watchConnection(onBack);
    vi.advanceTimersByTime(RETRY_MS);
    expect(onBack).not.toHaveBeenCalled();
    online.value = false;
    vi.advanceTimersByTime(RETRY_MS);
    expect(onBack).toHaveBeenCalledTimes(1);
    browserSays(false);
    vi.advanceTimersByTime(RETRY_MS);
    expect(onBack).toHaveBeenCalledTimes(1);
    stop();
  });
});
