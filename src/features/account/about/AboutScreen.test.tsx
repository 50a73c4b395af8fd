import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { legalPageEndpoint } from '@contract/legal';
import { answer, fakeApi, notFound, renderApp } from '@/test-app';
import { customerFixture, jsonResponse, signIn, signOut } from '@/test-utils';

/** A page as GET legal/:page answers it: the operator's words, markup included, are plain text. */
const legalPage = (title: string) => ({
  status: 'success' as const,
  sections: [
    { heading: null, paragraphs: [`${title} of Acme Mobility Ltd.`] },
    { heading: 'Your rights', paragraphs: ['Ask us through Contact Support.', 'Write to <img src=x onerror=alert(1)> **dpo@acme.example**.'] },
  ],
});

const PAGES = [
  ['Privacy Policy', 'privacy-policy'],
  ['Terms of Service', 'terms-of-service'],
  ['Security and Compliance', 'security-and-compliance'],
] as const;

describe('About and its pages', () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it.each(PAGES)('lists %s, which shows the text the server gives, leads to support and back', async (title, page) => {
    signIn(customerFixture());
    const api = fakeApi([answer(legalPageEndpoint, ({ params }) => (params.page === page ? legalPage(title) : notFound()))]);
    renderApp('/account/about');
    const user = userEvent.setup();
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { name: 'About', level: 1 });
    await user.click(within(main).getByRole('link', { name: title }));
    const heading = await within(main).findByRole('heading', { name: title, level: 1 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await within(main).findByRole('heading', { name: 'Your rights', level: 2 });
    expect([...main.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      `${title} of Acme Mobility Ltd.`,
      'Ask us through Contact Support.',
      'Write to <img src=x onerror=alert(1)> **dpo@acme.example**.',
      'Questions about this page? Contact Support',
    ]);
    // No word to whoever runs the service, and what the operator wrote is never markup.
    expect(within(main).queryByRole('note')).toBeNull();
    expect(main.textContent).not.toMatch(/starting point/);
    expect(main.querySelector('img, strong')).toBeNull();
    expect(api.callsTo(legalPageEndpoint)).toHaveLength(1);
    expect(within(main).getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/account/customer-support');
    await user.click(within(main).getByRole('link', { name: 'Back to About' }));
    await within(main).findByRole('heading', { name: 'About', level: 1 });
  });

  it('opens a page from its address, says so when its text could not be loaded, and Try again reads it', async () => {
    signIn(customerFixture());
    fakeApi([answer(legalPageEndpoint, () => jsonResponse(503, { status: 'error', message: 'Down for a moment.' }))]);
    renderApp('/account/about#privacy-policy');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { name: 'Privacy Policy', level: 1 });
    expect((await within(main).findByRole('alert')).textContent).toBe('Failed to load this page. Please try again.');
    const api = fakeApi([answer(legalPageEndpoint, () => legalPage('Privacy Policy'))]);
    await userEvent.setup().click(within(main).getByRole('button', { name: 'Try again' }));
    await within(main).findByRole('heading', { name: 'Your rights', level: 2 });
    expect(within(main).queryByRole('alert')).toBeNull();
    expect(api.callsTo(legalPageEndpoint)).toHaveLength(1);
  });
});
