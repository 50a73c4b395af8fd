import { array, enums, max, min, number, object, refine, size, type Infer } from 'superstruct';
import { SuccessResponse } from './common';
import { endpoint } from './endpoint';
import { text } from './fields';

/** The Core Web Vitals and the two loading metrics the app reports from the field. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** The Network Information API's effectiveType, or 'unknown' where the browser has none. */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

export const VITALS_LIMITS = {
  /** The longest route pattern ('/register/otp/details/time/confirm-registration' is 47). */
  route: 100,
  /** Milliseconds (CLS has no unit and stays far below): ten minutes is no longer a measurement. */
  value: 600_000,
  /** One report per page hide carries each metric at most once. */
  metrics: VITAL_NAMES.length,
  /** Bytes of a report's body; a full one is under 400. */
  body: 2048,
} as const;

/** A route pattern as the router names it: '/withdraw', '/transaction-details/$id'; never an id or a query. */
const ROUTE_PATTERN = /^\/[A-Za-z0-9/$_-]*$/;

export const VitalMetric = object({
  name: enums(VITAL_NAMES),
  value: max(min(number(), 0), VITALS_LIMITS.value),
});
export type VitalMetric = Infer<typeof VitalMetric>;

export const VitalsReport = object({
  route: text('route', VITALS_LIMITS.route, (v) => ROUTE_PATTERN.test(v) || 'The route must be a route pattern.'),
  connection: enums(CONNECTION_TYPES),
  // Each metric at most once: a page reports each of its values once.
  metrics: refine(
    size(array(VitalMetric), 1, VITALS_LIMITS.metrics),
    'distinct',
    (metrics) => new Set(metrics.map((metric) => metric.name)).size === metrics.length || 'Each metric may be reported once.',
  ),
});
export type VitalsReport = Infer<typeof VitalsReport>;

/**
 * POST vitals (ours, public): web performance measured in a visitor's browser, sent with
 * sendBeacon when the page is hidden. It carries no customer data and needs no session.
 */
export const vitalsEndpoint = endpoint({ method: 'POST', path: 'vitals', body: VitalsReport, response: SuccessResponse, session: false });

export const vitalsEndpoints = {
  reportVitals: vitalsEndpoint,
} as const;
