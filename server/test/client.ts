import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { assert, validate } from 'superstruct';
import { API_PREFIX, ErrorResponse, endpointUrl, type Endpoint, type RequestOf, type ResponseOf } from '../../contract';
import { ClientError } from '../lib/errors';

/**
 * How tests call the API: through the contract's endpoint entries, as the SPA's client does, so
 * the compiler checks each request's params, query and body against the endpoint and types the
 * answer. No test names an API path itself.
 */

/** An app in this process, called through inject(): a test app, or one a test built itself. */
export interface InProcess {
  app: FastifyInstance;
}

/** A server running in its own process (a crash test's), called over HTTP at its address. */
interface OverHttp {
  url: string;
}

export type Target = InProcess | OverHttp;

/** How a request travels, beyond what the endpoint reads. */
export interface Sending {
  /** The signed-in customer's bearer token. */
  token?: string;
  idempotencyKey?: string;
  /** The client's address, for tests of per-address limits (in process only). */
  remoteAddress?: string;
  /** Headers of the test's own (a host, a user agent, another content type); they win over the client's. */
  headers?: Record<string, string>;
}

/**
 * A request outside the contract's types, sent on purpose: missing or invalid fields, hostile
 * input, or what the wire takes but the types do not say (digits for a number, a multipart
 * upload's bytes). Params and query go as text, a query given as a string as it is (an empty
 * value, an encoding of the test's own); a string or bytes body goes as it is, anything else in
 * the endpoint's encoding.
 */
interface RawRequest {
  params?: Record<string, unknown>;
  query?: Record<string, unknown> | string;
  body?: unknown;
}

type Typed<E extends Endpoint> = RequestOf<E> & { raw?: undefined };
type Untyped = { raw: RawRequest; params?: undefined; query?: undefined; body?: undefined };

type CallOptions<E extends Endpoint> = Sending & (Typed<E> | Untyped);

/** The options are optional only when the endpoint reads nothing a test must give. */
type OptionsArg<E extends Endpoint> = object extends RequestOf<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** The path and query string of a request, under /api/v1, as the router sees it. */
export const urlOf = (endpoint: Endpoint, request: { params?: object; query?: object } = {}) => `${API_PREFIX}/${endpointUrl(endpoint, request)}`;

const CONTENT_TYPES = { json: 'application/json', form: 'application/x-www-form-urlencoded' } as const;

/** The payload and its content type, in the endpoint's encoding. */
function encode(endpoint: Endpoint, body: unknown): { payload: string | Buffer; headers: Record<string, string> } {
  const encoding = endpoint.encoding ?? 'json';
  const headers: Record<string, string> = encoding === 'multipart' ? {} : { 'content-type': CONTENT_TYPES[encoding] };
  if (typeof body === 'string' || Buffer.isBuffer(body)) return { payload: body, headers };
  if (encoding === 'json') return { payload: JSON.stringify(body), headers };
  if (encoding === 'form') {
    const fields = Object.entries(body as Record<string, unknown>).map(([name, value]) => [name, String(value)]);
    return { payload: new URLSearchParams(fields).toString(), headers };
  }
  throw new Error(`${endpoint.path} takes a multipart body: send its bytes, with their content type`);
}

/** The HTTP request a call makes: method, path and query, headers, and the payload if any. */
function httpRequestOf(endpoint: Endpoint, options: CallOptions<Endpoint> | undefined) {
  const { token, idempotencyKey, headers, raw, ...typed } = options ?? {};
  const { params, query, body } = (raw ?? typed) as RawRequest;
  const encoded = body === undefined ? undefined : encode(endpoint, body);
  const url = typeof query === 'string' ? `${urlOf(endpoint, { params })}${query && `?${query}`}` : urlOf(endpoint, { params, query });
  return {
    method: endpoint.method,
    url,
    headers: {
      ...encoded?.headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      ...headers,
    },
    payload: encoded?.payload,
  };
}

/** Sends one call to an app in this process and gives the raw answer, for tests that read statuses, headers and refusals. */
export function request<E extends Endpoint>(target: InProcess, endpoint: E, ...[options]: OptionsArg<E>): Promise<LightMyRequestResponse> {
  const { payload, ...sent } = httpRequestOf(endpoint, options);
  const remoteAddress = options?.remoteAddress;
  return target.app.inject({ ...sent, ...(remoteAddress ? { remoteAddress } : {}), ...(payload === undefined ? {} : { payload }) });
}

/** Sends one call to a server in its own process and gives fetch's answer as it comes. */
export function requestOverHttp<E extends Endpoint>(target: OverHttp, endpoint: E, ...[options]: OptionsArg<E>): Promise<Response> {
  const { method, url, headers, payload } = httpRequestOf(endpoint, options);
  return fetch(`${target.url}${url}`, { method, headers, body: Buffer.isBuffer(payload) ? new Uint8Array(payload) : payload });
}

/** The status and text of an answer, from whichever target gave it. */
async function exchange<E extends Endpoint>(target: Target, endpoint: E, options: OptionsArg<E>): Promise<{ status: number; text: string }> {
  if ('app' in target) {
    const res = await request(target, endpoint, ...options);
    return { status: res.statusCode, text: res.body };
  }
  const res = await requestOverHttp(target, endpoint, ...options);
  return { status: res.status, text: await res.text() };
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * Sends one call and gives its success answer, checked against and typed by the endpoint's
 * response struct. A refusal is thrown as a ClientError with the status and message(s) the server
 * answered, so a test reads it as it reads a service's own.
 */
export async function answer<E extends Endpoint>(target: Target, endpoint: E, ...options: OptionsArg<E>): Promise<ResponseOf<E>> {
  const { status, text } = await exchange(target, endpoint, options);
  const body = parsed(text);
  if (status !== (endpoint.status ?? 200)) {
    const [, refusal] = validate(body, ErrorResponse);
    if (refusal) throw new ClientError(status, refusal.message);
    throw new Error(`${endpoint.method} ${endpoint.path} answered ${status}: ${text}`);
  }
  assert(body, endpoint.response);
  return body as ResponseOf<E>;
}
