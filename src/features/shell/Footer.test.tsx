// own modules: what GET config answered is kept for the page load, and this file counts the asks.
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configEndpoint } from '@contract/config';
import { answer, fakeApi, renderApp } from '@/test-app';
import { customerFixture, signIn, signOut } from '@/test-utils';

const CONFIG = {
  status: 'success' as const,
  provider: { name: 'Acme Mobility Ltd', url: 'https://acme.example' },
  paymentProvider: { name: 'Monnify' },
  support: { email: 'help@fleetvest.ng', phone: '+2348000000000', whatsapp: '+2348000000000', whatsapp_url: 'https://wa.me/2348000000000' },
};

describe('the footer', () => {
  beforeEach(() => signIn(customerFixture()));
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it("links 'Powered by' to the provider's site from GET config, asked once per page load", async () => {
    const user = userEvent.setup();
    const api = fakeApi([answer(configEndpoint, CONFIG)]);
    renderApp('/dashboard');
    const footer = await screen.findByRole('contentinfo');
    const link = await within(footer).findByRole('link', { name: 'Acme Mobility Ltd' });
    expect(link.getAttribute('href')).toBe('https://acme.example');
    expect(footer.textContent).toBe('© 2024 Powered by Acme Mobility Ltd');

    await user.click(await screen.findByRole('link', { name: 'See more' }));
    await screen.findByRole('heading', { name: 'All Transactions' });
    expect(within(screen.getByRole('contentinfo')).getByRole('link').getAttribute('href')).toBe('https://acme.example');
    expect(api.callsTo(configEndpoint)).toHaveLength(1);
  });
});
