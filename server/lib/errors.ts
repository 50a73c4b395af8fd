import type { ErrorCode } from '../../contract';

/**
 * An error a client caused and may read: it becomes `{status: 'error', message}` with its status
 * code, and its `code` when it has one (a refusal the client acts on, contract/common.ts).
 * Anything else thrown is a bug and is answered with a generic 500.
 */
export class ClientError extends Error {
  readonly code: ErrorCode | undefined;
  /** Sent as Retry-After: when a refusal that asks the client to come back (a 503) may be tried again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly statusCode: number,
    readonly messages: string | string[],
    options?: { cause?: unknown; code?: ErrorCode; retryAfterSeconds?: number },
  ) {
    super(Array.isArray(messages) ? messages.join('; ') : messages, options);
    this.name = 'ClientError';
    this.code = options?.code;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

export const badRequest = (message: string) => new ClientError(400, message);
export const unprocessable = (message: string | string[], code?: ErrorCode) => new ClientError(422, message, { code });
export const unauthenticated = () => new ClientError(401, 'Unauthenticated. Please sign in again.');
export const notFound = () => new ClientError(404, 'Not found.');
export const tooManyRequests = (message: string) => new ClientError(429, message);

/** The body of every failure on the wire. */
export const errorBody = (messages: string | readonly string[], code?: ErrorCode) => ({
  status: 'error' as const,
  message: messages,
  ...(code ? { code } : {}),
});
