import { afterEach, describe, expect, it } from 'vitest';
import { customerEndpoints, walletEndpoints } from '../../contract';
import { freePort } from '../../scripts/lib/server-process';
import { startHousekeeping } from '../jobs/housekeeping';
import { ProviderUnavailable } from '../providers/errors';
import { request } from '../test/client';
import { createTestApp, gatewayFaults, requestDeposit, signUpAndLogin, type TestApp } from '../test/harness';
import { listenForMetrics, METRICS_PATH } from './metrics-endpoint';

const TOKEN = 'metrics-token-0123456789abcdef0123456789';
const scrape = (t: TestApp, authorization?: string) => t.app.inject({ method: 'GET', url: METRICS_PATH, headers: authorization ? { authorization } : {} });

/** One sample's value in a scrape, by its series name and labels exactly as printed. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('/metrics', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('is not there at all without METRICS_TOKEN: the same 404 as any unknown path', async () => {
    t = await createTestApp();
    const [metrics, unknown] = [await scrape(t, `Bearer ${TOKEN}`), await t.app.inject({ method: 'GET', url: '/no-such-thing' })];
    expect(metrics.statusCode).toBe(404);
    expect(metrics.body).toBe(unknown.body);
  });

  it('answers a bare 401 without the bearer token or with a wrong one', async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape(t, authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.body).toBe('');
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('counts requests by route pattern, money held by kind and age band, provider errors by code, hashing and job passes', async () => {
    const faults = gatewayFaults();
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, adaptGateway: faults.adapt });
    const { token } = await signUpAndLogin(t, 'metrics@example.com');
    await request(t, customerEndpoints.customer, { token });
    await request(t, customerEndpoints.customer, { token });
    await t.app.inject({ method: 'GET', url: '/api/v1/no/such/route/12345' });
    expect((await requestDeposit(t, token, 2_500)).statusCode).toBe(200);
    faults.fail(['listBanks'], () => new ProviderUnavailable('Sandbox banks: no answer', 'timeout'));
    expect((await request(t, walletEndpoints.banks, { token })).statusCode).toBe(503);
    const stop = startHousekeeping(t.deps, { everyMs: 10, observe: t.app.metrics.observePass });
    const text = async () => (await scrape(t!, `Bearer ${TOKEN}`)).body;
    await expect.poll(async () => sample(await text(), 'fleetvest_job_duration_seconds_count{job="housekeeping",outcome="ok"}')).toBeGreaterThan(0);
    await stop();

    const body = await text();
    expect(sample(body, 'fleetvest_http_request_duration_seconds_count{method="GET",route="/api/v1/customer",status="200"}')).toBe(2);
    expect(sample(body, 'fleetvest_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(body).not.toContain('12345');
    expect(sample(body, 'fleetvest_held_kobo{kind="deposit",age_band="under_1h"}')).toBe(250_000);
    expect(sample(body, 'fleetvest_held_count{kind="deposit",age_band="under_1h"}')).toBe(1);
    expect(sample(body, 'fleetvest_held_kobo{kind="deposit",age_band="over_24h"}')).toBe(0);
    expect(sample(body, 'fleetvest_provider_errors_total{provider="sandbox",operation="listBanks",code="timeout"}')).toBe(1);
    // Sign-up and login each hashed the password once.
    expect(sample(body, 'fleetvest_hash_queue_wait_seconds_count')).toBeGreaterThanOrEqual(2);
    expect(sample(body, 'fleetvest_hash_queue_waiting')).toBe(0);
    expect(sample(body, 'fleetvest_job_lag_seconds{job="housekeeping"}')).toBeGreaterThanOrEqual(0);
    expect(sample(body, 'fleetvest_sse_streams_open')).toBe(0);
    expect(body).toMatch(/^process_cpu_seconds_total /m);
    if (t.database.kind === 'postgres') {
      expect(sample(body, 'fleetvest_db_pool_acquire_seconds_count')).toBeGreaterThan(0);
      expect(sample(body, 'fleetvest_db_pool_connections{state="waiting"}')).toBe(0);
      expect(sample(body, 'fleetvest_db_pool_connections{state="idle"}')).toBeGreaterThan(0);
    } else {
      expect(body).not.toContain('fleetvest_db_pool_connections{');
    }
  });

  it('on a port of its own: serves the metrics there and nothing else', async () => {
    t = await createTestApp({ env: { METRICS_PORT: '0' } });
    const port = await freePort();
    const listener = await listenForMetrics(t.app.metrics.registry, '127.0.0.1', port);
    try {
      await request(t, customerEndpoints.customer, {});
      const res = await fetch(`http://127.0.0.1:${port}${METRICS_PATH}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(sample(await res.text(), 'fleetvest_http_request_duration_seconds_count{method="GET",route="/api/v1/customer",status="401"}')).toBe(1);
      expect((await fetch(`http://127.0.0.1:${port}/api/v1/customer`)).status).toBe(404);
      expect((await scrape(t)).statusCode).toBe(404);
    } finally {
      await listener.close();
    }
  });
});
