/**
 * A failed call. `messages` are the server's own (a string or a list, see docs/api.md); empty when
 * it gave none or answered in a shape the contract does not allow. `status` is undefined when no
 * HTTP answer arrived at all (offline, timeout). `code` says what a refusal is about when the
 * server named it (ERROR_CODES in contract/common.ts).
 */
export class ApiError extends Error {
  constructor(
    readonly messages: readonly string[],
    readonly status?: number,
    readonly code?: string,
  ) {
    super(messages.join('\n') || `Request failed${status === undefined ? '' : ` (${status})`}`);
  }
}

/**
 * The server's messages or, when it gave none, the call site's fallback. The client shows
 * nothing itself: the caller decides on a toast (usually one per message) or an inline message.
 */
export const errorMessages = (error: unknown, fallback: string): readonly string[] =>
  error instanceof ApiError && error.messages.length > 0 ? error.messages : [fallback];
