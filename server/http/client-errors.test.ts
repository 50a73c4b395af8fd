import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PREFIX, authEndpoints, billsEndpoints, customerEndpoints, profileEndpoints, vitalsEndpoints, type Endpoint } from '../../contract';
import { urlOf } from '../test/client';
import { createTestApp, type TestApp } from '../test/harness';
import { clientErrorStatus, timeoutOptions } from './client-errors';
import { HTTP_TEXTS } from './texts';

let t: TestApp;
let port: number;

beforeAll(async () => {
  // A short limit, so a test can wait it out.
  t = await createTestApp({ requestTimeoutMs: 500 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const openConnections = () => new Promise<number>((resolve, reject) => t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));

/**
 * Sends raw bytes, never more, and resolves with everything the server sent before it closed.
 * The client never closes its own side: the server must close the connection by itself.
 */
const rawExchange = (bytes: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true }, () => socket.write(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });

const parts = (answer: string) => {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0], head, body: JSON.parse(body) as unknown };
};

describe('what Node or the router refuse before any route runs', () => {
  it('answers a body that stops arriving with 408 in the API error shape, and closes the connection', async () => {
    const answer = await rawExchange(
      `POST ${urlOf(authEndpoints.getStarted)} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":`,
    );
    const { statusLine, head, body } = parts(answer);
    expect(statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(head).toMatch(/\r\nConnection: close/i);
    expect(body).toEqual({ status: 'error', message: HTTP_TEXTS.tooSlow });
    // Closed on the server's side too, though this client keeps its own side open.
    await vi.waitFor(async () => expect(await openConnections()).toBe(0));
  });

  it('answers broken framing with 400 and oversized headers with 431, in the API error shape', async () => {
    const framing = parts(await rawExchange(`POST ${urlOf(vitalsEndpoints.reportVitals)} HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}`));
    expect(framing.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(framing.body).toEqual({ status: 'error', message: HTTP_TEXTS.unreadable });

    const headers = parts(
      await rawExchange(`GET ${urlOf(customerEndpoints.customer)} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${'a'.repeat(70_000)}\r\n\r\n`),
    );
    expect(headers.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(headers.body).toEqual({ status: 'error', message: HTTP_TEXTS.headersTooLarge });
  });

  it('answers a path with broken percent-encoding with 400 in the API error shape, without echoing it', async () => {
    // The parameter as sent, already percent-encoded: no client of ours would encode it so.
    const withParam = (endpoint: Endpoint, encoded: string) => `${API_PREFIX}/${endpoint.path.replace(/:\w+/, encoded)}`;
    for (const url of [withParam(profileEndpoints.picture, '%FF'), withParam(billsEndpoints.dataPlans, '%ED%A0%80')]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 'error', message: HTTP_TEXTS.unreadable });
      expect(response.body).not.toContain('%');
    }
  });

  it('maps Node’s error codes to statuses, and gives Node the options its request limit needs', () => {
    expect(clientErrorStatus('ERR_HTTP_REQUEST_TIMEOUT')).toBe(408);
    expect(clientErrorStatus('HPE_HEADER_OVERFLOW')).toBe(431);
    expect(clientErrorStatus('HPE_INVALID_CONTENT_LENGTH')).toBe(400);
    expect(clientErrorStatus(undefined)).toBe(400);
    expect(timeoutOptions(500)).toEqual({ connectionsCheckingInterval: 500, headersTimeout: 500 });
    expect(timeoutOptions(120_000)).toEqual({ connectionsCheckingInterval: 30_000, headersTimeout: 60_000 });
  });
});
