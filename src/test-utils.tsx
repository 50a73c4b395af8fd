import { render } from '@testing-library/preact';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import type { Customer } from '@contract/customer';
import { session } from './state/session';
import { moneyClass } from '@/ui/Money';
import type * as ToastModule from '@/ui/toast';

/** A customer as GET customer returns one. */
export const customerFixture = (changes: Partial<Customer> = {}): Customer => ({
  codenumber: 'FV00000001',
  firstname: 'Ada',
  lastname: 'Obi',
  email: 'ada@example.ng',
  phonenumber: '08031234567',
  address: '1 Marina',
  city: 'Lagos',
  location: 'Lagos',
  dob: null,
  profilepicture: null,
  pin: '****',
  status: '1',
  ngnbalance: '1500.50',
  returns_ngnbalance: '0.00',
  start_date: null,
  stop_date: null,
  last_pay: null,
  ...changes,
});

/** Signs the test in as `customer`, the way a login leaves the cookies and the session signal. */
export const signIn = (customer: Customer): void => {
  Cookies.set('userAuth', 'tok-1');
  Cookies.set('user', JSON.stringify(customer));
  session.value = { token: 'tok-1', customer };
};

export const signOut = (): void => {
  // The app's cookies (path /) and any a test wrote without a path, which happy-dom keeps apart.
  for (const name of Object.keys(Cookies.get())) {
    Cookies.remove(name, { path: '/' });
    Cookies.remove(name, { path: '' });
  }
  session.value = null;
};

/** The routers the running test started, each with what stops its listeners. */
const startedRouters = new Map<AnyRouter, () => void>();

/** Notes a router a test renders, for settleRouters. */
export const trackRouter = <R extends AnyRouter>(router: R, stopListening: () => void = () => undefined): R => {
  startedRouters.set(router, stopListening);
  return router;
};

/**
 * Waits for the component chunks of the page each router the test started is on or heading to,
 * again if it was sent elsewhere meanwhile, then stops its listeners. Files share a worker's
 * modules: a chunk still loading when its file ends (a sign-out's redirect to /login, say) fails
 * for good, and every later file in the worker that needs it gets the error page. Each route keeps
 * its loading, so this waits for one under way.
 */
export const settleRouters = async (): Promise<void> => {
  try {
    for (const router of startedRouters.keys()) {
      let location;
      do {
        location = router.latestLocation;
        const routes = router.matchRoutes(location).map((match) => router.routesById[match.routeId]);
        await Promise.allSettled(routes.map((route) => (route ? router.loadRouteChunk(route) : undefined)));
      } while (router.latestLocation !== location);
    }
  } finally {
    for (const stopListening of startedRouters.values()) stopListening();
    startedRouters.clear();
    forgetLatestRouter();
  }
};

/**
 * Every router a page creates becomes `self.__TSR_ROUTER__`, and in development (as under Vitest)
 * each route module, when first evaluated, patches that router's route of the same id with its
 * own options while keeping the old component. A file that first imports the app's route tree
 * after another file's renderRoute would so get a root drawn by renderRoute's bare Outlet: no
 * PageChanges, no titles, no focus after a move. A finished test's routers are forgotten instead.
 */
const forgetLatestRouter = (): void => {
  delete (globalThis as { __TSR_ROUTER__?: unknown }).__TSR_ROUTER__;
};

export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Renders `screen` at `path` in a memory router; the other paths show their own h1 only. */
export const renderRoute = (path: string, screen: () => ReactNode, otherPaths: readonly string[] = []) => {
  const root = createRootRoute({ component: Outlet });
  const page = (at: string, component: () => ReactNode) => createRoute({ getParentRoute: () => root, path: at, component });
  const router = createRouter({
    routeTree: root.addChildren([page(path.split('?')[0] ?? path, screen), ...otherPaths.map((other) => page(other, () => <h1>{other}</h1>))]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={trackRouter(router)} />);
  return router;
};

/**
 * A Testing Library matcher for an amount drawn by ui/Money: its whole naira and its smaller kobo
 * are two texts that read as one ('-₦1,500.25').
 */
export const amountText =
  (text: string) =>
  (_content: string, element: Element | null): boolean =>
    element?.classList.contains(moneyClass) === true && element.textContent === text;

/** The toast messages on screen (urgent ones are alerts): a dismissed toast fading out is hidden from assistive technology. */
export const visibleToasts = (): string[] =>
  [...document.querySelectorAll('[role="status"], [role="alert"]')]
    .filter((element) => element.closest('[data-rht-toaster]') && !element.closest('[aria-hidden="true"]'))
    .map((element) => element.textContent ?? '');

/** Takes every toast away at once, without the fade: one test's toasts do not linger into the next. */
export const removeToasts = async (): Promise<void> => (await import('react-hot-toast')).default.remove();

type Toasts = typeof ToastModule;

/**
 * ui/toast for vi.mock, with some functions replaced by spies; notifyErrors (a failed call's
 * messages, one toast each) goes through the notifyError spy like a screen's own toasts do.
 */
export const toastsWith = (original: Toasts, spies: Partial<Toasts>): Toasts => {
  const notifyError = spies.notifyError ?? original.notifyError;
  return { ...original, ...spies, notifyErrors: (messages, options) => messages.forEach((message) => notifyError(message, options)) };
};
