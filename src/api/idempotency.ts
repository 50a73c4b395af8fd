import { ApiError } from './errors';

/** The server takes 8 to 100 of [A-Za-z0-9_-]. randomUUID exists only in secure contexts. */
export const newIdempotencyKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A 4xx other than 409 says the server refused the request for good; anything else may have moved money. */
const refused = (error: unknown): boolean =>
  error instanceof ApiError && error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 409;

/**
 * Sends one kind of money-moving call with an Idempotency-Key. Sending the same request again
 * while the last one's outcome is unknown (no answer, a 5xx, a 409 while it still runs) reuses its
 * key, so the server moves the money once and answers the repeat with the first answer. Any other
 * request, or one after a success or a refusal, gets a new key.
 */
export const idempotentSender = () => {
  let unsettled: { body: string; key: string } | undefined;
  return async <T>(body: object, send: (key: string) => Promise<T>): Promise<T> => {
    const text = JSON.stringify(body);
    if (unsettled?.body !== text) unsettled = { body: text, key: newIdempotencyKey() };
    const { key } = unsettled;
    const settle = (): void => {
      if (unsettled?.key === key) unsettled = undefined;
    };
    try {
      const answer = await send(key);
      settle();
      return answer;
    } catch (error) {
      if (refused(error)) settle();
      throw error;
    }
  };
};
