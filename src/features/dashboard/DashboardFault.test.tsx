import { screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Offline from '@/features/offline';
import { fakeApi, renderApp } from '@/test-app';
import { customerFixture, signIn, signOut } from '@/test-utils';

// A fault in the code that turns the reads into figures (the reads themselves fail quietly).
vi.mock('@/features/offline', async (original) => ({
  ...(await original<typeof Offline>()),
  wholeOrKept: () => {
    throw new Error('the figures could not be put together');
  },
}));

describe('the dashboard when its figures fail', () => {
  beforeEach(() => signIn(customerFixture()));
  afterEach(() => {
    signOut();
    vi.restoreAllMocks();
  });

  it('shows the error screen instead of its skeleton for good', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi();
    renderApp('/dashboard');
    const heading = await screen.findByRole('heading', { name: 'Unexpected Application Error!' });
    // It replaced the page without a change of path: the tab says so, and a screen reader hears it.
    await waitFor(() => expect(document.title).toBe('Unexpected Application Error! · Fleetvest'));
    expect(document.activeElement).toBe(heading);
  });
});
