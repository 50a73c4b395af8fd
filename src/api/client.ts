import { validate, type Struct } from 'superstruct';
import wretch, { type WretchResponseChain } from 'wretch';
import { ErrorResponse } from '@contract/common';
import { authToken, endSession } from '../state/session';

/**
 * A failed call. `messages` are the server's own (spec 8: a string or a list); empty when it
 * gave none or answered in a shape the contract does not allow. `status` is undefined when no
 * HTTP answer arrived at all (offline, timeout).
 */
export class ApiError extends Error {
  constructor(
    readonly messages: readonly string[],
    readonly status?: number,
  ) {
    super(messages.join('\n') || `Request failed${status === undefined ? '' : ` (${status})`}`);
  }
}

/**
 * Calls carry the bearer token from the userAuth cookie (spec 6, 7). An object body goes out as
 * JSON with its content type; a call without a body sends none (a JSON content type with an
 * empty body is a 400 to the server).
 */
export const api = wretch('/api/v1/')
  .accept('application/json')
  .defer((w) => {
    const token = authToken();
    return token ? w.auth(`Bearer ${token}`) : w;
  });

const serverMessages = (body: unknown): string[] => {
  const [error, value] = validate(body, ErrorResponse);
  if (error) return [];
  return typeof value.message === 'string' ? [value.message] : value.message;
};

const toApiError = (error: unknown, endSessionOn401: boolean): ApiError => {
  if (error instanceof wretch.WretchError) {
    // A dead or missing token: the session is over whatever screen asked.
    if (error.status === 401 && endSessionOn401) endSession();
    return new ApiError(serverMessages(error.json), error.status);
  }
  return new ApiError([]);
};

/**
 * Sends a call and checks its answer against the contract; anything else is an ApiError.
 * `endSessionOn401: false` is for the logout call, whose own flow ends the session after 2 s.
 */
export const request = async <T>(
  call: WretchResponseChain<unknown>,
  struct: Struct<T, unknown>,
  { endSessionOn401 = true }: { endSessionOn401?: boolean } = {},
): Promise<T> => {
  let response: Response;
  let body: unknown;
  try {
    response = await call.res();
    body = await response.json();
  } catch (error) {
    throw toApiError(error, endSessionOn401);
  }
  const [mismatch, value] = validate(body, struct);
  if (mismatch) throw new ApiError([], response.status);
  return value;
};
