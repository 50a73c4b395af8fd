import { expect, test } from './support/fixtures';
import { appTookOver } from './support/ui';

/**
 * Keeps a copy of each beacon's body for the test to read (Chromium does not show it as post data),
 * and notes when the page starts listening for pagehide, which only the field metrics do, once
 * they have started observing.
 */
const RECORD_BEACONS = () => {
  const sent: string[] = [];
  Object.assign(window, { sentBeacons: sent, metricsStarted: false });
  const listen = window.addEventListener.bind(window);
  window.addEventListener = ((type: string, ...rest: [EventListenerOrEventListenerObject, (boolean | AddEventListenerOptions)?]) => {
    if (type === 'pagehide') Object.assign(window, { metricsStarted: true });
    listen(type, ...rest);
  }) as typeof window.addEventListener;
  const send = navigator.sendBeacon.bind(navigator);
  navigator.sendBeacon = (url, data) => {
    if (data instanceof Blob) void data.text().then((body) => sent.push(body));
    return send(url, data);
  };
};

test('a visit reports its field metrics to POST vitals when the page is hidden, by route pattern and connection', async ({ page }) => {
  await page.addInitScript(RECORD_BEACONS);
  await page.goto('/login');
  await appTookOver(page);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  // Interactions count only once web-vitals observes them; it starts after the load event.
  await page.waitForFunction(() => (window as unknown as { metricsStarted: boolean }).metricsStarted);
  // An interaction slow enough (a 150 ms handler) for INP to count it whatever the machine.
  await page.evaluate(() =>
    document.addEventListener('pointerdown', () => {
      const until = performance.now() + 150;
      while (performance.now() < until);
    }),
  );
  await page.getByLabel('Email or Codenumber').click();
  // The browser hands the interaction to observers after the next paint; hiding sooner would lose it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        new PerformanceObserver((list, observer) => {
          if (list.getEntries().some((entry) => (entry as PerformanceEventTiming).interactionId > 0 && entry.duration >= 150)) {
            observer.disconnect();
            resolve();
          }
        }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit),
      ),
  );
  // web-vitals reads such entries when the browser is next idle: an idle callback asked for now runs after its own.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));

  // The page is hidden (the customer switched apps), as a browser tells it: headless Chromium
  // never hides a page by itself.
  const beacon = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/vitals');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  const response = await (await beacon).response();
  expect(response?.status(), 'the server took it').toBe(200);

  const bodies = await page.evaluate(() => (window as unknown as { sentBeacons: string[] }).sentBeacons);
  expect(bodies).toHaveLength(1);
  const report = JSON.parse(bodies[0]!) as { route: string; connection: string; metrics: { name: string; value: number }[] };
  expect(report.route).toBe('/login');
  expect(['slow-2g', '2g', '3g', '4g', 'unknown']).toContain(report.connection);
  const byName = Object.fromEntries(report.metrics.map((metric) => [metric.name, metric.value]));
  expect(Object.keys(byName).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
  expect(byName.INP).toBeGreaterThanOrEqual(150);
  for (const metric of report.metrics) expect(metric.value).toBeGreaterThanOrEqual(0);
});
