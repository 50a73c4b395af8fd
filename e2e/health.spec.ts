import { signInWithCookies } from './support/accounts';
import { expect, test } from './support/fixtures';

/*
 * Every test already fails on a console error, an uncaught exception or a CSP violation
 * (support/fixtures.ts). This one walks the screens of the foundation on purpose, and proves the
 * watcher and the server's CSP are real by breaking the policy once.
 */
test('the screens load without console errors or CSP violations, and the CSP is enforced', async ({
  page,
  context,
  request,
  baseURL,
  account,
  browserProblems,
}) => {
  for (const [path, heading] of [
    ['/login', 'Sign In'],
    ['/register', 'Create an account'],
    ['/forgot-password', 'Forgot Password'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await page.goto('/addtohomeinstruction');
  await expect(page.getByRole('heading').first()).toBeVisible();

  await signInWithCookies(context, request, baseURL!, account);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${account.firstname}` })).toBeVisible();
  await page.getByRole('button', { name: 'Hide balance' }).click();
  await expect(page.getByRole('region', { name: 'Wallet Balance' }).locator('output')).toHaveText('****');
  await page.getByRole('button', { name: 'Show balance' }).click();
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('No new notifications')).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  const avatar = page.getByRole('img', { name: 'Profile picture' }).last();
  await expect(avatar).toBeVisible();
  expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the placeholder picture loads').toBe(true);
  // The window load event fetches the toaster; let late requests and chunks finish before judging.
  await page.waitForLoadState('networkidle');
  expect(browserProblems.take()).toEqual([]);

  // An injected inline script must be refused by the server's CSP, and the watcher must see it.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran, 'inline script blocked by CSP').toBe(false);
  await expect.poll(() => browserProblems.take().join('\n')).toMatch(/CSP violation: script-src-elem blocked inline/);
});
