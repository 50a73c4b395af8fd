import { and, gte, lt, sql } from 'drizzle-orm';
import type { VitalName, VitalsReport } from '../../../contract';
import type { Db } from '../../db/client';
import { webVitals } from '../../db/schema';

/** How long field measurements are kept: long enough for a quarter's trend, no longer. */
export const VITALS_RETENTION_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Stores one browser's report: a row per metric. */
export async function storeVitals(db: Db, report: VitalsReport, now: Date): Promise<void> {
  await db
    .insert(webVitals)
    .values(report.metrics.map(({ name, value }) => ({ route: report.route, metric: name, value, connection: report.connection, createdAt: now })));
}

/** Drops measurements older than the retention; housekeeping calls it. */
export async function forgetOldVitals(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - VITALS_RETENTION_DAYS * DAY_MS);
  const gone = await db.delete(webVitals).where(lt(webVitals.createdAt, cutoff)).returning({ id: webVitals.id });
  return gone.length;
}

/**
 * Google's "good" thresholds (web.dev): LCP, FCP, TTFB and INP in milliseconds, CLS unitless.
 * A route's 75th percentile above one is flagged.
 */
export const GOOD_THRESHOLDS: Record<VitalName, number> = { LCP: 2500, INP: 200, CLS: 0.1, FCP: 1800, TTFB: 800 };

export type VitalsSummaryRow = { route: string; metric: VitalName; p75: number; samples: number; good: boolean };

/** The 75th percentile of each metric per route over the `days` before `now`. */
export async function summariseVitals(db: Db, days: number, now: Date): Promise<VitalsSummaryRow[]> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const rows = await db
    .select({
      route: webVitals.route,
      metric: webVitals.metric,
      p75: sql<number>`percentile_cont(0.75) WITHIN GROUP (ORDER BY ${webVitals.value})`.mapWith(Number),
      samples: sql<number>`count(*)`.mapWith(Number),
    })
    .from(webVitals)
    .where(and(gte(webVitals.createdAt, since), lt(webVitals.createdAt, now)))
    .groupBy(webVitals.route, webVitals.metric)
    .orderBy(webVitals.route, webVitals.metric);
  return rows.map((row) => {
    const metric = row.metric as VitalName;
    return { route: row.route, metric, p75: row.p75, samples: row.samples, good: row.p75 <= GOOD_THRESHOLDS[metric] };
  });
}
