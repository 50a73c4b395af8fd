import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot } from './boot';

const { afterLoad, loadToaster } = vi.hoisted(() => ({ afterLoad: vi.fn(), loadToaster: vi.fn(() => Promise.resolve()) }));
vi.mock('./afterLoad', () => ({ afterLoad }));
vi.mock('./ui/toast', () => ({ loadToaster }));

describe('boot', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('leaves the after-load code until the first screen is drawn', async () => {
    vi.useFakeTimers();
    let drawn = () => undefined as void;
    boot(new Promise<void>((resolve) => (drawn = resolve)));
    // Every wait of boot's own (the page's load, the idle moment) has run out: only the screen holds it back.
    await vi.runAllTimersAsync();
    expect(loadToaster).not.toHaveBeenCalled();
    expect(afterLoad).not.toHaveBeenCalled();

    drawn();
    await vi.waitFor(() => expect(afterLoad).toHaveBeenCalledOnce());
    expect(loadToaster).toHaveBeenCalledOnce();
  });

  it('still starts it when the first screen failed to draw, and the failure still reaches the console', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('a chunk did not arrive');
    boot(Promise.reject(failure));
    await vi.waitFor(() => expect(afterLoad).toHaveBeenCalledOnce());
    expect(logged).toHaveBeenCalledWith(failure);
  });
});
