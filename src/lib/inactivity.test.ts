import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY_TIMEOUT_MS, watchInactivity } from './inactivity';

describe('watchInactivity', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires after one hour without activity', () => {
    const onIdle = vi.fn();
    const stop = watchInactivity(onIdle);
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
    stop();
  });

  it('restarts the hour on mouse movement and key presses', () => {
    const onIdle = vi.fn();
    const stop = watchInactivity(onIdle);
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1000);
    window.dispatchEvent(new Event('mousemove'));
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1000);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
    stop();
  });

  it('does nothing once stopped', () => {
    const onIdle = vi.fn();
    watchInactivity(onIdle)();
    window.dispatchEvent(new Event('mousemove'));
    vi.advanceTimersByTime(2 * INACTIVITY_TIMEOUT_MS);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
