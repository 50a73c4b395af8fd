import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright';
import { launchBareChromium, type BareChromium, type BareTab } from './lib/cdp-pipe';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { signedInCustomer } from './lib/customer-journey';
import { FORM_PAINT_MARK } from './lib/login-page';
import { textTable } from '../server/lib/command-result';
import { acceptGzipOnly, CPU_SLOWDOWN, markWhenShown, NETWORK, settled, throttle, watchRequests, type Request } from './lib/load-probe';
import { startServer, type RunningServer } from './lib/server-process';
import { sessionCookies, type SessionCookie } from './lib/session-cookies';
import { median } from './lib/stats';

/**
 * `npm run bench:load`: the production build in Chromium on a throttled "slow 3G on a cheap
 * phone" profile, 5 runs each: /login (first paint, a usable form, the scripts and styles it
 * downloads, gzip) and a signed-in customer's /dashboard until the wallet balance shows, on a
 * first visit and on a repeat visit answered by the service worker (with, reported only, when the
 * app itself has drawn the wallet card). /login is loaded in a bare Chromium that puts nothing
 * into the page (scripts/lib/cdp-pipe.ts), in turns with a blank page whose first paint shows what
 * the emulation alone costs. Prints each median against its target; `--check` exits 1 when one
 * misses. Not part of `npm test`: timings belong here, not in tests.
 * BENCH_WATERFALL=1 also prints every request of every run (start, end, size), to see why;
 * BENCH_RUNS sets fewer runs while looking into one.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 8191);
const KB = 1024;
const TARGETS = { usable: 1000, fcp: 800, loginBytes: 48 * KB, dashboardFirst: 3000, dashboardRepeat: 800 };
const WATERFALL = process.env.BENCH_WATERFALL === '1';
const CHECK = process.argv.includes('--check');
const PHONE = { viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true };
const PHONE_SCREEN = { ...PHONE.viewport, deviceScaleFactor: PHONE.deviceScaleFactor };
const WAIT_MS = 60_000;

/** In the page: its first contentful paint and the form's first paint, read from the performance timeline. */
const PAINT_TIMES = `new Promise((resolve, reject) => {
  const seen = {};
  const note = (key, value) => {
    seen[key] = value;
    if (seen.fcp !== undefined && seen.usable !== undefined) resolve(seen);
  };
  new PerformanceObserver((list) => {
    const entry = list.getEntriesByName('first-contentful-paint')[0];
    if (entry) note('fcp', entry.startTime);
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entry = list.getEntries().find((element) => element.identifier === ${JSON.stringify(FORM_PAINT_MARK)});
    if (entry) note('usable', entry.renderTime);
  }).observe({ type: 'element', buffered: true });
  setTimeout(() => reject(new Error('no paint of the sign-in form')), ${WAIT_MS});
})`;

/** The least a page can be: what the emulation and the headers alone cost before a first paint. */
const BLANK_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Fleetvest</title></head><body><p>Fleetvest</p></body></html>';
const FIRST_PAINT = `new Promise((resolve) => new PerformanceObserver((list) => {
  const entry = list.getEntriesByName('first-contentful-paint')[0];
  if (entry) resolve(entry.startTime);
}).observe({ type: 'paint', buffered: true }))`;

/**
 * The dashboard's wallet figure, showing the deposit below: index.html's signed-in skeleton has it
 * before any script (scripts/lib/boot-wallet.ts), and the app's wallet card
 * (src/features/dashboard/WalletCard.tsx) takes its place.
 */
const WALLET_BALANCE = 'output[aria-labelledby="wallet-heading"]';
/** The app's wallet card at work: its Deposit link (the skeleton has no buttons). Reported, no target. */
const DEPOSIT_LINK = 'a[href="/deposit"]';
const APP_MARK = '__appDrawnAt';
const DEPOSIT_NAIRA = 5000;
const DEPOSIT_SHOWN = '5,000.00';
const BALANCE_MARK = '__balanceShownAt';

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Waits for `mark` to be noted in the page and answers its time, from the navigation's start. */
async function markedAt(page: Page, mark: string) {
  await page.waitForFunction((name) => name in window, mark, { timeout: WAIT_MS, polling: 100 });
  return page.evaluate((name) => (window as unknown as Record<string, number>)[name] ?? Number.NaN, mark);
}

/** Navigates and answers the time at which `mark` was noted, and whether the worker answered. */
async function timedVisit(page: Page, url: string, mark: string) {
  const response = await page.goto(url, { waitUntil: 'commit' });
  return { at: await markedAt(page, mark), fromServiceWorker: response?.fromServiceWorker() ?? false };
}

/** Polls from here: the worker registers after the load, once the page is idle. */
async function workerRegistered(tab: BareTab) {
  const deadline = Date.now() + WAIT_MS;
  while (!(await tab.evaluate('navigator.serviceWorker.getRegistration().then((registration) => registration !== undefined)'))) {
    if (Date.now() > deadline) throw new Error('the app registered no service worker');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const printWaterfall = (requests: Map<string, Request>, base: string) => {
  for (const request of [...requests.values()].sort((a, b) => a.start - b.start)) {
    console.log(
      `  ${request.start.toFixed(0).padStart(5)} → ${(request.end?.toFixed(0) ?? '…').padStart(5)} ms ` +
        `${kb(request.bytes ?? 0).padStart(9)} ${String(request.status ?? '').padStart(3)} ${request.encoding ?? '-'} ${request.url.replace(base, '')}`,
    );
  }
};

/** One signed-out visit to /login in a fresh browser context of the bare browser. */
async function loginRun(browser: BareChromium, server: RunningServer, run: number) {
  const tab = await browser.newTab(PHONE_SCREEN);
  try {
    await throttle(tab);
    await acceptGzipOnly(tab);
    const requests = watchRequests(tab);
    // Page times count from the navigation's start, request times from its first request: near enough.
    await tab.open(`${server.url}/login`);
    const { fcp, usable } = (await tab.evaluate(PAINT_TIMES)) as { fcp: number; usable: number };
    // What arrives later (the after-load chunk, the toaster, the icon) is counted in the totals. On a
    // busy CPU the network can idle before that chunk is asked for; it registers the worker.
    await workerRegistered(tab);
    await settled(requests);
    const finished = [...requests.values()].filter((request) => request.end !== undefined);
    const sum = (list: Request[]) => list.reduce((total, request) => total + (request.bytes ?? 0), 0);
    const untilUsable = finished.filter((request) => request.end! <= usable);
    const scriptsAndStyles = finished.filter((request) => request.type === 'Script' || request.type === 'Stylesheet');
    const encodings = [...new Set(scriptsAndStyles.map((request) => request.encoding ?? 'none'))].join(', ');
    console.log(
      `login run ${run}: FCP ${fcp.toFixed(0)} ms, form usable ${usable.toFixed(0)} ms, ` +
        `${kb(sum(untilUsable))} over the wire until usable (${untilUsable.length} requests), ${kb(sum(finished))} in all, ` +
        `JS+CSS ${kb(sum(scriptsAndStyles))} (${scriptsAndStyles.length} files, ${encodings})`,
    );
    if (WATERFALL) printWaterfall(requests, server.url);
    return { fcp, usable, loginBytes: sum(scriptsAndStyles) };
  } finally {
    await tab.close();
  }
}

/**
 * A local server answering every request with BLANK_PAGE and /login's own headers: its security
 * headers decide how the browser sets up the page (Cross-Origin-Opener-Policy gives it a browsing
 * context group and a renderer process of its own), which weighs on the first paint.
 */
async function blankPageServer(loginUrl: string) {
  const login = await fetch(loginUrl);
  await login.arrayBuffer();
  const headers: Record<string, string> = {};
  login.headers.forEach((value, name) => {
    if (!/^(content-(length|encoding)|transfer-encoding|date|connection|keep-alive|vary)$/.test(name)) headers[name] = value;
  });
  const server = createServer((_request, response) => response.writeHead(200, headers).end(BLANK_PAGE));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${address.port}/`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** One visit to the blank page, over the same network and CPU as /login's. */
async function blankRun(browser: BareChromium, url: string) {
  const tab = await browser.newTab(PHONE_SCREEN);
  try {
    await throttle(tab);
    await tab.open(url);
    return (await tab.evaluate(FIRST_PAINT)) as number;
  } finally {
    await tab.close();
  }
}

/**
 * A signed-in customer's /dashboard in a profile of its own (a persistent context, as a phone's
 * browser has, service workers allowed): the first visit, before any worker; then, once the worker
 * the first visit registered is active, the same address again, its shell from the worker's cache.
 */
async function dashboardRun(server: RunningServer, cookies: SessionCookie[], run: number) {
  const profile = mkdtempSync(path.join(tmpdir(), 'fleetvest-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ...PHONE });
  try {
    await context.addCookies(cookies);
    await context.addInitScript(markWhenShown(BALANCE_MARK, WALLET_BALANCE, DEPOSIT_SHOWN));
    await context.addInitScript(markWhenShown(APP_MARK, DEPOSIT_LINK));
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    let requests = watchRequests(cdp);
    const url = `${server.url}/dashboard`;
    const first = await timedVisit(page, url, BALANCE_MARK);
    const firstApp = await markedAt(page, APP_MARK);
    if (WATERFALL) printWaterfall(requests, server.url);
    if (first.fromServiceWorker) throw new Error('the first visit was answered by a service worker: the profile is not fresh');
    // The app registers the worker after the load event; it is active once it has precached the shell.
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    requests = watchRequests(cdp);
    const repeat = await timedVisit(page, url, BALANCE_MARK);
    const repeatApp = await markedAt(page, APP_MARK);
    if (WATERFALL) printWaterfall(requests, server.url);
    if (!repeat.fromServiceWorker || !(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
      throw new Error('the repeat visit was not answered by the service worker');
    }
    console.log(
      `dashboard run ${run}: balance shown ${first.at.toFixed(0)} ms on the first visit (app drawn ${firstApp.toFixed(0)} ms), ` +
        `${repeat.at.toFixed(0)} ms on the repeat visit (app drawn ${repeatApp.toFixed(0)} ms)`,
    );
    return { dashboardFirst: first.at, dashboardRepeat: repeat.at, appFirst: firstApp, appRepeat: repeatApp };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * A customer with money in the wallet, signed in through the API: the cookies the SPA would have
 * after reading the customer, as it does on every dashboard visit. The wallet figure draws from
 * them at once (docs/performance.md, "Chunks, preloads and budgets"); the bench waits for the balance with the deposit.
 */
async function customerCookies(server: RunningServer) {
  const customer = await signedInCustomer(server.url, `bench.load.${Date.now().toString(36)}@example.com`);
  await customer.deposit(DEPOSIT_NAIRA);
  return sessionCookies(server.url, customer.token, await customer.read());
}

/** A row without a target is reported only. */
type Row = { what: string; values: number[]; target?: number; format: (value: number) => string };

function printTable(rows: Row[]) {
  const lines = rows.map(({ what, values, target, format }) => {
    const value = median(values);
    return target === undefined ? [what, format(value), '-', '-'] : [what, format(value), `<= ${format(target)}`, value <= target ? 'yes' : 'NO'];
  });
  console.log(textTable([['what', 'median', 'target', 'meets'], ...lines]));
  return rows.every(({ values, target }) => target === undefined || median(values) <= target);
}

async function main() {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first');
  const server = await startServer(PORT);
  const blank = await blankPageServer(`${server.url}/login`);
  const browser = await launchBareChromium();
  const login: Awaited<ReturnType<typeof loginRun>>[] = [];
  const blankFcp: number[] = [];
  const dashboard: Awaited<ReturnType<typeof dashboardRun>>[] = [];
  try {
    // Taken in turns, so that the machine's moods weigh on both alike.
    for (let run = 1; run <= RUNS; run += 1) {
      login.push(await loginRun(browser, server, run));
      blankFcp.push(await blankRun(browser, blank.url));
    }
    const cookies = await customerCookies(server);
    for (let run = 1; run <= RUNS; run += 1) dashboard.push(await dashboardRun(server, cookies, run));
  } finally {
    await browser.close();
    await blank.stop();
    await server.stop();
  }
  console.log(`\n${NETWORK.latency} ms latency, 400 kbit/s down and up, ${CPU_SLOWDOWN}x CPU slowdown, medians of ${RUNS} runs\n`);
  const met = printTable([
    { what: '/login: form usable', values: login.map((run) => run.usable), target: TARGETS.usable, format: seconds },
    { what: '/login: FCP', values: login.map((run) => run.fcp), target: TARGETS.fcp, format: seconds },
    { what: "a blank page with /login's headers: FCP", values: blankFcp, format: seconds },
    { what: '/login: JS+CSS over the wire, gzip', values: login.map((run) => run.loginBytes), target: TARGETS.loginBytes, format: kb },
    { what: '/dashboard: balance, first visit', values: dashboard.map((run) => run.dashboardFirst), target: TARGETS.dashboardFirst, format: seconds },
    {
      what: '/dashboard: balance, repeat visit (worker)',
      values: dashboard.map((run) => run.dashboardRepeat),
      target: TARGETS.dashboardRepeat,
      format: seconds,
    },
    { what: '/dashboard: app drawn (wallet buttons), first visit', values: dashboard.map((run) => run.appFirst), format: seconds },
    { what: '/dashboard: app drawn (wallet buttons), repeat visit', values: dashboard.map((run) => run.appRepeat), format: seconds },
  ]);
  if (CHECK && !met) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
