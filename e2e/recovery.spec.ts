import { apiAccount, signInThroughForm } from './support/accounts';
import { expect, test } from './support/fixtures';
import { readOtp } from './support/mailbox';
import { toast, typeOtp } from './support/ui';

const NEW_PASSWORD = 'a brand new secret 7';

test('a customer resets a forgotten password with the mailed OTP; only the new password signs in', async ({ page, context, baseURL, browserProblems }) => {
  const account = await apiAccount(baseURL!, 'recover');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('button', { name: 'Send Code' }).click();

  await expect(page).toHaveURL(/\/forgot-password\/otp$/);
  await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
  await typeOtp(page, await readOtp(context, account.email, 'reset'));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/forgot-password\/otp\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New Password' }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toast(page, 'Password reset successfully. Please sign in with your new password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works (Chromium logs the 422 of that call).
  browserProblems.allow(/status of 422/);
  await signInThroughForm(page, account.email, account.password);
  await expect(toast(page, 'Invalid login details.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${account.firstname}` })).toBeVisible();
});
