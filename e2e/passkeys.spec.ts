import type { BrowserContext, Page } from 'playwright/test';
import { expect, test } from './support/fixtures';
import { toast } from './support/ui';

/**
 * Passkeys with Chromium's virtual authenticator (DevTools' WebAuthn domain): a platform
 * authenticator (internal transport) that keeps resident keys and verifies its user. WebAuthn takes
 * no IP address as a relying party, so this spec browses the server as localhost.
 */
test.use({ viewport: { width: 375, height: 740 }, baseURL: `http://localhost:${process.env.E2E_PORT ?? 8181}` });

const addAuthenticator = async (context: BrowserContext, page: Page) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
};

const logOut = async (page: Page) => {
  // From the keyboard: a toast at the top right may sit over the menu's button.
  const menu = page.getByRole('button', { name: 'Account menu' });
  const logOutButton = page.getByRole('button', { name: 'Log Out' });
  // The menu may still be taking its place after the page changed: open it until it shows.
  await expect(async () => {
    if (!(await logOutButton.isVisible())) await menu.press('Enter');
    await expect(logOutButton).toBeVisible({ timeout: 1000 });
  }).toPass();
  await logOutButton.click();
  await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Logout' }).click();
};

test('a passkey added on Security signs in through the autofill, approves an airtime purchase, and once removed the password is asked for', async ({
  page,
  context,
  customer,
  browserProblems,
}) => {
  await customer.setPin('1234');
  await customer.deposit(5000);
  const authenticator = await addAuthenticator(context, page);

  // Add a passkey on Security: the password and the PIN, then the authenticator makes it.
  await page.goto('/account/security');
  const section = page.getByRole('region', { name: 'Use fingerprint or face to sign in and approve payments' });
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  const adding = page.getByRole('dialog', { name: 'Add a passkey' });
  await adding.getByLabel('Password', { exact: true }).fill(customer.password);
  await adding.getByRole('textbox', { name: 'PIN' }).fill('1234');
  await adding.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page, /^Passkey added\./)).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveCount(1);
  await expect(section.getByRole('listitem')).toContainText('Not used yet');
  expect(await authenticator.credentials()).toHaveLength(1);
  // No sideways scroll at the narrowest phone width.
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 375, height: 740 });

  // Signed out, the e-mail field offers the passkey; the authenticator answers the autofill's request.
  // Nothing is clicked on the sign-in page: the autofill's request alone signs in.
  const passkeySignIn = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/customer/auth/passkey');
  await logOut(page);
  expect((await passkeySignIn).status()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page, 'Login successful')).toBeVisible();

  // Airtime approved with the passkey instead of the PIN.
  await page.goto('/airtime');
  await page.getByRole('combobox', { name: 'Network' }).selectOption({ label: 'MTN' });
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('08031234567');
  await page.getByRole('textbox', { name: 'Amount' }).fill('500');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/review\/airtime$/);
  await page.getByRole('button', { name: 'Proceed' }).click();
  const pinDialog = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Enter PIN' }) });
  await pinDialog.getByRole('button', { name: 'Approve with fingerprint' }).click();
  await expect(page).toHaveURL(/\/utilitybills$/);
  await expect(toast(page, 'Your purchase of ₦500.00 MTN airtime for 08031234567 was successful.')).toBeVisible();

  // Removed on Security, the passkey signs in no more: the sign-in page asks for the password.
  await page.goto('/account/security');
  await expect(section.getByRole('listitem')).toContainText('Last used');
  await section.getByRole('button', { name: 'Remove Passkey' }).click();
  await page.getByRole('dialog', { name: 'Remove this passkey?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Passkey removed.')).toBeVisible();
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  // This device no longer offers it in the autofill; the authenticator still holds the key and
  // answers the button: the server refuses it.
  browserProblems.allow(/status of 422/);
  await logOut(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('textbox', { name: 'Email or Codenumber' })).toHaveAttribute('autocomplete', 'username webauthn');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(toast(page, 'We could not sign you in with this passkey. Please sign in with your password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'Email or Codenumber' }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
