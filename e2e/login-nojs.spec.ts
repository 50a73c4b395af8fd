import type { Browser } from 'playwright/test';
import { apiAccount } from './support/accounts';
import { expect, test } from './support/fixtures';
import { appTookOver } from './support/ui';

const DAY_S = 24 * 60 * 60;

/** A browser that runs no JavaScript at all, as on a customer's phone before the app's scripts arrive. */
const withoutJavaScript = async (browser: Browser, baseURL: string) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  return { context, page: await context.newPage() };
};

test('with JavaScript off, the sign-in form signs in; the dashboard then opens on its cookies', async ({ browser, baseURL }) => {
  // Its own customer: sign-ins are limited per account, and the shared one signs in all the time.
  const account = await apiAccount(baseURL!, 'nojs.login');
  const { context, page } = await withoutJavaScript(browser, baseURL!);
  try {
    const response = await page.goto('/login');
    expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email or Codenumber' }).fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('checkbox', { name: 'Remember Me' }).check();
    // Show needs JavaScript: without it, it is not offered.
    await expect(page.getByRole('button', { name: 'Show' })).toBeHidden();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const cookies = await context.cookies();
    const now = Date.now() / 1000;
    for (const name of ['userAuth', 'user']) {
      const cookie = cookies.find((candidate) => candidate.name === name);
      expect(cookie, name).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false, secure: false });
      expect(cookie!.expires).toBeGreaterThan(now + DAY_S - 60);
      expect(cookie!.expires).toBeLessThan(now + DAY_S + 60);
    }

    // The same cookies in a browser that runs the app: it is signed in, and Remember Me took.
    const withJs = await browser.newContext({ baseURL });
    try {
      await withJs.addCookies(cookies);
      const dashboard = await withJs.newPage();
      await dashboard.goto('/dashboard');
      await expect(dashboard.getByRole('heading', { name: `Welcome, ${account.firstname}` })).toBeVisible();
      expect(await dashboard.evaluate(() => localStorage.getItem('rememberedUniqueId'))).toBe(account.email);
      expect((await withJs.cookies()).map((cookie) => cookie.name)).not.toContain('rememberedUniqueId');
      // Signed in, / goes on to the dashboard.
      await dashboard.goto('/');
      await expect(dashboard).toHaveURL(/\/dashboard$/);
    } finally {
      await withJs.close();
    }
  } finally {
    await context.close();
  }
});

test('with JavaScript off, a wrong password shows the server’s message in the form, the identifier kept', async ({ browser, baseURL, account }) => {
  const { context, page } = await withoutJavaScript(browser, baseURL!);
  try {
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Email or Codenumber' }).fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid login details.');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('textbox', { name: 'Email or Codenumber' })).toHaveValue(account.email);
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('userAuth');
  } finally {
    await context.close();
  }
});

test('text typed into the pre-rendered form before the JavaScript arrives survives the takeover, focus too', async ({ page, account }) => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/loginPage-[\w-]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const identifier = page.getByRole('textbox', { name: 'Email or Codenumber' });
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await identifier.fill(account.email);
  await password.click();
  await page.keyboard.type(account.password.slice(0, 4));
  // Show works before the app, by the page's own small script.
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await password.focus();
  await expect(page.locator('#root > .boot')).toBeAttached();

  release();
  await appTookOver(page);
  await expect(identifier).toHaveValue(account.email);
  await expect(password).toHaveValue(account.password.slice(0, 4));
  await expect(password).toBeFocused();
  await page.keyboard.type(account.password.slice(4));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${account.firstname}` })).toBeVisible();
});
