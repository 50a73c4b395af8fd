import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errorBody } from '../lib/errors';
import { HTTP_TEXTS, STATUS_TEXTS } from './texts';

/**
 * How long a client may take to send one whole request. A body that stops arriving would
 * otherwise hold its connection for ever (Fastify turns Node's own limit off). Long enough for the
 * largest upload (a profile picture) over slow mobile data. See docs/rules.md, "What the server refuses".
 */
export const REQUEST_TIMEOUT_MS = 120_000;

/** Node's default for the headers alone. */
const HEADERS_TIMEOUT_MS = 60_000;

/**
 * Node's server options that make the request limit work: Node checks for late requests at an
 * interval (never less often than the limit itself), and checks nothing when the headers' own
 * limit is longer than the request's.
 */
export const timeoutOptions = (requestTimeoutMs: number) => ({
  connectionsCheckingInterval: Math.min(30_000, requestTimeoutMs),
  headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
});

/** The status for a request Node could not parse or that took too long, before any route ran. */
export const clientErrorStatus = (code: string | undefined): number => (code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : code === 'HPE_HEADER_OVERFLOW' ? 431 : 400);

/** Node's own check: a socket whose response has begun must not get a second one in the middle. */
const responseBegun = (socket: Socket): boolean => (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;

/**
 * Answers on the raw socket, in the API's error shape, then closes the connection: what Node
 * could not read leaves nothing to reuse the connection for.
 */
export const answerClientError = (error: Error & { code?: string }, socket: Socket): void => {
  if (error.code === 'ECONNRESET' || !socket.writable || responseBegun(socket)) {
    socket.destroy();
    return;
  }
  const status = clientErrorStatus(error.code);
  const body = JSON.stringify(errorBody(STATUS_TEXTS[status] ?? HTTP_TEXTS.unreadable));
  // Node's server sockets allow half-open connections: ending our side alone would leave a client
  // that never closes its own holding the socket and the half-read request. Once sent, it goes.
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  );
};
