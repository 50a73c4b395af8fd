import type { BrowserContext } from 'playwright/test';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 375, height: 740 } });

/** Holds every request matching `pattern` until the returned function is called. */
const hold = async (context: BrowserContext, pattern: string | RegExp) => {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
};

test('a signed-out visitor waits on the sign-in card', async ({ page, context }) => {
  const release = await hold(context, '**/assets/loginPage-*.js');
  // Module scripts hold up DOMContentLoaded: wait for the response only.
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.locator('.boot-out')).toBeVisible();
  await expect(page.locator('.boot-in')).toBeHidden();
  release();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});

test('a signed-in customer waits on the signed-in frame in the shape of the dashboard, then gets the wallet before slow reads answer', async ({
  page,
  context,
  customer: account,
}) => {
  // The customer as this device last saw them: a balance the server no longer has.
  const [kept] = (await context.cookies()).filter((cookie) => cookie.name === 'user');
  const customer = JSON.parse(decodeURIComponent(kept!.value)) as Record<string, unknown>;
  await context.addCookies([{ ...kept!, value: encodeURIComponent(JSON.stringify({ ...customer, ngnbalance: '1234.5' })) }]);
  const releaseChunk = await hold(context, '**/assets/home-*.js');
  const releaseReads = await hold(context, /\/api\/v1\/customer(\/funding\/fetchrecent)?$/);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  // The inline script ran (the CSP allowed it: a violation fails every test) and chose the frame.
  await expect(page.locator('html')).toHaveClass('signed-in at-home');
  await expect(page.locator('.boot-out')).toBeHidden();
  await expect(page.locator('.boot-bar')).toContainText('Fleetvest');
  await expect(page.locator('.boot-home p i')).toHaveCount(3);
  for (const part of await page.locator('.boot-home p i').all()) await expect(part).toBeVisible();
  // Before any of the app's scripts, the skeleton shows the balance the device kept.
  await expect(page.locator('.boot-wallet')).toHaveText('Wallet Balance₦1,234.50');

  releaseChunk();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: `Welcome, ${account.firstname}` })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Deposit' })).toBeVisible();
  // The customer read is held with the history, so the app shows the kept balance too, for now.
  await expect(main.getByRole('status', { name: 'Wallet Balance' })).toHaveText('₦1,234.50');
  await expect(main.locator('[aria-busy="true"]')).toBeVisible();
  await expect(main.getByRole('region', { name: 'History' })).toHaveCount(0);
  await expect(page.locator('.boot')).toHaveCount(0);

  releaseReads();
  await expect(main.getByRole('region', { name: 'History' })).toBeVisible();
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(main.getByRole('status', { name: 'Wallet Balance' })).toHaveText('₦0.00');
});

test("moving to a page whose data is slow shows that page's own skeleton inside the frame", async ({ page, context, customer: account }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${account.firstname}` })).toBeVisible();

  const release = await hold(context, '**/api/v1/customer/funding/fetchall*');
  await page.getByRole('link', { name: 'See more' }).click();
  const skeleton = page.getByRole('main').locator('[aria-busy="true"]');
  await expect(skeleton).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Fleetvest' })).toBeVisible();
  // A list: rows with a round icon each, like the transactions that are coming.
  const roundIcons = await skeleton
    .locator('span[aria-hidden="true"]')
    .evaluateAll((blocks) => blocks.filter((block) => getComputedStyle(block).borderRadius === '50%').length);
  expect(roundIcons).toBeGreaterThanOrEqual(5);
  release();
  await expect(page.getByRole('heading', { name: 'All Transactions' })).toBeVisible();
  await expect(skeleton).toHaveCount(0);
});
