import type { Page, Route } from 'playwright/test';
import { API_PASSWORD } from './support/accounts';
import { expect, test } from './support/fixtures';
import { mainNav, toast } from './support/ui';

const deleteDialog = (page: Page) => page.getByRole('dialog', { name: 'Delete Account' });

const askToDelete = async (page: Page) => {
  await page.getByRole('list', { name: 'Account actions' }).getByRole('button', { name: 'Delete Account' }).click();
  const dialog = deleteDialog(page);
  await expect(dialog.getByText('This action is irreversible, do you want to continue to delete account?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  return dialog;
};

test('the profile shows the customer and their figures; deleting an empty account leaves for /login for good', async ({ page, customer: { email } }) => {
  await page.goto('/account/profile');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(main.getByText('Bench Mark')).toBeVisible();
  await expect(main.getByText(email)).toBeVisible();
  await expect(main.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', '/avatar.svg');
  const figures = main.getByRole('group', { name: 'Investment summary' });
  await expect(figures.getByRole('definition')).toHaveText(['₦0', '0', '₦0']);

  await askToDelete(page);
  await expect(toast(page, 'Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => ({ cookies: document.cookie, stored: localStorage.length }))).toEqual({ cookies: '', stored: 0 });

  // The login is gone with the account.
  const again = await page.request.post('/api/v1/customer/auth/login', { form: { uniqueid: email, password: API_PASSWORD } });
  expect(again.status()).toBe(422);
});

test("deleting an account with money left shows the server's reason and keeps the customer signed in", async ({ page, customer, browserProblems }) => {
  // The refusal's 422 is logged by Chromium.
  browserProblems.allow(/status of 422/);
  await customer.deposit(5000);
  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();

  const dialog = await askToDelete(page);
  await expect(dialog.getByRole('alert')).toHaveText('Your wallet still holds ₦5000.00. Please withdraw it before deleting your account.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page).toHaveURL(/\/account\/profile$/);
});

test('Customer Service links e-mail, phone and WhatsApp from GET config; the footer names the provider', async ({ page, customer: _signedIn }) => {
  await page.goto('/dashboard');
  await mainNav(page).getByRole('link', { name: 'Help' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Customer Service', level: 1 })).toBeVisible();
  await expect(main.getByRole('link', { name: 'support@fleetvest.ng' })).toHaveAttribute('href', 'mailto:support@fleetvest.ng');
  await expect(main.getByRole('link', { name: '+2348000000000' })).toHaveAttribute('href', 'tel:+2348000000000');
  await expect(main.getByRole('link', { name: 'Send us a message' })).toHaveAttribute('href', 'https://wa.me/2348000000000');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Acme Mobility Ltd' })).toHaveAttribute('href', 'https://provider.example');

  await page.goto('/account/about');
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/account\/about#privacy-policy$/);
  await expect(main.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeFocused();
  await expect(main.getByText(/Nigeria Data Protection Act 2023/).first()).toBeVisible();
  await page.goBack();
  await expect(main.getByRole('heading', { name: 'About', level: 1 })).toBeVisible();
});

test('at 320 px the About pages do not scroll sideways; a token the server ended says the session expired', async ({
  page,
  context,
  request,
  customer: _signedIn,
  browserProblems,
}) => {
  browserProblems.allow(/status of 401/);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const fragment of ['privacy-policy', 'terms-of-service', 'security-and-compliance']) {
    await page.goto(`/account/about#${fragment}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), fragment).toBeLessThanOrEqual(320);
  }

  // Signed out elsewhere (the token revoked), the next call's 401 ends the session here.
  const token = (await context.cookies()).find((cookie) => cookie.name === 'userAuth')?.value;
  const revoked = await request.post('/api/v1/customer/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(revoked.status()).toBe(200);
  await page.goto('/account/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'Your session has expired. Please log in again.')).toBeVisible();
});

/** The profile page's script chunks (its screen and its loader), as the production build names them. */
const PROFILE_CHUNK = /\/assets\/profile-[\w-]+\.js$/;
const notFound = (route: Route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' });

test.describe('a route chunk that fails to load', () => {
  test.beforeEach(async ({ page, customer, browserProblems }) => {
    browserProblems.allow(/status of 404|dynamically imported module|Unable to preload/);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: `Welcome, ${customer.firstname}` })).toBeVisible();
  });

  test('once, as after a new release: the page reloads itself and shows the profile', async ({ page }) => {
    let failures = 0;
    await page.route(PROFILE_CHUNK, async (route) => {
      if (failures++ < 2) return notFound(route);
      return route.continue();
    });
    // Gone after a reload: proof the page reloaded rather than retried in place.
    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    await mainNav(page).getByRole('link', { name: 'Account' }).click();
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    expect(failures).toBeGreaterThan(1);
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
  });

  test('for good: one reload, then the fallback with Retry, which recovers once the chunk is back', async ({ page }) => {
    let loads = 0;
    page.on('load', () => loads++);
    await page.route(PROFILE_CHUNK, notFound);
    await mainNav(page).getByRole('link', { name: 'Account' }).click();
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Part of the app could not be downloaded. Check your connection and reload the page.');
    const settled = loads;
    expect(settled).toBeGreaterThanOrEqual(1);

    await page.unroute(PROFILE_CHUNK);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Retry' }).click()]);
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    // The guard stopped the reloads: Retry's is the only one since the fallback showed.
    expect(loads).toBe(settled + 1);
  });
});
