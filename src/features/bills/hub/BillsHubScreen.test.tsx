import { screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '@/test-app';
import { customerFixture, signIn, signOut } from '@/test-utils';

describe('BillsHubScreen', () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it('offers the four bills at their short paths', async () => {
    signIn(customerFixture());
    fakeApi();
    renderApp('/utilitybills');
    expect(await screen.findByRole('heading', { name: 'Utility Bills', level: 1 })).toBeVisible();
    const links = screen
      .getAllByRole('link')
      .filter((link) => ['/airtime', '/data-subscription', '/electricty', '/cable'].includes(link.getAttribute('href') ?? ''));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Airtime Top-Up', '/airtime'],
      ['Data Subscription', '/data-subscription'],
      ['Electricity Bill', '/electricty'],
      ['Cable Subscription', '/cable'],
    ]);
  });
});
