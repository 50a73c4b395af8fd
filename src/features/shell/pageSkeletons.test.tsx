import { cleanup, render, screen, within } from '@testing-library/preact';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { router } from '@/router';
import { fakeApi, renderApp } from '@/test-app';
import { customerFixture, signIn, signOut } from '@/test-utils';
import './AppLayout';
import { PAGE_SKELETONS } from './pageSkeletons';

describe('signed-in pages while they load', () => {
  beforeEach(() => signIn(customerFixture()));
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it('every signed-in route draws the skeleton of its own page, and only those routes have one', () => {
    const routes = Object.values(router.routesById).filter((route) => route.id.startsWith('/_app/'));
    expect(routes.map((route) => route.id).sort()).toEqual(Object.keys(PAGE_SKELETONS).sort());
    for (const route of routes) {
      const Pending = route.options.pendingComponent;
      expect(Pending, route.id).toBeDefined();
      const { container } = render(<Pending />);
      const { container: expected } = render(createElement(PAGE_SKELETONS[route.id as keyof typeof PAGE_SKELETONS]));
      expect(container.innerHTML, route.id).toBe(expected.innerHTML);
      cleanup();
    }
    for (const route of Object.values(router.routesById).filter((route) => !route.id.startsWith('/_app/'))) {
      expect(route.options.pendingComponent, route.id).toBeUndefined();
    }
  });

  it('shows the dashboard its shape, inside the signed-in frame, while its reads are out', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    fakeApi({
      'GET customer/funding/fetchrecent': async () => {
        await held;
        return { status: 'success', data: {} };
      },
    });
    renderApp('/dashboard');
    const main = await screen.findByRole('main');
    const skeleton = await vi.waitFor(
      () => {
        const busy = main.querySelector<HTMLElement>('[aria-busy="true"]');
        if (!busy) throw new Error('no skeleton yet');
        return busy;
      },
      { timeout: 3000 },
    );
    // Greeting, wallet, a row of three tiles, the offers, the history card with its rows.
    const [greeting, wallet, tiles, offers, history] = [...skeleton.children];
    expect(offers?.children).toHaveLength(2);
    expect([greeting, wallet].every((part) => part?.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(tiles?.children).toHaveLength(3);
    expect(history?.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(6);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();

    release();
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
    expect(main.querySelector('[aria-busy="true"]')).toBeNull();
    expect(within(main).getByRole('region', { name: 'History' })).toBeTruthy();
  });
});
