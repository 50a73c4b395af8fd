import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium';
import { freePort, startServer, type RunningServer } from '../scripts/lib/server-process';
import { expect, test } from './support/fixtures';
import { buildRelease, entryScript } from './support/release';

test.use({ serviceWorkers: 'allow' });

const DIST = path.join(import.meta.dirname, '..', 'dist');
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

/** Opens /login, waits for the service worker to be active, and reloads so that it controls the page. */
const underServiceWorker = async (page: Page, url = '/login') => {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(new URL(scriptUrl!).pathname).toBe('/service-worker.js');
  expect(await page.evaluate(() => navigator.serviceWorker.controller), 'no control before a reload').toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(scriptUrl);
};

test('the manifest is complete and its icons are ours', async ({ page }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(href!);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Fleetvest',
    short_name: 'Fleetvest',
    start_url: '/dashboard',
    display: 'standalone',
    theme_color: '#075c40',
    background_color: '#f3f5f7',
  });
  const icons = (manifest.icons as { src: string; sizes: string; purpose: string }[]).map(({ sizes, purpose }) => `${sizes} ${purpose}`);
  expect(icons).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
    const file = await page.request.get(icon.src);
    expect(file.headers()['content-type']).toBe(icon.type);
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }
});

test('Chromium finds the app installable', async ({ baseURL }) => {
  // Test contexts are incognito, where nothing installs: a profile of its own, as a customer has.
  const profile = mkdtempSync(path.join(tmpdir(), 'fleetvest-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    const cdp = await context.newCDPSession(page);
    const parsed = await cdp.send('Page.getAppManifest');
    expect(parsed.errors, 'Chromium parses the manifest without complaint').toEqual([]);
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((error) => error.errorId)).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the service worker controls the page after one reload, precaches the shell only, and falls back to it for client routes', async ({
  page,
  context,
  browserProblems,
}) => {
  await underServiceWorker(page);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached).toContain('/login.html');
  expect(cached).toContain('/manifest.webmanifest');
  expect(cached.filter((url) => url.startsWith('/assets/')).length, 'every chunk').toBeGreaterThan(40);
  expect(cached.filter((url) => /^\/(api|sandbox)\/|service-worker/.test(url))).toEqual([]);

  // With the network gone, a client route still opens from the precached shell and chunks...
  await context.setOffline(true);
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  // ...and /login and / from the pre-rendered sign-in page, whose form works before the app does...
  for (const url of ['/login', '/']) {
    const response = await page.goto(url);
    expect(response?.fromServiceWorker(), url).toBe(true);
    expect(await response?.text(), url).toContain('<form method="post" action="/login">');
  }
  // ...while the API and the sandbox pages are never answered by it.
  browserProblems.allow(/ERR_INTERNET_DISCONNECTED/);
  await expect(page.goto('/sandbox/mailbox')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(false);
  const api = await page.goto('/api/v1/customer/auth/fetchctimes');
  expect(api?.headers()['content-type']).toContain('application/json');
  expect(api?.fromServiceWorker()).toBe(false);
});

test('a new release shows the update prompt, asks before a reload would clear a form, and Reload brings it in', async ({ page }) => {
  // A whole production build and two server starts, on a machine the suite shares.
  test.setTimeout(240_000);
  const next = mkdtempSync(path.join(tmpdir(), 'fleetvest-release-'));
  const nextName = 'e2e-next';
  const built = buildRelease(next, nextName);
  // Awaited below, once release 1 is installed; until then a failure must not go unhandled.
  built.catch(() => undefined);
  // A worker's scope is its origin: release 2 is served on the same port, by a server of its own
  // (a running one keeps the pages and CSP hashes it read at start), while dist/ stays as it is.
  const port = await freePort();
  let server: RunningServer | undefined = await startServer(port);
  try {
    await underServiceWorker(page, `${server.url}/login`);
    await built;
    // The page is /login: the sign-in page's own entry.
    const nextEntry = entryScript(next, 'login.html');
    expect(nextEntry, 'the two builds differ').not.toBe(entryScript(DIST, 'login.html'));
    await server.stop();
    server = undefined;
    server = await startServer(port, { DIST_DIR: next });

    const login = page.getByLabel('Email or Codenumber');
    await login.fill('ada@example.ng');
    await page.evaluate(async () => void (await (await navigator.serviceWorker.ready).update()));
    const prompt = page.getByRole('status', { name: 'A new version is available' });
    await expect(prompt).toContainText('A new version is available');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect(prompt).toContainText('Reloading now clears the form you are filling in.');
    await prompt.getByRole('button', { name: 'Keep editing' }).click();
    await expect(login).toHaveValue('ada@example.ng');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await prompt.getByRole('button', { name: 'Reload anyway' }).click();
    await expect(login).toHaveValue('');
    await expect(prompt).toBeHidden();
    await expect(page.locator('script[type="module"]'), 'the page runs the new entry').toHaveAttribute('src', nextEntry);
    const served = await page.evaluate(async (src) => (await fetch(src)).text(), nextEntry);
    expect(served.startsWith(`/*! Fleetvest release ${nextName} */`), 'the new release, stamped').toBe(true);
  } finally {
    await server?.stop();
    rmSync(next, { recursive: true, force: true });
  }
});

test.describe('on a 375 px iPhone', () => {
  test.use({ viewport: { width: 375, height: 740 }, userAgent: IPHONE_UA, isMobile: true, hasTouch: true });

  test('the banner leads to the instructions, and Dismiss hides it for 14 days', async ({ page }) => {
    await page.goto('/login');
    const banner = page.getByRole('region', { name: 'Install the app' });
    await expect(banner).toContainText('Add this website to your home screen');
    await banner.getByRole('button', { name: 'See How' }).click();
    await expect(page).toHaveURL('/addtohomeinstruction');
    await expect(page.getByRole('heading', { name: 'Add to Home Screen' })).toBeVisible();
    await expect(page.getByRole('listitem').nth(1).locator('svg')).toBeVisible();
    await expect(banner, 'not over the instructions themselves').toBeHidden();

    await page.goBack();
    await expect(banner).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 740 });
    await expect(banner, 'only up to 768 px').toBeHidden();
    await page.setViewportSize({ width: 768, height: 740 });
    await expect(banner).toBeVisible();
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(banner.getByRole('button', { name: 'Dismiss' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll at 320 px').toBeLessThanOrEqual(320);

    const before = Date.now();
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toBeHidden();
    const until = Number(await page.evaluate(() => localStorage.getItem('installBannerSnoozedUntil')));
    expect(until).toBeGreaterThanOrEqual(before + 14 * DAY_MS);
    expect(until).toBeLessThanOrEqual(Date.now() + 14 * DAY_MS);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(banner).toBeHidden();

    // Fourteen days on, it is back.
    await page.clock.install({ time: until + 1000 });
    await page.reload();
    await expect(banner).toBeVisible();
  });
});

test.describe('on an Android phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, userAgent: ANDROID_UA, isMobile: true, hasTouch: true });

  test("Install shows the browser's own offer", async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    const banner = page.getByRole('region', { name: 'Install the app' });
    // The browser's offer, stubbed: headless Chromium never makes one.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          document.documentElement.dataset.prompted = String(Number(document.documentElement.dataset.prompted ?? 0) + 1);
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      dispatchEvent(offer);
    });
    await expect(banner).toContainText('Install our app!');
    await banner.getByRole('button', { name: 'Install' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-prompted', '1');
    await expect(banner, 'an offer is good for one prompt').toBeHidden();
  });
});
