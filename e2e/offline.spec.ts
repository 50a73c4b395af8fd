import type { Page } from 'playwright/test';
import { violationsOn } from './support/axe';
import { expect, test } from './support/fixtures';

test.use({ serviceWorkers: 'allow' });

const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline.' });
const walletBalance = (page: Page) => page.getByRole('status', { name: 'Wallet Balance' });
/** '25 Nov 2026, 2:05 PM': the Lagos time the app writes (src/lib/dates.ts). */
const FIGURES_FROM = /^You are offline\. These figures are from \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M\.$/;
/** At 320 px the page does not scroll sideways, and axe finds nothing serious in it. */
const fitsAndPasses = async (page: Page, where: string) => {
  const { width, height } = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${where} at 320 px`).toBeLessThanOrEqual(320);
  expect(await violationsOn(page, where)).toEqual([]);
  await page.setViewportSize({ width, height });
};
const keptCopies = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('offlineSnapshot:'))
      .sort(),
  );

test('offline, the installed app shows the figures kept online, read-only, and refreshes by itself once back', async ({
  page,
  context,
  customer,
  browserProblems,
}) => {
  // The app's reads fail while offline; Chromium logs each as a failed resource.
  browserProblems.allow(/ERR_INTERNET_DISCONNECTED/);
  await customer.setPin('1234');
  await customer.deposit(5000);

  // Online: the dashboard, under the service worker after one reload, then /investments.
  await page.goto('/dashboard');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(walletBalance(page)).toHaveText('₦5,000.00');
  await expect(page.getByRole('list', { name: 'Investments summary' })).toBeVisible();
  await page.goto('/investments');
  const opportunities = page.getByRole('region', { name: 'Opportunities' });
  const planName = (await opportunities.getByRole('heading').first().textContent()) ?? '';
  expect(planName).not.toBe('');
  await expect(page.getByRole('status', { name: 'Payout Balance' })).toHaveText('₦0.00');
  expect(await keptCopies(page)).toEqual(['offlineSnapshot:dashboard', 'offlineSnapshot:investments']);
  await expect(offlineBanner(page)).toHaveCount(0);

  // Offline: both pages open from the kept copies, say so and from when, and money waits.
  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(walletBalance(page)).toHaveText('₦5,000.00');
  await expect(offlineBanner(page)).toHaveText(FIGURES_FROM);
  for (const name of ['Deposit', 'Withdraw']) {
    const button = page.getByRole('button', { name, exact: true });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('You are offline. Deposits and withdrawals need a connection.');
  }
  await fitsAndPasses(page, '/dashboard offline');
  await page.goto('/investments');
  await expect(offlineBanner(page)).toHaveText(FIGURES_FROM);
  await expect(opportunities.getByRole('heading', { name: planName }).first()).toBeVisible();
  const cashout = page.getByRole('button', { name: 'Cashout' });
  await expect(cashout).toBeDisabled();
  await expect(cashout).toHaveAccessibleDescription('You are offline. Cashout needs a connection.');
  await fitsAndPasses(page, '/investments offline');
  await page.goto('/deposit');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expect(page.getByText('You are offline. Deposits need a connection.')).toBeVisible();
  await page.goto('/airtime');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveAccessibleDescription('You are offline. Bill payments need a connection.');

  // Meanwhile the wallet changes on the server; back online the dashboard shows it unasked.
  await page.goto('/dashboard');
  await expect(offlineBanner(page)).toHaveText(FIGURES_FROM);
  await customer.deposit(2500);
  await context.setOffline(false);
  await expect(offlineBanner(page)).toHaveCount(0);
  await expect(walletBalance(page)).toHaveText('₦7,500.00');
  await expect(page.getByRole('link', { name: 'Deposit', exact: true })).toHaveAttribute('href', '/deposit');

  // Signing out removes the kept copies with the rest of local storage.
  await page.getByRole('button', { name: 'Account menu' }).press('Enter');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await keptCopies(page)).toEqual([]);
});
