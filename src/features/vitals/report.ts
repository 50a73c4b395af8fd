import type { Metric } from 'web-vitals';
import { CONNECTION_TYPES, VITALS_LIMITS, type ConnectionType, type VitalMetric, type VitalName } from '@contract/vitals';

export type Beacon = (report: { route: string; connection: ConnectionType; metrics: VitalMetric[] }) => void;

/** The Network Information API's guess at the link, where the browser has one (Chromium). */
export const connectionType = (nav: Navigator = navigator): ConnectionType => {
  const effective = (nav as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return CONNECTION_TYPES.find((known) => known === effective) ?? 'unknown';
};

/** CLS is a small fraction, the others milliseconds: kept to what the summary can tell apart. */
const rounded = (name: VitalName, value: number) =>
  Math.min(VITALS_LIMITS.value, name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value * 10) / 10);

/**
 * Collects metrics as web-vitals reports them and sends what has come in when the page is hidden
 * (the last moment a browser reliably lets a page send): one report, each metric at most once.
 */
export const createVitalsQueue = (route: string, connection: ConnectionType, beacon: Beacon) => {
  const pending = new Map<VitalName, number>();
  return {
    add: ({ name, value }: Pick<Metric, 'name' | 'value'>) => void pending.set(name, rounded(name, value)),
    flush: () => {
      if (pending.size === 0) return;
      const metrics = [...pending].map(([name, value]) => ({ name, value }));
      pending.clear();
      beacon({ route, connection, metrics });
    },
  };
};
