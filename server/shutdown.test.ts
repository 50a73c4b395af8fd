import http from 'node:http';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { signedInCustomer } from '../scripts/lib/customer-journey';
import { freePort, startServer, type RunningServer } from '../scripts/lib/server-process';
import { authEndpoints } from '../contract';
import { urlOf } from './test/client';
import { openStream } from './test/event-stream';
import { createServerDatabase } from './test/harness';

/** The status of GET `path`, or 'refused' once nothing listens. */
const statusOf = (url: string) =>
  fetch(url).then(
    (res) => res.status,
    () => 'refused' as const,
  );

/**
 * A request whose body has not all arrived yet: the first half is sent now, the rest when
 * `finish` is called; `answer` resolves with the status the server gives it.
 */
function slowRequest(base: string) {
  const body = JSON.stringify({ email: 'slow-shutdown@example.com', otp: '123456' });
  const request = http.request(`${base}${urlOf(authEndpoints.checkOtp)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<number | undefined>((resolve, reject) => {
    request.on('response', (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, 10));
  return { answer, finish: () => request.end(body.slice(10)) };
}

describe('a shutdown (SIGTERM) with a request in flight', () => {
  const database = createServerDatabase();
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
    await (await database).remove();
  });

  it('turns readiness off first, stops listening, answers the request in flight, then exits cleanly', async () => {
    const { env } = await database;
    const port = await freePort();
    server = await startServer(port, { ...env, DIST_DIR: '/nonexistent', SHUTDOWN_NOTICE_SECONDS: '1' }, env.DATA_DIR ? { dataDir: env.DATA_DIR } : {});
    const url = server.url;
    expect(await statusOf(`${url}/readyz`)).toBe(200);
    const inFlight = slowRequest(url);
    await vi.waitFor(async () => expect(await statusOf(`${url}/livez`)).toBe(200));

    const exited = server.stop();
    server = undefined;
    // The notice: still listening, live, but no longer ready, so a balancer sends no new work.
    await vi.waitFor(async () => expect(await statusOf(`${url}/readyz`)).toBe(503), { timeout: 5_000, interval: 50 });
    expect(await statusOf(`${url}/livez`)).toBe(200);
    // Then the listener closes, while the request in flight is still being read.
    await vi.waitFor(async () => expect(await statusOf(`${url}/livez`)).toBe('refused'), { timeout: 10_000, interval: 50 });
    inFlight.finish();
    expect(await inFlight.answer).toBe(422);
    expect(await exited).toBe(0);
  });
});

describe('a shutdown (SIGTERM) with a live-update stream open', () => {
  const database = createServerDatabase();
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
    await (await database).remove();
  });

  it('ends the stream as draining starts, before the listener closes, so nothing waits for it', async () => {
    const { env } = await database;
    server = await startServer(
      await freePort(),
      { ...env, DIST_DIR: '/nonexistent', SHUTDOWN_NOTICE_SECONDS: '3' },
      env.DATA_DIR ? { dataDir: env.DATA_DIR } : {},
    );
    const url = server.url;
    const customer = await signedInCustomer(url, 'stream-shutdown@example.com');
    const stream = await openStream(url, customer.token);
    expect(stream.status).toBe(200);

    const exited = server.stop();
    server = undefined;
    await stream.ended;
    // Still within the notice: the stream did not wait for the listener to close (or 20 s to be cut).
    expect(await statusOf(`${url}/livez`)).toBe(200);
    expect(await exited).toBe(0);
  });
});
