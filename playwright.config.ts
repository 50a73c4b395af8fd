import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium';

const PORT = Number(process.env.E2E_PORT ?? 8181);
// One fresh embedded database per run; workers inherit the variable so they agree on it.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'fleetvest-e2e-'));

/** The real server with sandbox providers, serving the production build from dist/, in Chromium. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    // Route handlers cannot see what a service worker fetches, and each new context would
    // precache the whole build: the worker runs only in the specs that test it (e2e/pwa.spec.ts).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `http://127.0.0.1:${PORT}/api/v1/customer/auth/fetchctimes`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // No PUBLIC_URL: the checkout sends the browser back to the address it came from (127.0.0.1,
      // where the tests browse), as for anyone who runs the app without configuring it.
      DATA_DIR: process.env.E2E_DATA_DIR,
      PROVIDER_NAME: 'Acme Mobility Ltd',
      PROVIDER_URL: 'https://provider.example',
      LOG_LEVEL: 'warn',
      // Every spec's pages report field metrics from this one address; the default ceiling (60 a
      // minute) would refuse the test that checks them.
      VITALS_PER_MINUTE: '100000',
      // A plan period lasts this many seconds, so investments start and pay out within a test.
      PERIOD_SECONDS: '8',
    },
  },
});
