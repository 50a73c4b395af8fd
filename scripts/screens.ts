import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { expect } from 'playwright/test';
import { chromium, request as playwrightRequest, type APIRequestContext, type Browser, type BrowserContext, type Page } from 'playwright';
import sharp from 'sharp';
import { API_PASSWORD } from '../e2e/support/accounts';
import { appRoutes, type AppRoute } from '../e2e/support/routes';
import {
  customerWithData,
  openLoaded,
  putFlowsAtTheirLastStep,
  signedInStates,
  signedOutStates,
  signInAs,
  type CustomerWithData,
  type PageState,
} from '../e2e/support/sweep';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { freePort, startServer } from './lib/server-process';

/**
 * `npm run screens`: every page of the app, and the menus, dialogs and later steps the e2e sweeps
 * open, photographed whole at 375 and 1280 px into `screens/` (or `--out DIR`), signed out and as a
 * customer with a balance, investments paying out, transactions and a PIN (each run replaces the
 * 375/ and 1280/ folders there). The real server serves the production build in dist/ with
 * sandbox providers and a fresh embedded database, thrown away afterwards; the customer is made
 * through the real API, as the e2e sweeps make theirs.
 * `--readme` takes only the README's pictures instead: a phone's first screen of a few pages, as
 * small WebP files in docs/screens/ (committed; run it again when the look changes).
 */
const USAGE = 'usage: npm run screens [-- --out DIR] | npm run screens -- --readme';
const WIDTHS = [375, 1280] as const;
const ROOT = path.join(import.meta.dirname, '..');
const README_DIR = path.join(ROOT, 'docs', 'screens');
/** Fills the electricity form as a customer would, up to a verified meter and an amount (the sandbox verifies this meter). */
const electricityFilledIn = async (page: Page): Promise<void> => {
  await page.getByRole('combobox', { name: 'Provider' }).selectOption({ label: 'Ikeja' });
  await page.getByRole('textbox', { name: 'Meter Number' }).fill('45012345678');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('status', { name: 'Customer Name' })).not.toBeEmpty();
  await page.getByRole('textbox', { name: 'Amount' }).fill('5000');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
};

/** What a newcomer sees first in the README, left to right: the way in, the home, what to invest in, a bill. */
const README_SHOTS: { file: string; route: string; signedIn: boolean; fill?: (page: Page) => Promise<void> }[] = [
  { file: 'sign-in', route: '/_auth/login', signedIn: false },
  { file: 'dashboard', route: '/_app/dashboard', signedIn: true },
  { file: 'plans', route: '/_app/investment/plans', signedIn: true },
  { file: 'electricity', route: '/_app/electricty', signedIn: true, fill: electricityFilledIn },
];
/** Above this a README picture is worth making smaller (a page of the README loads them all). */
const README_BYTES = 40 * 1024;
/** One period of a plan, in seconds: investments start paying within the run, and last beyond it. */
const PERIOD_SECONDS = 10;
const PROFILE = { firstname: 'Adaeze', lastname: 'Okafor', dob: '14-Feb-1991', address: '12 Admiralty Way, Lekki Phase 1' };

type Options = { out: string; readme: boolean };

const options = (): Options | string => {
  try {
    const { values } = parseArgs({ options: { out: { type: 'string' }, readme: { type: 'boolean', default: false } }, strict: true });
    if (values.readme && values.out) return '--readme writes docs/screens/ only; it takes no --out';
    return { out: path.resolve(values.out ?? path.join(ROOT, 'screens')), readme: values.readme };
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

/** 'investment-plans' for '/investment/plans', 'index' for '/'; a state's words likewise. */
const slug = (words: string): string =>
  words
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'index';

/** Waits for what loads after the page has shown itself: pictures and fonts. */
const settled = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const loaded = (image: HTMLImageElement) =>
      new Promise((done) => {
        image.addEventListener('load', done, { once: true });
        image.addEventListener('error', done, { once: true });
      });
    await Promise.all([...document.images].filter((image) => !image.complete).map(loaded));
  });

/** The customer's token from the real sign-in, for the calls the sweep's customer does not make. */
const tokenOf = async (api: APIRequestContext, email: string): Promise<string> => {
  const answer = await api.post('/api/v1/customer/auth/login', { form: { uniqueid: email, password: API_PASSWORD } });
  if (!answer.ok()) throw new Error(`sign-in: ${answer.status()} ${await answer.text()}`);
  return String((await answer.json()).token);
};

/** A customer named like one, whose investments have started paying. */
async function seededCustomer(api: APIRequestContext, baseURL: string): Promise<CustomerWithData> {
  const customer = await customerWithData(api, baseURL, 'screens');
  const headers = { authorization: `Bearer ${await tokenOf(api, customer.email)}` };
  const renamed = await api.post('/api/v1/customer/updateprofile', { headers, data: PROFILE });
  if (!renamed.ok()) throw new Error(`updateprofile: ${renamed.status()} ${await renamed.text()}`);
  const deadline = Date.now() + 6 * PERIOD_SECONDS * 1000;
  for (;;) {
    const { data } = (await (await api.get('/api/v1/customer/investment/fetchall', { headers })).json()) as { data: { payoutsmade: number }[] };
    if (data.length > 0 && data.every((investment) => investment.payoutsmade > 0)) return customer;
    if (Date.now() > deadline) throw new Error('the investments made no payout in time');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * A browser context for the pictures. tsx keeps function names by wrapping functions in a
 * `__name` helper, and Playwright sends a page.evaluate function's source as it is: the pages get
 * a helper that does nothing, so the e2e sweeps' steps run here as they do under Playwright Test.
 */
async function screenContext(browser: Browser, baseURL: string, width: number): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 768 ? 740 : 800 },
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  await context.addInitScript('globalThis.__name = (target) => target;');
  return context;
}

/** Photographs every page and state at one width, signed out then signed in, into out/WIDTH/. */
async function everyScreen(browser: Browser, api: APIRequestContext, baseURL: string, customer: CustomerWithData, width: number, out: string) {
  const context = await screenContext(browser, baseURL, width);
  const page = await context.newPage();
  const shoot = async (folder: string, name: string) => {
    await settled(page);
    const file = path.join(out, String(width), folder, `${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(path.relative(ROOT, file));
  };
  const routes = (except: AppRoute['audience']) => appRoutes().filter((route) => route.audience !== except);
  const states = async (folder: string, list: PageState[]) => {
    for (const state of list) {
      await state.open(page);
      await shoot(folder, slug(state.where));
    }
  };

  await putFlowsAtTheirLastStep(context);
  for (const route of routes('signed-in')) {
    await openLoaded(page, route);
    await shoot('signed-out', slug(route.path));
  }
  await states('signed-out', signedOutStates());

  await signInAs(context, api, baseURL, customer);
  for (const route of routes('signed-out')) {
    await openLoaded(page, route, customer.searches[route.id]);
    await shoot('signed-in', slug(route.path));
  }
  await states('signed-in', signedInStates(width));
  await context.close();
}

/** The README's pictures: a phone's first screen of each, as WebP. */
async function readmeScreens(browser: Browser, api: APIRequestContext, baseURL: string, customer: CustomerWithData) {
  const context = await screenContext(browser, baseURL, 375);
  const page = await context.newPage();
  const byId = new Map(appRoutes().map((route) => [route.id, route]));
  mkdirSync(README_DIR, { recursive: true });
  let signedIn = false;
  for (const shot of README_SHOTS) {
    if (shot.signedIn !== signedIn) {
      if (signedIn) throw new Error('README_SHOTS lists the signed-out pages first');
      await signInAs(context, api, baseURL, customer);
      signedIn = true;
    }
    await openLoaded(page, byId.get(shot.route)!);
    await shot.fill?.(page);
    await settled(page);
    const file = path.join(README_DIR, `${shot.file}.webp`);
    await sharp(await page.screenshot())
      .webp({ quality: 70, effort: 6 })
      .toFile(file);
    const bytes = statSync(file).size;
    console.log(`${path.relative(ROOT, file)} ${(bytes / 1024).toFixed(1)} KB${bytes > README_BYTES ? ` (over ${README_BYTES / 1024} KB)` : ''}`);
  }
  await context.close();
}

async function main(): Promise<number> {
  const chosen = options();
  if (typeof chosen === 'string') {
    console.error(`${chosen}\n${USAGE}`);
    return 2;
  }
  if (!existsSync(path.join(ROOT, 'dist', 'index.html'))) {
    console.error('dist/ is missing: run `npm run build` first');
    return 1;
  }
  // Sandbox everything and a fresh embedded database, whatever this shell has configured.
  const server = await startServer(await freePort(), {
    DIST_DIR: path.join(ROOT, 'dist'),
    DATABASE_URL: '',
    REDIS_URL: '',
    MAIL_PROVIDER: 'sandbox',
    PAYMENT_PROVIDER: 'sandbox',
    VTU_PROVIDER: 'sandbox',
    PERIOD_SECONDS: String(PERIOD_SECONDS),
  });
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const customer = await seededCustomer(api, server.url);
    if (chosen.readme) {
      await readmeScreens(browser, api, server.url, customer);
    } else {
      for (const width of WIDTHS) {
        // Its own folders only: a page removed from the app leaves no stale picture behind.
        rmSync(path.join(chosen.out, String(width)), { recursive: true, force: true });
        await everyScreen(browser, api, server.url, customer, width, chosen.out);
      }
    }
    return 0;
  } finally {
    await browser.close();
    await api.dispose();
    await server.stop();
  }
}

process.exitCode = await main();
