import type { Page } from 'playwright/test';
import { signInWithCookies } from './support/accounts';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 375, height: 740 } });

/** Deposits through the sandbox checkout opened from `origin`, and pays. */
const payAt = async (page: Page, origin: string) => {
  await page.goto(`${origin}/deposit`);
  await page.getByRole('textbox', { name: 'Amount' }).fill('1200');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL((url) => url.origin === origin && url.pathname.startsWith('/sandbox/checkout/'));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
};

// The end-to-end server runs without PUBLIC_URL, like a first `npm start`.
for (const host of ['127.0.0.1', 'localhost']) {
  test(`opened at ${host}, the sandbox checkout sends the customer back there, still signed in`, async ({ page, context, request, baseURL, customer }) => {
    const origin = baseURL!.replace('127.0.0.1', host);
    // Cookies belong to a host: the customer signs in where this test opens the app.
    await signInWithCookies(context, request, origin, customer);
    await payAt(page, origin);
    await expect(page).toHaveURL((url) => url.origin === origin && url.pathname === '/verifypaymentfunding');
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '₦1,200.00' })).toBeVisible();
  });
}

test('the favicon is served at /favicon.ico too, where pages without an icon link look for it', async ({ request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  // An ICO file: reserved 0, type 1, then its images.
  const bytes = await icon.body();
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).toEqual([0, 1, 3]);
});

test("the footer's 'Powered by' links to the provider from configuration, fetched only once signed in", async ({
  page,
  context,
  request,
  baseURL,
  account,
}) => {
  const configCalls: string[] = [];
  page.on('request', (call) => {
    if (new URL(call.url()).pathname === '/api/v1/config') configCalls.push(page.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(configCalls, 'the sign-in page does not wait for it').toEqual([]);

  await signInWithCookies(context, request, baseURL!, account);
  await page.goto('/dashboard');
  const provider = page.getByRole('contentinfo').getByRole('link', { name: 'Acme Mobility Ltd' });
  await expect(provider).toHaveAttribute('href', 'https://provider.example');
  await expect(page.getByRole('contentinfo')).toHaveText('© 2024 Powered by Acme Mobility Ltd');
  await page.getByRole('link', { name: 'See more' }).click();
  await expect(page.getByRole('heading', { name: 'All Transactions' })).toBeVisible();
  await expect(provider).toBeVisible();
  expect(configCalls).toHaveLength(1);
});

test('Add to Home Screen lists its steps in order, with the icons they name inline, and Back below them', async ({ page }) => {
  await page.goto('/addtohomeinstruction');
  const steps = page.getByRole('list').getByRole('listitem');
  await expect(steps).toHaveText([
    'Open this page in Safari.',
    'Tap the Share icon at the bottom of the screen.',
    'Scroll down and tap Add to Home Screen.',
    'Tap Add in the top-right corner.',
  ]);
  expect(await page.getByRole('list').evaluate((list) => list.tagName)).toBe('OL');
  for (const step of [1, 2]) expect(await steps.nth(step).locator('svg').count()).toBe(1);
  const lastStep = (await steps.last().boundingBox())!;
  const back = (await page.getByRole('link', { name: 'Back' }).boundingBox())!;
  expect(back.y).toBeGreaterThanOrEqual(lastStep.y + lastStep.height);
});
