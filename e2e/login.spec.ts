import { signInThroughForm } from './support/accounts';
import { expect, test } from './support/fixtures';
import { appTookOver, toast } from './support/ui';

test('a wrong password shows the server message as a toast and stays on /login', async ({ page, account, browserProblems }) => {
  browserProblems.allow(/status of 422/);
  await page.goto('/login');
  await appTookOver(page);
  await signInThroughForm(page, account.email, 'not the password');
  await expect(toast(page, 'Invalid login details.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // The form is usable again for the next try.
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('userAuth');
});

test('Show/Hide reveals and hides the password', async ({ page }) => {
  await page.goto('/login');
  await appTookOver(page);
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill('secret value');
  await expect(password).toHaveAttribute('type', 'password');
  const toggle = page.getByRole('button', { name: 'Show' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  await toggle.click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveValue('secret value');

  await page.getByRole('button', { name: 'Hide' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await expect(page.getByRole('button', { name: 'Show' })).toHaveAttribute('aria-pressed', 'false');
});

test('Remember Me fills in the sign-in after the session expires and after a sign-out; a sign-in unticked forgets it', async ({
  page,
  account,
  browserProblems,
}) => {
  await page.goto('/login');
  await appTookOver(page);
  const identifier = page.getByRole('textbox', { name: 'Email or Codenumber' });
  const remember = page.getByRole('checkbox', { name: 'Remember Me' });
  await expect(identifier).toHaveValue('');
  await expect(remember).not.toBeChecked();
  await remember.check();
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The server ends the session behind the page's back, as when its 24 hours run out; the
  // dashboard's reads then get the 401s that send the page to /login.
  browserProblems.allow(/status of 401 \(Unauthorized\)/);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'userAuth')?.value;
  expect((await page.request.post('/api/v1/customer/logout', { headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(identifier).toHaveValue(account.email);
  await expect(remember).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');

  const logOut = async () => {
    // From the keyboard: for its first 3 s the 'Login successful' toast (top-right) sits over the button.
    await page.getByRole('button', { name: 'Account menu' }).press('Enter');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  };
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await logOut();
  // Signing out clears local storage (docs/product.md §Flows) but for the remembered identifier.
  await expect(identifier).toHaveValue(account.email);
  await expect(remember).toBeChecked();
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['rememberedUniqueId']);

  // Unticked at a sign-in, it is forgotten.
  await remember.uncheck();
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await logOut();
  await expect(identifier).toHaveValue('');
  await expect(remember).not.toBeChecked();
});
