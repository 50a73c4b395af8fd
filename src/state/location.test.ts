// own modules: followRouter rebinds where the page is for the life of the page.
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { followRouter, navigateTo, pathname, routePattern } from './location';

describe('where the page is', () => {
  it('is the browser’s own until the router starts, then the router’s: path, pattern and navigation', async () => {
    history.replaceState(null, '', '/login');
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    expect(routePattern()).toBe('/login');
    navigateTo('/addtohomeinstruction');
    expect(assign).toHaveBeenCalledWith('/addtohomeinstruction');

    const root = createRootRoute();
    const router = createRouter({
      routeTree: root.addChildren([
        createRoute({ getParentRoute: () => root, path: '/dashboard' }),
        createRoute({ getParentRoute: () => root, path: '/investmentdetails/$id' }),
      ]),
      history: createMemoryHistory({ initialEntries: ['/dashboard'] }),
    });
    await router.load();
    followRouter(router);
    expect(pathname.value).toBe('/dashboard');

    navigateTo('/investmentdetails/42');
    await vi.waitFor(() => expect(pathname.value).toBe('/investmentdetails/42'));
    expect(routePattern(), 'a pattern, never an id').toBe('/investmentdetails/$id');
    expect(assign).toHaveBeenCalledTimes(1);
    assign.mockRestore();
  });
});
