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
 * What makes two requests "the same", as the server compares them: the body without its approval.
 * A PIN or a passkey's signature authorises a request rather than describing it, and a passkey
 * signs afresh each time.
 */
const identity = (body: object): string => JSON.stringify({ ...body, pin: undefined, passkey: undefined });

/**
 * Keeps one kind of money-moving call's Idempotency-Key. Sending the same request again while the
 * last one's outcome is unknown (no answer, a 5xx, a 409 while it still runs) reuses its key, so
 * the server moves the money once and answers the repeat with the first answer. Any other request,
 * or one after a success or a refusal, gets a new key. `keyFor` gives the key a request will be
 * sent with before it is sent: a passkey's challenge is bound to it (docs/rules.md §Passkeys).
 */
export const idempotentSender = () => {
  let unsettled: { body: string; key: string } | undefined;
  const keyFor = (body: object): string => {
    const text = identity(body);
    if (unsettled?.body !== text) unsettled = { body: text, key: newIdempotencyKey() };
    return unsettled.key;
  };
  const send = async <T>(body: object, sending: (key: string) => Promise<T>): Promise<T> => {
    const key = keyFor(body);
    const settle = (): void => {
      if (unsettled?.key === key) unsettled = undefined;
    };
    try {
      const answer = await sending(key);
      settle();
      return answer;
    } catch (error) {
      if (refused(error)) settle();
      throw error;
    }
  };
  return { keyFor, send };
};
