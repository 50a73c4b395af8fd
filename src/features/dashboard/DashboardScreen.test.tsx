import { cleanup, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerEndpoint } from '@contract/account';
import { investmentCountEndpoint, investmentSummaryEndpoint } from '@contract/dashboard';
import { plansEndpoint } from '@contract/investments';
import { transactionEndpoint } from '@contract/history';
import { recentTransactionsEndpoint } from '@contract/transactions';
import { formatLagosDateTime } from '@/lib/dates';
import { balanceVisible } from '@/state/preferences';
import { answer, fakeApi, renderApp, transactionFixture } from '@/test-app';
import { customerFixture, jsonResponse, signIn, signOut } from '@/test-utils';

const withdrawal = { type: 2, which: 1, classtype: 2, title: 'Withdrawal' } as const;
const bank = { accountname: 'ADA OBI', accountnumber: '0123450000', bankname: 'Guaranty Trust Bank' };
/** fetchrecent's groups: the server's day labels, which the dashboard replaces with its own Lagos days. */
const history = {
  '22 Nov 2026': [
    transactionFixture({
      id: 13,
      ...withdrawal,
      amount: '300.00',
      created_at: '2026-11-22T15:50:00.000Z',
      status: '2',
      details: { ...bank, status: 'Refunded' },
    }),
    transactionFixture({ id: 12, ...withdrawal, amount: '1500.25', created_at: '2026-11-22T15:40:00.000Z' }),
    transactionFixture({ id: 11, amount: '5000.00', created_at: '2026-11-22T08:05:00.000Z', status: '0' }),
  ],
  'server label': [
    transactionFixture({ id: 10, which: 7, classtype: 1, amount: '200.00', created_at: '2026-11-21T13:05:00.000Z' }),
    transactionFixture({ id: 9, amount: '700.00', created_at: '2026-11-21T12:00:00.000Z', status: '2' }),
  ],
};

/** A plan on offer; which 4 draws the truck. */
const offer = {
  id: 8,
  name: 'Haulage Truck, Apapa to Kano',
  amount: '1000000.00',
  percentage: 35,
  no_of: 18,
  duration: 2,
  returns: '75000.00',
  category: 4,
  status: 1,
  proposedmaturitydate: '2028-05-23T23:00:00.000Z',
  which: 4,
  units_available: 40,
};

/** Holds every answer until `count` calls have arrived: reads made one after another would never finish. */
const gate = (count: number) => {
  let arrived = 0;
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return async <T,>(body: T): Promise<T> => {
    if (++arrived === count) open();
    await opened;
    return body;
  };
};

describe('dashboard', () => {
  beforeEach(() => {
    signIn(customerFixture({ ngnbalance: '1500.50' }));
    balanceVisible.value = true;
  });
  afterEach(() => {
    signOut();
    // The figures a test kept would stand in for the next test's failed reads.
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('issues its five reads together and shows the wallet, the tiles, the offers and the history', async () => {
    const together = gate(5);
    const api = fakeApi([
      answer(customerEndpoint, () => together({ status: 'success', customer: customerFixture({ ngnbalance: '25000.75' }) })),
      answer(investmentSummaryEndpoint, () =>
        together({
          status: 'success',
          investedamount: '1500000.00',
          returningamount: '2345678.00',
          payedoutamount: '0.00',
          debtamount: '0.00',
        }),
      ),
      answer(investmentCountEndpoint, () => together({ status: 'success', total: 3 })),
      answer(recentTransactionsEndpoint, () => together({ status: 'success', data: history })),
      answer(plansEndpoint, () => together({ status: 'success', data: [offer] })),
    ]);
    renderApp('/dashboard');

    const card = await screen.findByRole('region', { name: 'History' });
    expect(screen.getByRole('status', { name: 'Wallet Balance' }).textContent).toBe('₦25,000.75');
    const tiles = screen.getByRole('list', { name: 'Investments summary' });
    expect(
      within(tiles)
        .getAllByRole('listitem')
        .map((tile) => tile.textContent),
    ).toEqual(['No of Investment3', 'Invested Amount₦1.5M', 'Returning Amount₦2.3M']);

    expect(
      within(card)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['22 Nov 2026', '21 Nov 2026']);
    const rows = within(card)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/transaction-details'));
    // Failed ('2') is not Pending: a declined card payment, and a withdrawal the bank refused and refunded.
    expect(rows.map((row) => row.textContent)).toEqual([
      'Withdrawal4:50 PM · Refunded-₦300.00Failed',
      'Withdrawal4:40 PM-₦1,500.25Completed',
      'Deposit9:05 AM+₦5,000.00Pending',
      'TXN2:05 PM+₦200.00Completed',
      'Deposit1:00 PM+₦700.00Failed',
    ]);
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([13, 12, 11, 10, 9].map((id) => `/transaction-details?id=${id}`));
    const failed = within(rows[4]!).getByText('Failed');
    expect(failed.style.color).toBe('var(--danger)');
    expect(within(card).getByRole('link', { name: 'See more' }).getAttribute('href')).toBe('/alltransactions');

    const offers = screen.getByRole('region', { name: 'Special Offers' });
    expect(within(offers).getByRole('heading', { name: 'Haulage Truck, Apapa to Kano' })).toBeVisible();
    expect(within(offers).getByText('Invest ₦1,000,000 for a 35% return in 18 Months')).toBeVisible();
    expect(within(offers).getByRole('img', { name: 'A haulage truck' })).toHaveAttribute('src');
    expect(within(offers).getByRole('link', { name: 'Invest: Haulage Truck, Apapa to Kano' }).getAttribute('href')).toBe('/investment/details');

    const reads = [customerEndpoint, investmentSummaryEndpoint, investmentCountEndpoint, recentTransactionsEndpoint, plansEndpoint];
    for (const read of reads) expect(api.callsTo(read)).toHaveLength(1);
  });

  it('shows a sold-out plan among the offers as Sold out, with no way to invest in it', async () => {
    const soldOut = { ...offer, id: 9, name: 'Jet Mover, Lekki Route', which: 3, category: 3, status: 0, units_available: 0 };
    fakeApi([answer(plansEndpoint, () => ({ status: 'success', data: [offer, soldOut] }))]);
    renderApp('/dashboard');
    const offers = await screen.findByRole('region', { name: 'Special Offers' });
    const card = (name: string) => within(offers).getByRole('heading', { name }).parentElement!;
    expect(within(card('Jet Mover, Lekki Route')).queryByRole('link')).toBeNull();
    expect(card('Jet Mover, Lekki Route').textContent).toMatch(/Sold out$/);
    expect(within(offers).queryByRole('link', { name: 'Invest: Jet Mover, Lekki Route' })).toBeNull();
    expect(
      within(card(offer.name))
        .getByRole('link', { name: `Invest: ${offer.name}` })
        .getAttribute('href'),
    ).toBe('/investment/details');
    expect(card(offer.name).textContent).not.toContain('Sold out');
  });

  it("says 'No transaction yet.' and shows zeros for a new customer, with the real deposit and withdraw links", async () => {
    fakeApi();
    renderApp('/dashboard');
    const history = await screen.findByRole('region', { name: 'History' });
    expect(within(history).getByText('No transaction yet.').tagName).toBe('P');
    // The empty history's next step.
    expect(within(history).getByRole('link', { name: 'Make a deposit' }).getAttribute('href')).toBe('/deposit');
    expect(
      within(screen.getByRole('list', { name: 'Investments summary' }))
        .getAllByRole('listitem')
        .map((t) => t.textContent),
    ).toEqual(['No of Investment0', 'Invested Amount₦0', 'Returning Amount₦0']);
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/deposit');
    expect(screen.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/withdraw');
  });

  it('when reads fail and nothing was kept, says the figures could not be loaded instead of zeros, and Try again reads them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeApi([
      answer(recentTransactionsEndpoint, () => jsonResponse(500, { status: 'error', message: 'Server error.' })),
      answer(investmentCountEndpoint, () => Promise.reject(new TypeError('Failed to fetch'))),
    ]);
    renderApp('/dashboard');
    const main = await screen.findByRole('main');
    const fault = await within(main).findByRole('alert');
    expect(fault.textContent).toBe('Your investments and history could not be loaded.');
    expect(warn).toHaveBeenCalledWith('customer/funding/fetchrecent: 500');
    expect(warn).toHaveBeenCalledWith('customer/dashboard/allinvestments: no answer');
    // Nothing is shown as a fact that the page does not know: no zero tiles, no empty history.
    expect(within(main).queryByRole('list', { name: 'Investments summary' })).toBeNull();
    expect(within(main).queryByRole('region', { name: 'History' })).toBeNull();
    expect(main.textContent).not.toContain('No transaction yet.');
    expect(main.textContent).not.toContain('₦0');
    expect(
      screen
        .queryAllByRole('status')
        .map((region) => region.textContent)
        .join('\n'),
    ).not.toContain('Server error.');

    const api = fakeApi([answer(investmentCountEndpoint, () => ({ status: 'success', total: 2 }))]);
    await userEvent.setup().click(within(main).getByRole('button', { name: 'Try again' }));
    const tiles = await within(main).findByRole('list', { name: 'Investments summary' });
    expect(
      within(tiles)
        .getAllByRole('listitem')
        .map((tile) => tile.textContent),
    ).toEqual(['No of Investment2', 'Invested Amount₦0', 'Returning Amount₦0']);
    expect(within(main).queryByRole('alert')).toBeNull();
    expect(api.callsTo(recentTransactionsEndpoint)).toHaveLength(1);
  });

  it('when the server answers with an error, shows the figures kept last time, says from when (Lagos time) and offers Try again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeApi([
      answer(investmentCountEndpoint, () => ({ status: 'success', total: 3 })),
      answer(recentTransactionsEndpoint, () => ({ status: 'success', data: history })),
    ]);
    renderApp('/dashboard');
    await screen.findByRole('region', { name: 'History' });
    const kept = JSON.parse(localStorage.getItem('offlineSnapshot:dashboard') ?? '{}') as { savedAt: number };
    cleanup();

    fakeApi([answer(investmentSummaryEndpoint, () => jsonResponse(503, { status: 'error', message: 'Down for a moment.' }))]);
    renderApp('/dashboard');
    const main = await screen.findByRole('main');
    const fault = await within(main).findByRole('alert');
    expect(fault.textContent).toBe(
      `Your latest investments and history could not be loaded. These figures are from ${formatLagosDateTime(new Date(kept.savedAt))}.`,
    );
    expect(fault.textContent).toMatch(/from \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M\.$/);
    expect(within(screen.getByRole('list', { name: 'Investments summary' })).getAllByRole('listitem')[0]!.textContent).toBe('No of Investment3');
    expect(
      within(screen.getByRole('region', { name: 'History' }))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['22 Nov 2026', '21 Nov 2026']);
    // The server answered: this is no offline page.
    expect(screen.getAllByRole('status').some((region) => region.textContent?.startsWith('You are offline.'))).toBe(false);

    fakeApi([answer(recentTransactionsEndpoint, () => ({ status: 'success', data: {} }))]);
    await userEvent.setup().click(within(main).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(main).queryByRole('alert')).toBeNull());
    expect(within(screen.getByRole('region', { name: 'History' })).getByText('No transaction yet.').tagName).toBe('P');
  });

  it('hides the balance behind asterisks and shows it again', async () => {
    const user = userEvent.setup();
    fakeApi();
    renderApp('/dashboard');
    const wallet = await screen.findByRole('region', { name: 'Wallet Balance' });
    expect(wallet.textContent).toContain('₦1,500.50');
    await user.click(within(wallet).getByRole('button', { name: 'Hide balance' }));
    expect(wallet.textContent).toContain('****');
    expect(wallet.textContent).not.toContain('1,500.50');
    expect(balanceVisible.value).toBe(false);
    await user.click(within(wallet).getByRole('button', { name: 'Show balance' }));
    expect(wallet.textContent).toContain('₦1,500.50');
  });

  it('opens a row on the details screen with the row passed along, making no further call', async () => {
    const user = userEvent.setup();
    const api = fakeApi([answer(recentTransactionsEndpoint, () => ({ status: 'success', data: history }))]);
    const router = renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'History' });
    await user.click(within(card).getByRole('link', { name: /^Withdrawal .*Refunded/ }));
    await screen.findByRole('heading', { name: 'Transaction Details' });
    expect(router.state.location.search).toEqual({ id: 13 });
    expect(api.callsTo(transactionEndpoint)).toEqual([]);
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull();
  });
});
