import { uniqueEmail, signInThroughForm } from './support/accounts';
import { expect, test } from './support/fixtures';
import { readCodeNumber, readOtp } from './support/mailbox';
import { otpBoxes, toast, typeOtp } from './support/ui';

const PASSWORD = 'correct horse 42';

test('a visitor registers through every screen, signs in with the e-mail, logs out and signs in with the code number', async ({ page, context }) => {
  const email = uniqueEmail('register');

  // Email and password.
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();

  // OTP from the mailbox; the resend waits its minute.
  await expect(page).toHaveURL(/\/register\/otp$/);
  await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
  await expect(page.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
  // The password waits for Resend in this tab's session storage only, never in local storage.
  const passwordKept = () =>
    page.evaluate(
      (password) => [
        Object.values({ ...localStorage })
          .join()
          .includes(password),
        Object.values({ ...sessionStorage })
          .join()
          .includes(password),
      ],
      PASSWORD,
    );
  expect(await passwordKept()).toEqual([false, true]);
  await typeOtp(page, await readOtp(context, email));
  await page.getByRole('button', { name: 'Verify' }).click();

  // Personal details; the password is gone with the code screen.
  await expect(page).toHaveURL(/\/register\/otp\/details$/);
  await expect(page.getByRole('heading', { name: 'Personal Details' })).toBeVisible();
  await expect.poll(passwordKept).toEqual([false, false]);
  await page.getByRole('textbox', { name: 'First Name' }).fill('Adaeze');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Okafor');
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('08031234567');
  const location = page.getByRole('combobox', { name: 'Location' });
  await expect(location.locator('option').first()).toHaveText('Select your state');
  await location.selectOption('Lagos');
  await page.getByRole('textbox', { name: 'Address' }).fill('12 Marina Road');
  await page.getByRole('textbox', { name: 'City' }).fill('Ikeja');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Time frame of the confirmation call.
  await expect(page).toHaveURL(/\/register\/otp\/details\/time$/);
  await expect(page.getByRole('heading', { name: 'Confirmation Call' })).toBeVisible();
  await page.getByRole('group', { name: 'Time frame' }).getByRole('radio', { name: '12:00pm - 3:00pm (GMT+1)' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Confirm: the summary shows what was entered; creating the account goes to /login.
  await expect(page).toHaveURL(/\/register\/otp\/details\/time\/confirm-registration$/);
  await expect(page.getByRole('heading', { name: 'Confirm Registration' })).toBeVisible();
  for (const value of [email, 'Adaeze Okafor', '08031234567', 'Lagos', '12 Marina Road', 'Ikeja', '12:00pm - 3:00pm (GMT+1)']) {
    await expect(page.getByRole('definition').filter({ hasText: value })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Account created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // Stage back to 0 and the drafts gone (docs/product.md §Flows).
  expect(await page.evaluate(() => [localStorage.getItem('registrationStage'), localStorage.getItem('registration')])).toEqual(['0', null]);

  // Sign in with the e-mail: the signed-in shell greets the customer by first name.
  await signInThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Adaeze' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Wallet Balance' }).locator('output')).toHaveText('₦0.00');
  const cookieNames = async () => (await context.cookies()).map((cookie) => cookie.name).sort();
  expect(await cookieNames()).toEqual(expect.arrayContaining(['user', 'userAuth']));

  // Log out through the user menu and the dialog.
  await page.evaluate(() => localStorage.setItem('e2e-marker', 'left behind?'));
  // From the keyboard: for its first 3 s the 'Login successful' toast (top-right) sits over the button.
  await page.getByRole('button', { name: 'Account menu' }).press('Enter');
  await expect(page.getByRole('banner').getByText('Adaeze Okafor')).toBeVisible();
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Log Out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Logout' });
  await expect(dialog.getByText('Are you sure you want to logout?')).toBeVisible();
  const clickedAt = Date.now();
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logging you out...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  const waited = Date.now() - clickedAt;
  expect(waited, 'the customer reads the outcome for 2 s before /login').toBeGreaterThanOrEqual(1900);
  expect(waited).toBeLessThan(6000);
  expect(await cookieNames()).toEqual([]);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  // Without Remember Me nothing is pre-filled; the code number from the welcome mail signs in too.
  await expect(page.getByRole('textbox', { name: 'Email or Codenumber' })).toHaveValue('');
  const codeNumber = await readCodeNumber(context, email);
  await signInThroughForm(page, codeNumber, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Adaeze' })).toBeVisible();
});

test('a pasted code fills all six OTP boxes and verifies', async ({ page, context }) => {
  const email = uniqueEmail('paste');
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();

  const otp = await readOtp(context, email);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((text) => navigator.clipboard.writeText(`Your code: ${text}`), otp);
  const boxes = otpBoxes(page);
  // Pasting into any box spreads a whole code from the first one; non-digits are dropped.
  await boxes[3]!.focus();
  await page.keyboard.press('ControlOrMeta+V');
  for (const [i, box] of boxes.entries()) await expect(box).toHaveValue(otp[i]!);

  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/register\/otp\/details$/);
});
