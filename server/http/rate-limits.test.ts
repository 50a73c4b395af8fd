import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints, profileEndpoints } from '../../contract';
import { request } from '../test/client';
import { createTestApp, DETAILS, login, signUpAndLogin, type TestApp } from '../test/harness';
import { CUSTOMER_RATE_LIMITS, RATE_LIMITS } from './rate-limits';
import { HTTP_TEXTS } from './texts';

describe('rate limits on sending and checking one-time codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Sends until the first 429 (or a few past the limit); every answer's status, in order. */
  const sendUntilRefused = async (limit: number, send: () => Promise<LightMyRequestResponse>) => {
    const statuses: number[] = [];
    let refusal: LightMyRequestResponse | undefined;
    while (!refusal && statuses.length <= limit + 2) {
      const res = await send();
      statuses.push(res.statusCode);
      if (res.statusCode === 429) refusal = res;
    }
    return { statuses, message: refusal?.json().message as string | undefined, retryAfter: refusal?.headers['retry-after'] };
  };

  /** What the rate-limit module answers: the window left, as @fastify/rate-limit words it. */
  const [before = '', behind = ''] = HTTP_TEXTS.tooManyAttempts('|').split('|');
  const expectTooMany = (message: string | undefined, window: RegExp) => {
    const after = (message ?? '').slice(before.length, -behind.length);
    expect(after).toMatch(window);
    expect(message).toBe(HTTP_TEXTS.tooManyAttempts(after));
  };

  const sendLimit = RATE_LIMITS.otpSend.max;
  const checkLimit = RATE_LIMITS.otpCheck.max;

  it(`lets ${sendLimit} getstarted codes go to one address in 10 minutes, then refuses`, async () => {
    const email = 'rl-getstarted@example.com';
    // The app's own one-minute resend wait is crossed each time, so only the rate limit can refuse.
    const { statuses, message, retryAfter } = await sendUntilRefused(sendLimit, () => {
      t.clock.advance(61_000);
      return request(t, authEndpoints.getStarted, { body: { email, password: 'long enough pw' } });
    });
    expect(statuses).toEqual([...Array<number>(sendLimit).fill(201), 429]);
    expectTooMany(message, /^10 minutes$/);
    expect(Number(retryAfter)).toBeGreaterThan(590);
    // Another address from the same client is not held back by it.
    expect((await request(t, authEndpoints.getStarted, { body: { email: 'rl-getstarted-other@example.com', password: 'long enough pw' } })).statusCode).toBe(
      201,
    );
  });

  it(`lets ${sendLimit} forgotpasswordwithemail requests through per address in 10 minutes, then refuses`, async () => {
    // The app's own one-minute resend wait is crossed each time, so only the rate limit can refuse.
    const { statuses, message } = await sendUntilRefused(sendLimit, () => {
      t.clock.advance(61_000);
      return request(t, authEndpoints.forgotPassword, { body: { email: 'rl-forgot@example.com' } });
    });
    expect(statuses).toEqual([...Array<number>(sendLimit).fill(200), 429]);
    expectTooMany(message, /^10 minutes$/);
  });

  /** Within the one-minute window: "1 minute" when quick, "59 seconds" and down on a slow machine. */
  const MINUTE_LEFT = /^(1 minute|\d{1,2} seconds)$/;

  it(`lets ${checkLimit} checkotp tries per address in a minute, then refuses`, async () => {
    const email = 'rl-checkotp@example.com';
    const { statuses, message } = await sendUntilRefused(checkLimit, () => request(t, authEndpoints.checkOtp, { body: { email, otp: '123456' } }));
    expect(statuses).toEqual([...Array<number>(checkLimit).fill(422), 429]);
    expectTooMany(message, MINUTE_LEFT);
    expect((await request(t, authEndpoints.checkOtp, { body: { email: 'rl-checkotp-other@example.com', otp: '123456' } })).statusCode).toBe(422);
  });

  it(`lets ${checkLimit} register tries per address in a minute, then refuses`, async () => {
    const email = 'rl-register@example.com';
    const { statuses, message } = await sendUntilRefused(checkLimit, () => request(t, authEndpoints.register, { body: { ...DETAILS, email, otp: '123456' } }));
    expect(statuses).toEqual([...Array<number>(checkLimit).fill(422), 429]);
    expectTooMany(message, MINUTE_LEFT);
  });

  it(`lets ${checkLimit} resetpassword tries per address in a minute, then refuses`, async () => {
    const email = 'rl-reset@example.com';
    const password = 'long enough pw';
    const { statuses, message } = await sendUntilRefused(checkLimit, () =>
      request(t, authEndpoints.resetPassword, { body: { email, otp: '123456', password, password_confirmation: password } }),
    );
    expect(statuses).toEqual([...Array<number>(checkLimit).fill(422), 429]);
    expectTooMany(message, MINUTE_LEFT);
  });

  it('counts signed-in calls per customer: a neighbour on the same address is not held up', async () => {
    const me = await signUpAndLogin(t, 'rl-customer@example.com');
    const neighbour = await signUpAndLogin(t, 'rl-neighbour@example.com');
    // No PIN is set, so each request is refused cheaply before any password is hashed.
    const forgotPin = (token: string) => request(t, profileEndpoints.forgotPin, { token, body: { password: 'long enough pw' } });
    const { statuses, message } = await sendUntilRefused(CUSTOMER_RATE_LIMITS.otpSend.max, () => forgotPin(me.token));
    expect(statuses).toEqual([...Array<number>(CUSTOMER_RATE_LIMITS.otpSend.max).fill(422), 429]);
    expectTooMany(message, /^10 minutes$/);
    expect((await forgotPin(neighbour.token)).statusCode).toBe(422);
  });
});

/**
 * With REDIS_URL the counters live in Redis, so two instances behind a load balancer share them.
 * Runs when TEST_REDIS_URL names a Redis on this machine (.ci/run sets it when one answers).
 */
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ env: { REDIS_URL: redisUrl ?? '' } });
    second = await createTestApp({ env: { REDIS_URL: redisUrl ?? '' } });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('counts attempts on one instance against the other', async () => {
    const uniqueid = `redis-${randomBytes(6).toString('hex')}@example.com`;
    for (let i = 0; i < 10; i += 1) {
      const app = i % 2 === 0 ? first : second;
      expect((await login(app, uniqueid, `wrong-${i}-pw`)).statusCode).toBe(422);
    }
    const refused = await login(first, uniqueid, 'wrong-x-pw');
    expect(refused.statusCode).toBe(429);
    expect((await login(second, uniqueid, 'wrong-y-pw')).statusCode).toBe(429);
  });
});
