import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../scripts/lib/server-process';
import { authEndpoints } from '../../contract';
import { request } from '../test/client';
import { createTestApp, type TestApp } from '../test/harness';
import { REDIS_LOG } from './rate-limit-counters';
import { RATE_LIMITS } from './rate-limits';

const LIMIT = RATE_LIMITS.otpCheck.max;
// The rate limits' own lines: the live updates' Redis link logs its outages too.
const OUTAGE_LINE = REDIS_LOG.unreachable;
const BACK_LINE = REDIS_LOG.back;

/** How many times the log says `line`. */
const timesLogged = (t: TestApp, line: string) =>
  t
    .logs()
    .split('\n')
    .filter((entry) => entry.includes(line)).length;

/**
 * A wrong sign-up code for `email` on `t` (no code was sent, so only the rate limit can refuse):
 * its status and how long the answer took.
 */
async function wrongCode(t: TestApp, email: string) {
  const started = performance.now();
  const res = await request(t, authEndpoints.checkOtp, { body: { email, otp: '123456' } });
  return { status: res.statusCode, ms: performance.now() - started };
}

const newEmail = () => `redis-${randomBytes(6).toString('hex')}@example.com`;

describe('rate limits while Redis is down from the start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}` } });
  });
  afterAll(() => t.close());

  it('answers every code check at once, with the same limit counted on this instance, and logs the outage once', async () => {
    const email = newEmail();
    const answers = [];
    for (let i = 0; i <= LIMIT; i += 1) answers.push(await wrongCode(t, email));
    expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(LIMIT).fill(422), 429]);
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(1_000);
    expect(timesLogged(t, OUTAGE_LINE)).toBe(1);
    expect(t.logs()).not.toContain('"level":50');
  });
});

/**
 * A TCP relay between the apps and the real Redis that a test can cut (connections dropped, new
 * ones refused), stall (connections kept, nothing passed on) and mend.
 */
async function redisRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let stalled = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.on('data', (chunk) => void (stalled || upstream.write(chunk)));
    upstream.on('data', (chunk) => void (stalled || client.write(chunk)));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    stall: () => void (stalled = true),
    async mend() {
      stalled = false;
      if (!server.listening) await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    close: () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())),
  };
}

/** Runs when TEST_REDIS_URL names a Redis on this machine (.ci/run sets it when one answers). */
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate limits through a Redis that goes away and comes back', () => {
  let relay: Awaited<ReturnType<typeof redisRelay>>;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    relay = await redisRelay(new URL(redisUrl ?? ''));
    first = await createTestApp({ env: { REDIS_URL: relay.url } });
    second = await createTestApp({ env: { REDIS_URL: relay.url } });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await relay.close();
  });

  /** LIMIT wrong codes spread over both instances, then one more on each: their statuses. */
  async function overBoth(email: string) {
    const answers = [];
    for (let i = 0; i < LIMIT; i += 1) answers.push(await wrongCode(i % 2 === 0 ? first : second, email));
    answers.push(await wrongCode(first, email), await wrongCode(second, email));
    return answers;
  }

  it('counts on each instance alone while Redis is cut, answering at once, and logs it once per instance', async () => {
    await relay.cut();
    const answers = await overBoth(newEmail());
    // Each instance saw half the attempts and its own limit: nothing refused yet, as docs/rules.md says.
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(LIMIT + 2).fill(422));
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(1_000);
    const alone = newEmail();
    const statuses = [];
    for (let i = 0; i <= LIMIT; i += 1) statuses.push((await wrongCode(first, alone)).status);
    expect(statuses.at(-1)).toBe(429);
    expect(timesLogged(first, OUTAGE_LINE)).toBe(1);
    expect(timesLogged(second, OUTAGE_LINE)).toBe(1);
  });

  it('shares the counters again once Redis is back', async () => {
    await relay.mend();
    await vi.waitFor(() => expect(timesLogged(first, BACK_LINE) + timesLogged(second, BACK_LINE)).toBe(2), { timeout: 10_000, interval: 100 });
    const answers = await overBoth(newEmail());
    expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(LIMIT).fill(422), 429, 429]);
  });

  it('stops waiting on a Redis that holds the connection but never answers', async () => {
    relay.stall();
    const answers = [];
    const email = newEmail();
    for (let i = 0; i <= LIMIT; i += 1) answers.push(await wrongCode(first, email));
    expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(LIMIT).fill(422), 429]);
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(1_000);
    expect(timesLogged(first, OUTAGE_LINE)).toBe(2);
    await relay.mend();
  });
});
