import { render } from '@testing-library/preact';
import { createMemoryHistory, createRouter, RouterProvider, type HistoryState } from '@tanstack/react-router';
import { vi } from 'vitest';
import { customerEndpoint } from '@contract/account';
import type { AppConfigResponse } from '@contract/config';
import { investmentCountEndpoint, investmentSummaryEndpoint } from '@contract/dashboard';
import { API_PREFIX, type BodyOf, type Endpoint, type ResponseOf } from '@contract/endpoint';
import { ENDPOINTS } from '@contract/endpoints';
import { plansEndpoint } from '@contract/investments';
import { notificationPageEndpoint, type Notification } from '@contract/notifications';
import { recentTransactionsEndpoint, type Transaction } from '@contract/transactions';
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

/** A call the fake server received: the contract's entry it reached (none: a 404), and what it sent. */
export interface ApiCall<E extends Endpoint = Endpoint> {
  endpoint: E | undefined;
  params: Record<string, string>;
  query: URLSearchParams;
  body: BodyOf<E>;
  headers: Headers;
}

/** An endpoint's answer: its success body (HTTP 200), or a whole Response for anything else (a refusal, a bad body). */
type Reply<E extends Endpoint> = ResponseOf<E> | Response;

/** An answer, or what makes one from the call (its params, query, body). */
export type ReplyTo<E extends Endpoint> = Reply<E> | ((call: ApiCall<E>) => Reply<E> | Promise<Reply<E>>);

/** How the fake answers one endpoint of the contract. */
export interface Answer {
  readonly endpoint: Endpoint;
  readonly reply: (call: ApiCall) => unknown;
}

/** Answers `endpoint` with `reply`, or with what `reply` makes of the call (its params, query, body). */
export const answer = <E extends Endpoint>(endpoint: E, reply: NoInfer<ReplyTo<E>>): Answer => ({
  endpoint,
  reply: (call) => (typeof reply === 'function' ? (reply as (call: ApiCall<E>) => unknown)(call as ApiCall<E>) : reply),
});

export const page = <T,>(data: T[], current = 1, last = 1) => ({ status: 'success' as const, data, current_page: current, last_page: last });

/** What the signed-in frame and the dashboard read, all empty: a brand-new customer. */
const signedInDefaults = (): Answer[] => [
  answer(customerEndpoint, () => ({ status: 'success', customer: customerFixture() })),
  answer(notificationPageEndpoint, () => page([])),
  answer(investmentSummaryEndpoint, {
    status: 'success',
    investedamount: '0.00',
    returningamount: '0.00',
    payedoutamount: '0.00',
    debtamount: '0.00',
  }),
  answer(investmentCountEndpoint, { status: 'success', total: 0 }),
  answer(recentTransactionsEndpoint, { status: 'success', data: {} }),
  answer(plansEndpoint, { status: 'success', data: [] }),
];

/** Each endpoint's path as a pattern (`:name` a segment of its own), entries with fewer parameters first. */
const routes = Object.values(ENDPOINTS as Record<string, Endpoint>)
  .map((endpoint) => ({ endpoint, pattern: new RegExp(`^${endpoint.path.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`) }))
  .sort((a, b) => a.endpoint.path.split(':').length - b.endpoint.path.split(':').length);

/** The contract's entry a request reaches, with its path parameters (decoded). */
const reached = (method: string, url: URL): { endpoint: Endpoint | undefined; params: Record<string, string> } => {
  const path = url.pathname.replace(`${API_PREFIX}/`, '');
  for (const { endpoint, pattern } of routes) {
    const match = endpoint.method === method ? pattern.exec(path) : null;
    if (match) {
      const params = Object.entries(match.groups ?? {}).map(([name, value]) => [name, decodeURIComponent(value)]);
      return { endpoint, params: Object.fromEntries(params) as Record<string, string> };
    }
  }
  return { endpoint: undefined, params: {} };
};

/** A request body as the server reads it: JSON, or a form's fields. */
const sentBody = (body: RequestInit['body']): unknown => {
  if (typeof body === 'string') return JSON.parse(body);
  if (body instanceof URLSearchParams) return Object.fromEntries(body);
  return undefined;
};

/** The server's answer to a path it does not serve. */
export const notFound = (): Response => jsonResponse(404, { status: 'error', message: 'Not found.' });

/**
 * Stands in for the server behind fetch: matches each request to the contract's entry by method
 * and path pattern, answers with the given answers (over the signed-in defaults), and records every
 * call. An endpoint nobody answers, or a path of none, gets a 404.
 */
export const fakeApi = (answers: readonly Answer[] = []) => {
  const replies = new Map([...signedInDefaults(), ...answers].map(({ endpoint, reply }) => [endpoint, reply]));
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const call: ApiCall = {
        ...reached(init.method ?? 'GET', url),
        query: url.searchParams,
        body: sentBody(init.body),
        headers: new Headers(init.headers),
      };
      calls.push(call);
      const reply = call.endpoint && replies.get(call.endpoint);
      if (!reply) return notFound();
      const answered = await reply(call);
      return answered instanceof Response ? answered : jsonResponse(200, answered);
    }),
  );
  return {
    calls,
    callsTo: <E extends Endpoint>(endpoint: E) => calls.filter((call): call is ApiCall<E> => call.endpoint === endpoint),
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
  const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.reject(new TypeError('Failed to fetch')));
  vi.stubGlobal('fetch', fetch);
  return {
    triedTo: (endpoint: Endpoint) =>
      fetch.mock.calls.some(([url, init]) => reached(init?.method ?? 'GET', new URL(url, 'http://localhost')).endpoint === endpoint),
  };
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
