import { expect, test } from './support/fixtures';
import { appTookOver } from './support/ui';

/** Keeps a copy of each beacon's body for the test to read (Chromium does not show it as post data). */
const RECORD_BEACONS = () => {
  const sent: string[] = [];
  Object.assign(window, { sentBeacons: sent });
  const send = navigator.sendBeacon.bind(navigator);
  navigator.sendBeacon = (url, data) => {
    if (data instanceof Blob) void data.text().then((body) => sent.push(body));
    return send(url, data);
  };
};

test('a visit reports its field metrics to POST vitals when the page is hidden, by route pattern and connection', async ({ page }) => {
  await page.addInitScript(RECORD_BEACONS);
  const metricsChunk = page.waitForResponse((response) => /\/assets\/afterLoad-[\w-]+\.js$/.test(response.url()));
  await page.goto('/login');
  await appTookOver(page);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  // Interactions count only once web-vitals observes them: its chunk comes after the load event.
  await metricsChunk;
  await page.waitForTimeout(500);
  // An interaction, for INP.
  await page.getByLabel('Email or Codenumber').click();
  await page.keyboard.type('ada');

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
  // INP appears only when an interaction took 40 ms or more (web-vitals' threshold), which a quick
  // click in headless Chromium may not: the four load metrics must be there, INP may be.
  const names = report.metrics.map((metric) => metric.name);
  expect(names).toEqual(expect.arrayContaining(['CLS', 'FCP', 'LCP', 'TTFB']));
  expect(names.every((name) => ['CLS', 'FCP', 'LCP', 'TTFB', 'INP'].includes(name))).toBe(true);
  for (const metric of report.metrics) expect(metric.value).toBeGreaterThanOrEqual(0);
});
