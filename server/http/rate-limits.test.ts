import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, postForm, type TestApp } from '../test/harness';

/**
 * With REDIS_URL the counters live in Redis, so two instances behind a load balancer share them.
 * Runs when TEST_REDIS_URL names a Redis on this machine (.ci/run sets it when one answers).
 */
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', DIST_DIR: '/nonexistent', REDIS_URL: redisUrl });
    first = await createTestApp({ config });
    second = await createTestApp({ config });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('counts attempts on one instance against the other', async () => {
    const uniqueid = `redis-${randomBytes(6).toString('hex')}@example.com`;
    for (let i = 0; i < 10; i += 1) {
      const app = i % 2 === 0 ? first.app : second.app;
      expect((await postForm(app, 'customer/auth/login', { uniqueid, password: `wrong-${i}-pw` })).statusCode).toBe(422);
    }
    const refused = await postForm(first.app, 'customer/auth/login', { uniqueid, password: 'wrong-x-pw' });
    expect(refused.statusCode).toBe(429);
    expect((await postForm(second.app, 'customer/auth/login', { uniqueid, password: 'wrong-y-pw' })).statusCode).toBe(429);
  });
});
