import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResponseOf } from '@contract/endpoint';
import { transactionPageEndpoint } from '@contract/history';
import type { Transaction } from '@contract/transactions';
import { answer, fakeApi, page, renderApp, transactionFixture, type ApiCall } from '@/test-app';
import { customerFixture, jsonResponse, signIn, signOut } from '@/test-utils';

/** 23 rows, newest first, over two days: pages of 10, 10 and 3. */
const rows: Transaction[] = Array.from({ length: 23 }, (_, i) =>
  transactionFixture({ id: 23 - i, amount: `${100 + i}.00`, created_at: i < 12 ? '2026-11-22T13:05:00.000Z' : '2026-11-21T13:05:00.000Z' }),
);
const pages = ({ query }: ApiCall) => {
  const n = Number(query.get('page'));
  return page(rows.slice((n - 1) * 10, n * 10), n, 3);
};

const shownIds = () =>
  screen
    .getAllByRole('link')
    .flatMap((link) => /id=(\d+)/.exec(link.getAttribute('href') ?? '')?.[1] ?? [])
    .map(Number);

describe('/alltransactions', () => {
  beforeEach(() => signIn(customerFixture()));
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it('shows the first page under day headings and appends the next pages with Load More', async () => {
    const user = userEvent.setup();
    const api = fakeApi([answer(transactionPageEndpoint, pages)]);
    renderApp('/alltransactions');
    await screen.findByRole('heading', { name: 'All Transactions' });
    expect(shownIds()).toEqual([23, 22, 21, 20, 19, 18, 17, 16, 15, 14]);
    expect(Object.fromEntries(api.callsTo(transactionPageEndpoint)[0]!.query)).toEqual({ perpage: '10', page: '1' });

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(shownIds()).toHaveLength(20));
    // The layout's offline banner is a status region too, empty while online.
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain('20 transactions shown');
    // Rows of one day stay under one heading across pages.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['22 Nov 2026', '21 Nov 2026']);
    expect(within(screen.getByRole('list', { name: '22 Nov 2026' })).getAllByRole('listitem')).toHaveLength(12);

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(shownIds()).toHaveLength(23));
    expect(shownIds()).toEqual(rows.map((row) => row.id));
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(api.callsTo(transactionPageEndpoint).map((call) => call.query.get('page'))).toEqual(['1', '2', '3']);
  });

  it('disables Load More with a spinner while the page loads, and shows a row that moved down a page once', async () => {
    const user = userEvent.setup();
    let respond: (body: ResponseOf<typeof transactionPageEndpoint>) => void = () => undefined;
    fakeApi([
      answer(transactionPageEndpoint, (call) =>
        call.query.get('page') === '1' ? page(rows.slice(0, 10), 1, 2) : new Promise((resolve) => (respond = resolve)),
      ),
    ]);
    renderApp('/alltransactions');
    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    const button = screen.getByRole('button', { name: 'Load More' }) as HTMLButtonElement;
    expect([button.disabled, button.getAttribute('aria-busy')]).toEqual([true, 'true']);

    // A new transaction arrived meanwhile: the old tenth row opens page two.
    respond(page(rows.slice(9, 19), 2, 2));
    await waitFor(() => expect(shownIds()).toHaveLength(19));
    expect(new Set(shownIds()).size).toBe(19);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it("says 'No transaction yet.' when there is none, offers a deposit, and no Load More", async () => {
    fakeApi([answer(transactionPageEndpoint, () => page([], 1, 1))]);
    renderApp('/alltransactions');
    expect(await screen.findByText('No transaction yet.')).toBeInstanceOf(HTMLParagraphElement);
    expect(screen.getByRole('link', { name: 'Make a deposit' }).getAttribute('href')).toBe('/deposit');
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('offers to try again when the first page fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi([answer(transactionPageEndpoint, () => (fail ? jsonResponse(500, { status: 'error', message: 'Server error.' }) : page(rows.slice(0, 3))))]);
    renderApp('/alltransactions');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load transactions. Please try again.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(shownIds()).toEqual([23, 22, 21]));
  });
});
