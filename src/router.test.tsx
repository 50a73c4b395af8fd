import { render, screen } from '@testing-library/preact';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToastsOnLeave } from './router';
import { removeToasts, visibleToasts } from './test-utils';
import { dismissErrors, loadToaster, notifyError, notifySuccess } from './ui/toast';

/** /dashboard, and /history whose loader fails the way a page's data can. */
const appAt = (path: string) => {
  const root = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/dashboard', component: () => <h1>Dashboard</h1> }),
      createRoute({
        getParentRoute: () => root,
        path: '/history',
        validateSearch: (search): { page?: number } => ({ page: Number(search.page) || undefined }),
        loader: () => notifyError('Failed to load transactions. Please try again.'),
        component: () => <h1>History</h1>,
      }),
    ]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  dismissToastsOnLeave(router);
  render(<RouterProvider router={router} />);
  return router;
};

const showing = async (expected: string[]) => {
  await loadToaster();
  await vi.waitFor(() => expect(visibleToasts().sort()).toEqual([...expected].sort()));
};

describe('error toasts and navigation', () => {
  afterEach(async () => {
    dismissErrors();
    await removeToasts();
  });

  it("go when the page changes; successes stay, and the new page's own errors show", async () => {
    const router = appAt('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    notifyError('Invalid login details.', { form: 'login' });
    notifySuccess('Login successful');
    await showing(['Invalid login details.', 'Login successful']);

    router.history.push('/history');
    await screen.findByRole('heading', { name: 'History' });
    await showing(['Login successful', 'Failed to load transactions. Please try again.']);
  });

  it('stay while only the query changes on the same page', async () => {
    const router = appAt('/history');
    await screen.findByRole('heading', { name: 'History' });
    notifyError('Please enter a valid amount.', { form: 'deposit' });
    router.history.push('/history?page=2');
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    await showing(['Failed to load transactions. Please try again.', 'Please enter a valid amount.']);
  });
});
