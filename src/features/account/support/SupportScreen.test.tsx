// own modules: what GET config answered is kept for the page load, and this test needs the first ask to fail.
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configEndpoint } from '@contract/config';
import { answer, appConfigFixture, fakeApi, renderApp } from '@/test-app';
import { customerFixture, jsonResponse, signIn, signOut } from '@/test-utils';

describe('SupportScreen', () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it('offers a retry when GET config fails, then mailto, tel and WhatsApp links from it', async () => {
    signIn(customerFixture());
    let answers = 0;
    fakeApi([answer(configEndpoint, () => (++answers === 1 ? jsonResponse(503, { status: 'error', message: 'Down.' }) : appConfigFixture()))]);
    renderApp('/account/customer-support');
    const main = await screen.findByRole('main');
    expect((await within(main).findByRole('alert')).textContent).toBe('Failed to load the support contacts. Please try again.');

    await userEvent.setup().click(within(main).getByRole('button', { name: 'Try again' }));
    const href = async (name: string) => (await within(main).findByRole('link', { name })).getAttribute('href');
    expect(await href('help@fleetvest.ng')).toBe('mailto:help@fleetvest.ng');
    expect(await href('+2348031234567')).toBe('tel:+2348031234567');
    const whatsapp = within(main).getByRole('link', { name: 'Send us a message' });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/2348097654321');
    expect(whatsapp.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
