import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VITALS_LIMITS, vitalsEndpoints, type VitalsReport } from '../../../contract';
import { webVitals } from '../../db/schema';
import { housekeepOnce } from '../../jobs/housekeeping';
import { request } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { summariseVitals, VITALS_RETENTION_DAYS } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
let address = 0;
/** Each test reports from its own address, so the per-address limit of one never meets another's. */
const nextAddress = () => `10.0.0.${(address += 1)}`;

const report = (body: VitalsReport, remoteAddress: string, headers: Record<string, string> = {}) =>
  request(t, vitalsEndpoints.reportVitals, { remoteAddress, headers, body });
/** A report the types refuse, sent as JSON all the same. */
const reportUntyped = (body: unknown, remoteAddress: string) => request(t, vitalsEndpoints.reportVitals, { remoteAddress, raw: { body } });

const rowCount = async () => (await t.database.db.select({ n: count() }).from(webVitals))[0]?.n ?? 0;

const LOGIN_REPORT: VitalsReport = {
  route: '/login',
  connection: '3g',
  metrics: [
    { name: 'LCP', value: 2140.2 },
    { name: 'FCP', value: 980 },
    { name: 'TTFB', value: 310.5 },
    { name: 'CLS', value: 0.02 },
    { name: 'INP', value: 96 },
  ],
};

describe('POST vitals', () => {
  it('stores each metric of a report from any visitor, no session needed, as sendBeacon sends it', async () => {
    const before = await rowCount();
    const res = await report(LOGIN_REPORT, nextAddress(), { origin: 'http://localhost' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await rowCount()) - before).toBe(5);
    const stored = await t.database.db.select().from(webVitals);
    expect(stored.find((row) => row.metric === 'CLS')).toMatchObject({ route: '/login', connection: '3g', value: 0.02, createdAt: t.clock.now() });
  });

  it('refuses what is not a report: unknown metrics, ids or queries in the route, odd values, empty or repeated lists', async () => {
    const from = nextAddress();
    const before = await rowCount();
    const refused: unknown[] = [
      { ...LOGIN_REPORT, route: '/transaction-details?id=42' },
      { ...LOGIN_REPORT, route: 'https://evil.example/' },
      { ...LOGIN_REPORT, route: `/${'a'.repeat(VITALS_LIMITS.route)}` },
      { ...LOGIN_REPORT, connection: '5g' },
      { ...LOGIN_REPORT, metrics: [] },
      {
        ...LOGIN_REPORT,
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      },
      { ...LOGIN_REPORT, metrics: [...LOGIN_REPORT.metrics, { name: 'LCP', value: 1 }] },
      { ...LOGIN_REPORT, metrics: [{ name: 'FID', value: 10 }] },
      { ...LOGIN_REPORT, metrics: [{ name: 'LCP', value: -1 }] },
      { ...LOGIN_REPORT, metrics: [{ name: 'LCP', value: VITALS_LIMITS.value + 1 }] },
      { ...LOGIN_REPORT, metrics: [{ name: 'LCP', value: '1200' }] },
      { ...LOGIN_REPORT, customer: 'FV00000001' },
    ];
    for (const body of refused) {
      const res = await reportUntyped(body, from);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().status).toBe('error');
    }
    expect(await rowCount()).toBe(before);
  });

  it('refuses a body over 2 KB before reading it', async () => {
    const res = await reportUntyped({ ...LOGIN_REPORT, padding: 'x'.repeat(VITALS_LIMITS.body) }, nextAddress());
    expect(res.statusCode).toBe(413);
  });

  it('takes 60 reports a minute from one address by default (VITALS_PER_MINUTE), then 429 with the wait in Retry-After', async () => {
    expect(t.deps.config.vitalsPerMinute, 'the default').toBe(60);
    const from = nextAddress();
    for (let sent = 0; sent < t.deps.config.vitalsPerMinute; sent += 1) expect((await report(LOGIN_REPORT, from)).statusCode).toBe(200);
    const refused = await report(LOGIN_REPORT, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await report(LOGIN_REPORT, nextAddress())).statusCode, 'other addresses are not held up').toBe(200);
  });
});

describe('the vitals summary and retention', () => {
  it('gives the 75th percentile per route and metric over the last days, flagging those over the good thresholds', async () => {
    const from = nextAddress();
    // Yesterday on /dashboard: LCP 1000..4000 (p75 3250, poor), CLS all 0.05 (good).
    for (const lcp of [1000, 2000, 3000, 4000]) {
      await report(
        {
          route: '/dashboard',
          connection: '4g',
          metrics: [
            { name: 'LCP', value: lcp },
            { name: 'CLS', value: 0.05 },
          ],
        },
        from,
      );
    }
    t.clock.advance(DAY_MS);
    const summary = await summariseVitals(t.database.db, 7, t.clock.now());
    expect(summary.filter((row) => row.route === '/dashboard')).toEqual([
      { route: '/dashboard', metric: 'CLS', p75: 0.05, samples: 4, good: true },
      { route: '/dashboard', metric: 'LCP', p75: 3250, samples: 4, good: false },
    ]);
    expect(await summariseVitals(t.database.db, 0.5, t.clock.now()), 'only the days asked for').toEqual([]);
  });

  it(`housekeeping drops measurements older than ${VITALS_RETENTION_DAYS} days`, async () => {
    expect(await rowCount()).toBeGreaterThan(0);
    t.clock.advance(VITALS_RETENTION_DAYS * DAY_MS);
    const { vitals } = await housekeepOnce(t.deps);
    expect(vitals).toBeGreaterThan(0);
    expect(await rowCount()).toBe(0);
  });
});
