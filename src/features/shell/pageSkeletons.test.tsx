import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerEndpoint } from '@contract/account';
import { recentTransactionsEndpoint } from '@contract/transactions';
import { router } from '@/router';
import { answer, fakeApi, renderApp } from '@/test-app';
import { customerFixture, signIn, signOut } from '@/test-utils';

describe('signed-in pages while they load', () => {
  beforeEach(() => signIn(customerFixture()));
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it('every signed-in route declares a skeleton of its page, and only those routes have one', async () => {
    const routes = Object.values(router.routesById).filter((route) => route.id.startsWith('/_app/'));
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const Pending = route.options.pendingComponent;
      expect(Pending, route.id).toBeDefined();
      // Split out of the route tree (vite.config.ts): the router loads it with the route.
      await Pending?.preload?.();
      const { container } = render(<Pending />);
      expect(container.querySelector('[aria-busy="true"]'), route.id).not.toBeNull();
      cleanup();
    }
    for (const route of Object.values(router.routesById).filter((route) => !route.id.startsWith('/_app/'))) {
      expect(route.options.pendingComponent, route.id).toBeUndefined();
    }
  });

  it('draws the dashboard at once, greeting and wallet from the session, the cards as their shape while the reads are out', async () => {
    signIn(customerFixture({ firstname: 'Ada', ngnbalance: '1500.50' }));
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const later = async <T,>(body: T) => {
      await held;
      return body;
    };
    fakeApi([
      answer(customerEndpoint, () => later({ status: 'success', customer: customerFixture({ firstname: 'Ada', ngnbalance: '9000.00' }) })),
      answer(recentTransactionsEndpoint, () => later({ status: 'success', data: {} })),
    ]);
    renderApp('/dashboard');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    expect(within(main).getByRole('status', { name: 'Wallet Balance' }).textContent).toBe('₦1,500.50');
    expect(within(main).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/deposit');
    const skeleton = main.querySelector<HTMLElement>('[aria-busy="true"]');
    // A row of three tiles, the offers, the history card with its rows.
    const [tiles, offers, history] = [...(skeleton?.children ?? [])];
    expect(tiles?.children).toHaveLength(3);
    expect(offers?.children).toHaveLength(2);
    expect(history?.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(6);
    expect(within(main).queryByRole('region', { name: 'History' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toContainElement(screen.getByRole('link', { name: 'Dashboard' }));

    release();
    expect(await within(main).findByRole('region', { name: 'History' })).toBeVisible();
    expect(main.querySelector('[aria-busy="true"]')).toBeNull();
    await vi.waitFor(() => expect(within(main).getByRole('status', { name: 'Wallet Balance' }).textContent).toBe('₦9,000.00'));
  });
});
