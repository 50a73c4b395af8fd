import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { transactionPageEndpoint } from '@contract/history';
import { answer, fakeApi, page, renderApp, transactionFixture } from '@/test-app';
import { customerFixture, signIn, signOut } from '@/test-utils';

/** A control outside the app that keeps the focus unless something takes it. */
const focusHolder = () => {
  const holder = document.createElement('button');
  holder.textContent = 'elsewhere';
  document.body.append(holder);
  holder.focus();
  return holder;
};

describe('a page change', () => {
  let holder: HTMLButtonElement;
  beforeEach(() => {
    signIn(customerFixture());
    fakeApi([answer(transactionPageEndpoint, () => page([transactionFixture()]))]);
    holder = focusHolder();
  });
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
    holder.remove();
    document.title = 'Fleetvest';
  });

  it("names the first page in the tab's title and leaves the focus where it was", async () => {
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' });
    // Its heading names the customer; the title, kept in the browser's history, does not.
    await waitFor(() => expect(document.title).toBe('Dashboard · Fleetvest'));
    expect(document.activeElement).toBe(holder);
  });

  it('after a sign-in, treats the first page of the app as a move: the focus goes to its heading', async () => {
    renderApp('/dashboard', undefined, { afterSignIn: true });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.title).toBe('Dashboard · Fleetvest');
  });

  it('names the new page and puts the focus on its heading; a new query alone moves nothing', async () => {
    const router = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' });
    // The dashboard draws before its reads are in; a move counts once the first page has resolved.
    await waitFor(() => expect(document.title).toBe('Dashboard · Fleetvest'));

    await router.navigate({ to: '/alltransactions' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'All Transactions' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.title).toBe('All Transactions · Fleetvest');
    expect(heading.getAttribute('tabindex')).toBe('-1');

    // Every focus from here on, in order: a move for the query would come before the next page's.
    const focused: EventTarget[] = [];
    const noteFocus = (event: FocusEvent) => event.target && focused.push(event.target);
    document.addEventListener('focusin', noteFocus);
    holder.focus();
    router.history.push('/alltransactions?from=menu');
    await waitFor(() => expect(router.state.resolvedLocation?.search).toEqual({ from: 'menu' }));
    expect(document.title).toBe('All Transactions · Fleetvest');

    await router.navigate({ to: '/notification' });
    const next = await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    document.removeEventListener('focusin', noteFocus);
    expect(focused).toEqual([holder, next]);
    // Three pages' chunks, loaded for the first time in a busy worker.
  }, 15_000);

  it("opens each signed-in page with a link past the top bar and the menu to the page's heading", async () => {
    const user = userEvent.setup();
    renderApp('/dashboard');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(heading);
    expect(location.hash).toBe('');
  });
});
