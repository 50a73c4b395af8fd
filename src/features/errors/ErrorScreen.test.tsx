import { render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorScreen, isChunkLoadError } from './ErrorScreen';
import { RELOAD_GUARD_MS, reloadOnceForNewRelease } from './reloadOnce';

const show = (error: Error) => render(<ErrorScreen error={error} reset={() => undefined} />);
const CHUNK_FAILED = new TypeError('Failed to fetch dynamically imported module: /assets/login-x.js');

describe('ErrorScreen', () => {
  afterEach(() => sessionStorage.clear());

  it('names a failed chunk download and offers a Retry once the page has already reloaded for it', () => {
    sessionStorage.setItem('chunkReloadedAt', String(Date.now()));
    show(CHUNK_FAILED);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    expect(screen.getByRole('alert').textContent).toMatch(/could not be downloaded/);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('shows any other error as it is, with no reload', () => {
    show(new Error('Cannot read properties of undefined'));
    expect(screen.getByRole('alert').textContent).toBe('Cannot read properties of undefined');
    expect(sessionStorage.getItem('chunkReloadedAt')).toBeNull();
  });

  it('recognises the chunk errors of the main browsers, and our own timeout', () => {
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk timed out after 120 s'))).toBe(true);
    expect(isChunkLoadError(new Error('x is not a function'))).toBe(false);
  });
});

describe('reloadOnceForNewRelease', () => {
  afterEach(() => sessionStorage.clear());

  it('reloads once, then not again within the guard, then again after it', () => {
    const reload = vi.fn();
    const start = 1_000_000;
    expect(reloadOnceForNewRelease(start, reload)).toBe(true);
    expect(reloadOnceForNewRelease(start + RELOAD_GUARD_MS - 1, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForNewRelease(start + RELOAD_GUARD_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when session storage is refused, so it cannot loop', () => {
    const reload = vi.fn();
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('sessionStorage', { getItem: refuse, setItem: refuse });
    expect(reloadOnceForNewRelease(1, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
