import { cleanup, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerEndpoint } from '@contract/account';
import { investmentCountEndpoint, investmentSummaryEndpoint } from '@contract/dashboard';
import { afterOffline, answer, describedAs, fakeApi, networkDown, renderApp } from '@/test-app';
import { customerFixture, signIn } from '@/test-utils';

const customer = customerFixture({ ngnbalance: '25000.75' });
const summary = (invested: string) => ({
  status: 'success' as const,
  investedamount: invested,
  returningamount: '0.00',
  payedoutamount: '0.00',
  debtamount: '0.00',
});

const tiles = () =>
  within(screen.getByRole('list', { name: 'Investments summary' }))
    .getAllByRole('listitem')
    .map((tile) => tile.textContent);

describe('the dashboard offline', () => {
  beforeEach(() => signIn(customer));
  afterEach(afterOffline);

  it('shows the figures kept online, says it is offline and from when, turns the money actions off, and reads again once back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeApi([
      answer(customerEndpoint, () => ({ status: 'success', customer })),
      answer(investmentSummaryEndpoint, () => summary('1500000.00')),
      answer(investmentCountEndpoint, () => ({ status: 'success', total: 3 })),
    ]);
    renderApp('/dashboard');
    await screen.findByRole('region', { name: 'History' });
    expect(tiles()).toEqual(['No of Investment3', 'Invested Amount₦1.5M', 'Returning Amount₦0']);
    cleanup();

    networkDown();
    renderApp('/dashboard');
    await screen.findByRole('region', { name: 'History' });
    expect(tiles()).toEqual(['No of Investment3', 'Invested Amount₦1.5M', 'Returning Amount₦0']);
    expect(screen.getByRole('status', { name: 'Wallet Balance' }).textContent).toBe('₦25,000.75');
    // The cards tell the banner (in the layout) from when their figures are; it redraws just after.
    await waitFor(() => {
      const banner = screen.getAllByRole('status').find((region) => region.textContent?.startsWith('You are offline.'));
      expect(banner?.textContent).toMatch(/^You are offline\. These figures are from \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M\.$/);
    });
    for (const name of ['Deposit', 'Withdraw']) {
      const button = screen.getByRole('button', { name });
      expect((button as HTMLButtonElement).disabled).toBe(true);
      expect(describedAs(button)).toBe('You are offline. Deposits and withdrawals need a connection.');
    }
    expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull();

    let respond = () => undefined as void;
    const answered = new Promise<void>((resolve) => (respond = resolve));
    const api = fakeApi([
      answer(customerEndpoint, () => ({ status: 'success', customer })),
      answer(investmentSummaryEndpoint, async () => {
        await answered;
        return summary('2500000.00');
      }),
      answer(investmentCountEndpoint, () => ({ status: 'success', total: 4 })),
    ]);
    dispatchEvent(new Event('online'));
    // While the page reads again, the cards keep the figures they show instead of their skeleton.
    await waitFor(() => expect(api.callsTo(investmentSummaryEndpoint)).toHaveLength(1));
    expect(tiles()).toEqual(['No of Investment3', 'Invested Amount₦1.5M', 'Returning Amount₦0']);
    respond();
    await waitFor(() => expect(tiles()).toEqual(['No of Investment4', 'Invested Amount₦2.5M', 'Returning Amount₦0']));
    expect(screen.getAllByRole('status').some((region) => region.textContent?.startsWith('You are offline.'))).toBe(false);
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/deposit');
  }, 30_000);

  it('without a kept copy, says it is offline and that the figures could not be loaded, never zeros', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    networkDown();
    renderApp('/dashboard');
    const main = await screen.findByRole('main');
    expect((await within(main).findByRole('alert')).textContent).toBe('Your investments and history could not be loaded.');
    expect(within(main).getByRole('button', { name: 'Try again' })).toBeInstanceOf(HTMLButtonElement);
    expect(within(main).queryByRole('list', { name: 'Investments summary' })).toBeNull();
    expect(main.textContent).not.toContain('No transaction yet.');
    expect(
      screen.getAllByRole('status').some((region) => region.textContent === 'You are offline. What needs the server will load when you are back online.'),
    ).toBe(true);
  });
});
