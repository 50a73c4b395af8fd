import { validate } from 'superstruct';
import wretch, { type Wretch } from 'wretch';
import { ErrorResponse } from '@contract/common';
import type { Endpoint, RequestOf, ResponseOf } from '@contract/endpoint';
import { endpointUrl } from '@contract/url';
import { authToken, endSession } from '@/state/session';
import { ApiError } from './errors';
import type { idempotentSender } from './idempotency';

/** Calls carry the bearer token from the userAuth cookie, when there is one. */
const API_BASE = '/api/v1/';

/** An endpoint's address, for the few requests the browser itself sends (a beacon). */
export const apiUrl = (endpoint: Endpoint, request: { params?: object; query?: object } = {}): string => API_BASE + endpointUrl(endpoint, request);

const api = wretch(API_BASE)
  .accept('application/json')
  .defer((w) => {
    const token = authToken();
    return token ? w.auth(`Bearer ${token}`) : w;
  });

/** An HTTP refusal as an ApiError with the server's messages and code; a 401 also ends the session. */
export const refusal = (status: number, body: unknown, endSessionOn401 = true): ApiError => {
  // A dead or missing token: the session is over whatever screen asked.
  if (status === 401 && endSessionOn401) endSession('expired');
  const [error, value] = validate(body, ErrorResponse);
  if (error) return new ApiError([], status);
  return new ApiError(typeof value.message === 'string' ? [value.message] : value.message, status, value.code);
};

const toApiError = (error: unknown, endSessionOn401: boolean): ApiError =>
  error instanceof wretch.WretchError ? refusal(error.status, error.json, endSessionOn401) : new ApiError([]);

interface CallOptions {
  /** false for the logout call, whose own flow ends the session after 2 s. */
  endSessionOn401?: boolean;
}

/** The request argument is optional exactly when the endpoint reads nothing from the client. */
type CallArgs<E extends Endpoint> =
  object extends RequestOf<E> ? [request?: RequestOf<E>, options?: CallOptions] : [request: RequestOf<E>, options?: CallOptions];

/** The body in the endpoint's encoding: a form for login, multipart for a picture, else JSON. */
const withBody = (w: Wretch, endpoint: Endpoint, body: unknown): Wretch => {
  if (body === undefined) return w;
  if (endpoint.encoding === 'form') return w.content('application/x-www-form-urlencoded').body(new URLSearchParams(body as Record<string, string>));
  if (endpoint.encoding === 'multipart') return w.body(body as FormData);
  return w.json(body as object);
};

const send = async <E extends Endpoint>(endpoint: E, w: Wretch, { endSessionOn401 = true }: CallOptions): Promise<ResponseOf<E>> => {
  let response: Response;
  let answer: unknown;
  try {
    response = await w.fetch(endpoint.method).res();
    answer = await response.json();
  } catch (error) {
    throw toApiError(error, endSessionOn401);
  }
  const [mismatch, value] = validate(answer, endpoint.response);
  if (mismatch) throw new ApiError([], response.status);
  return value as ResponseOf<E>;
};

/**
 * One Idempotency-Key keeper per money-moving endpoint (see ./idempotency.ts), loaded with the
 * first such call: the sign-in page never needs it.
 */
const senders = new Map<Endpoint, Promise<ReturnType<typeof idempotentSender>>>();
const senderFor = (endpoint: Endpoint) => {
  let sender = senders.get(endpoint);
  if (!sender) senders.set(endpoint, (sender = import('./idempotency').then(({ idempotentSender }) => idempotentSender())));
  return sender;
};

/**
 * Calls an endpoint of the contract: the path and query come from the declaration and the
 * request's parts, the body goes out in the endpoint's encoding, a money-moving call carries an
 * Idempotency-Key, and the answer is checked against the endpoint's response struct. Anything
 * else is an ApiError, whose messages the caller shows as it sees fit.
 */
export function call<E extends Endpoint>(endpoint: E, ...[request, options = {}]: CallArgs<E>): Promise<ResponseOf<E>> {
  const parts = (request ?? {}) as { params?: object; query?: object; body?: unknown };
  const w = withBody(api.url(endpointUrl(endpoint, parts)), endpoint, parts.body);
  if (!endpoint.idempotent) return send(endpoint, w, options);
  return senderFor(endpoint).then((sender) => sender.send(parts.body ?? {}, (key) => send(endpoint, w.headers({ 'Idempotency-Key': key }), options)));
}

/** The Idempotency-Key a money-moving call with this body (its approval aside) will be sent with. */
export const idempotencyKeyFor = async (endpoint: Endpoint, body: object): Promise<string> => (await senderFor(endpoint)).keyFor(body);
