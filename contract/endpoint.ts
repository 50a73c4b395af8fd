import type { Infer, Struct } from 'superstruct';

/**
 * One API call, declared once and read by both programs: the server registers its route from it
 * (and types the handler's answer by `response`), the SPA builds its request from it and checks
 * the answer against `response`. docs/api.md is generated from these declarations.
 */
// The table holds structs of every shape; each entry keeps its exact type through `endpoint()`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStruct = Struct<any, any>;

type Method = 'GET' | 'POST' | 'DELETE';

/** Where the API's paths start on the server. */
export const API_PREFIX = '/api/v1';

export interface Endpoint {
  readonly method: Method;
  /** Under /api/v1/; `:name` marks a path parameter, read with `params`. */
  readonly path: string;
  readonly params?: AnyStruct;
  readonly query?: AnyStruct;
  readonly body?: AnyStruct;
  /** How the body travels: JSON, unless the API fixes a form (login) or multipart (a picture). */
  readonly encoding?: 'json' | 'form' | 'multipart';
  /** The success answer. Failures are always ErrorResponse. */
  readonly response: AnyStruct;
  /** The success status, 200 unless the API answers 201. */
  readonly status?: 200 | 201;
  /** Needs a signed-in customer's bearer token. */
  readonly session: boolean;
  /** Takes an Idempotency-Key (money-moving calls); see docs/rules.md. */
  readonly idempotent?: boolean;
  /**
   * Answers a stream of Server-Sent Events, each event's data of `response`, not one JSON answer.
   * A browser's EventSource sends no headers, so its session comes from the `userAuth` cookie
   * instead of a bearer token (docs/rules.md §Live updates).
   */
  readonly stream?: boolean;
}

/** Declares an endpoint, keeping the exact types of its structs. */
/* @__NO_SIDE_EFFECTS__ */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

type Part<S> = S extends AnyStruct ? Infer<S> : undefined;

export type ParamsOf<E extends Endpoint> = Part<E['params']>;
export type QueryOf<E extends Endpoint> = Part<E['query']>;
export type BodyOf<E extends Endpoint> = Part<E['body']>;
export type ResponseOf<E extends Endpoint> = Infer<E['response']>;

/** The parts of a request an endpoint reads; each is required exactly when the endpoint declares it. */
export type RequestOf<E extends Endpoint> = (E['params'] extends AnyStruct ? { params: ParamsOf<E> } : { params?: undefined }) &
  (E['query'] extends AnyStruct ? { query: QueryOf<E> } : { query?: undefined }) &
  (E['body'] extends AnyStruct ? { body: BodyOf<E> } : { body?: undefined });
