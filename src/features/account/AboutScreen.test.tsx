import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '@/test-app';
import { customerFixture, signIn, signOut } from '@/test-utils';

describe('About and its pages', () => {
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it.each(['Privacy Policy', 'Terms of Service', 'Security and Compliance'])(
    'lists %s, which says it is the operator’s to adapt, leads to support and back',
    async (title) => {
      signIn(customerFixture());
      fakeApi();
      renderApp('/account/about');
      const user = userEvent.setup();
      const main = await screen.findByRole('main');
      await within(main).findByRole('heading', { name: 'About', level: 1 });
      await user.click(within(main).getByRole('link', { name: title }));
      const heading = await within(main).findByRole('heading', { name: title, level: 1 });
      await waitFor(() => expect(document.activeElement).toBe(heading));
      expect(within(main).getByRole('note').textContent).toMatch(/operator of this service adapts it/);
      expect(within(main).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
      expect(within(main).getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/account/customer-support');
      await user.click(within(main).getByRole('link', { name: 'Back to About' }));
      await within(main).findByRole('heading', { name: 'About', level: 1 });
    },
  );

  it('opens a page from its address; the privacy page names the Nigeria Data Protection Act 2023', async () => {
    signIn(customerFixture());
    fakeApi();
    renderApp('/account/about#privacy-policy');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { name: 'Privacy Policy', level: 1 });
    expect(main.textContent).toMatch(/Nigeria Data Protection Act 2023/);
  });
});
