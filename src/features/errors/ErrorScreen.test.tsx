import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { ErrorScreen, isChunkLoadError } from './ErrorScreen';

const show = (error: Error) => render(<ErrorScreen error={error} reset={() => undefined} />);

describe('ErrorScreen', () => {
  it('names a failed chunk download and offers a reload', () => {
    show(new TypeError('Failed to fetch dynamically imported module: /assets/login-x.js'));
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/could not be downloaded/);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('shows any other error as it is', () => {
    show(new Error('Cannot read properties of undefined'));
    expect(screen.getByRole('alert').textContent).toBe('Cannot read properties of undefined');
  });

  it('recognises the chunk errors of the main browsers', () => {
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('x is not a function'))).toBe(false);
  });
});
