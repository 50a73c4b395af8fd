import { screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '@/test-app';
import { customerFixture, signIn, signOut } from '@/test-utils';

describe('/transactions', () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it("is the placeholder page titled 'Custom Page', with the way home", async () => {
    signIn(customerFixture());
    fakeApi();
    renderApp('/transactions');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Custom Page', level: 1 })).toBeVisible();
    expect(within(main).getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/dashboard');
  });
});
