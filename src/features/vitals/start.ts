import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { vitalsEndpoint } from '@contract/vitals';
import { sendBeacon } from '@/api/beacon';
import { routePattern } from '@/state/location';
import { connectionType, createVitalsQueue } from './report';

/**
 * Field metrics (docs/architecture.md, "Field metrics"): LCP, INP, CLS, FCP and TTFB of this
 * visit, all counted to the route pattern it opened on (never its ids or query), sent to POST
 * vitals when the page is hidden. Started after load: web-vitals reads the earlier entries from
 * the browser's buffer.
 */
export const startVitals = (): void => {
  const queue = createVitalsQueue(routePattern(), connectionType(), (report) => void sendBeacon(vitalsEndpoint, report));
  for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe(queue.add);
  // On window, bubbling: after web-vitals' own hidden handlers have reported CLS and INP.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  addEventListener('pagehide', queue.flush);
};
