/**
 * An error a client caused and may read: it becomes `{status: 'error', message}` with its status
 * code. Anything else thrown is a bug and is answered with a generic 500.
 */
export class ClientError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messages: string | string[],
    options?: { cause?: unknown },
  ) {
    super(Array.isArray(messages) ? messages.join('; ') : messages, options);
    this.name = 'ClientError';
  }
}

export const badRequest = (message: string) => new ClientError(400, message);
export const unprocessable = (message: string | string[]) => new ClientError(422, message);
export const unauthenticated = () => new ClientError(401, 'Unauthenticated. Please sign in again.');
export const notFound = () => new ClientError(404, 'Not found.');
export const tooManyRequests = (message: string) => new ClientError(429, message);

/** The body of every failure on the wire. */
export const errorBody = (messages: string | readonly string[]) => ({ status: 'error' as const, message: messages });
