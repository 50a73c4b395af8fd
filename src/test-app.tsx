import { render } from '@testing-library/preact';
import { createMemoryHistory, createRouter, RouterProvider, type HistoryState } from '@tanstack/react-router';
import { vi } from 'vitest';
import type { AppConfigResponse } from '@contract/config';
import type { Notification } from '@contract/notifications';
import type { Transaction } from '@contract/transactions';
import { dismissToastsOnLeave, routerContext } from './router';
import { online } from './state/connection';
import type { AppContext } from './routes/__root';
import { routeTree } from './routeTree.gen';
import { customerFixture, jsonResponse, signOut, trackRouter } from './test-utils';

export const transactionFixture = (changes: Partial<Transaction> = {}): Transaction => ({
  id: 1,
  type: 1,
  which: 1,
  classtype: 1,
  title: 'Deposit',
  amount: '5000.00',
  date: '2026-11-22',
  time: '14:05',
  created_at: '2026-11-22T13:05:00.000Z',
  details: {},
  status: '1',
  ...changes,
});

/** GET config as the server answers it. */
export const appConfigFixture = (): AppConfigResponse => ({
  status: 'success',
  provider: { name: 'Acme Mobility Ltd', url: 'https://acme.example' },
  paymentProvider: { name: 'Monnify' },
  support: { email: 'help@fleetvest.ng', phone: '+2348031234567', whatsapp: '+2348097654321', whatsapp_url: 'https://wa.me/2348097654321' },
  limits: {
    deposit: { min_kobo: 2_000, max_kobo: 1_000_000_000 },
    withdrawal: { min_kobo: 2_000, max_kobo: 100_000_000 },
    airtime: { min_kobo: 5_000, max_kobo: 20_000_000 },
    electricity: { min_kobo: 100_000, max_kobo: 20_000_000 },
  },
});

export const notificationFixture = (changes: Partial<Notification> = {}): Notification => ({
  id: 1,
  title: 'Deposit Successful',
  description: 'Your wallet has been credited with ₦5,000.00.',
  created_at: '2026-11-22T13:05:00.000Z',
  status: '0',
  which: 1,
  type: 1,
  ...changes,
});

export type ApiCall = { method: string; path: string; query: URLSearchParams; body: unknown; headers: Headers };
/** An answer: a JSON body (HTTP 200), or a whole Response for anything else. */
type Handler = (call: ApiCall) => unknown;

export const page = <T,>(data: T[], current = 1, last = 1) => ({ status: 'success', data, current_page: current, last_page: last });

/** What the signed-in frame and the dashboard read, all empty: a brand-new customer. */
const signedInDefaults = (): Record<string, Handler> => ({
  'GET customer': () => ({ status: 'success', customer: customerFixture() }),
  'GET customer/notification/fetchnotifications': () => page([]),
  'GET customer/dashboard/getallinvestmentdetails': () => ({
    status: 'success',
    investedamount: '0.00',
    returningamount: '0.00',
    payedoutamount: '0.00',
    debtamount: '0.00',
  }),
  'GET customer/dashboard/allinvestments': () => ({ status: 'success', total: 0 }),
  'GET customer/funding/fetchrecent': () => ({ status: 'success', data: {} }),
  'GET customer/fetchplans': () => ({ status: 'success', data: [] }),
});

/**
 * Stands in for the server behind fetch: answers by 'METHOD path' (path after /api/v1/, no
 * query) and records every call. Unknown calls get a 404.
 */
export const fakeApi = (handlers: Record<string, Handler> = {}) => {
  const routes = { ...signedInDefaults(), ...handlers };
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const call: ApiCall = {
        method: init.method ?? 'GET',
        path: url.pathname.replace('/api/v1/', ''),
        query: url.searchParams,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: new Headers(init.headers),
      };
      calls.push(call);
      const handler = routes[`${call.method} ${call.path}`];
      if (!handler) return jsonResponse(404, { status: 'error', message: 'Not found.' });
      const answer = await handler(call);
      return answer instanceof Response ? answer : jsonResponse(200, answer);
    }),
  );
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
};

/** The whole app (the real route tree, loaders and layout) at `path`, in memory. */
export const renderApp = (path: string, state?: HistoryState, context?: Pick<AppContext, 'afterSignIn'>) => {
  const history = createMemoryHistory({ initialEntries: [path] });
  if (state) history.replace(path, state);
  const router = createRouter({ routeTree, history, context: { ...routerContext, ...context } });
  render(<RouterProvider router={trackRouter(router, dismissToastsOnLeave(router))} />);
  return router;
};

/** The server out of reach: every call fails as fetch does offline (a TypeError). */
export const networkDown = () => {
  const fetch = vi.fn((_url: string) => Promise.reject(new TypeError('Failed to fetch')));
  vi.stubGlobal('fetch', fetch);
  return { triedTo: (path: string) => fetch.mock.calls.some(([url]) => url.includes(path)) };
};

/** The text an element's aria-describedby names: why it is off, as assistive technology reads it. */
export const describedAs = (element: HTMLElement): string | null | undefined =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

/** After an offline test: signed out, no kept copies, online again, the real fetch back. */
export const afterOffline = (): void => {
  signOut();
  localStorage.clear();
  online.value = true;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
};
