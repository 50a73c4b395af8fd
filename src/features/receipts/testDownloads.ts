import { waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { customerFixture, removeToasts, signIn, signOut, visibleToasts } from '@/test-utils';

export const toastShown = (message: string) => waitFor(() => expect(visibleToasts()).toContain(message));

/**
 * A signed-in customer for each test, and the links the app clicks to save a file, kept instead
 * of followed (happy-dom would navigate): the returned list holds them, newest last.
 */
export function savedFiles(): HTMLAnchorElement[] {
  const saved: HTMLAnchorElement[] = [];
  beforeEach(() => {
    signIn(customerFixture());
    saved.length = 0;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this);
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }));
  });
  afterEach(async () => {
    await removeToasts();
    signOut();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  return saved;
}
