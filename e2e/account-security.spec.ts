import sharp from 'sharp';
import { signInWithCookies } from './support/accounts';
import { expect, test } from './support/fixtures';
import { readOtp } from './support/mailbox';
import { toast } from './support/ui';
import { depositThroughCheckout, enterPin, dialogTitled, withdrawForm } from './support/wallet';

test.use({ viewport: { width: 375, height: 740 } });

test('changing the password signs the other browser out and keeps this one', async ({
  browser,
  page,
  request,
  baseURL,
  customer: account,
  browserProblems,
}) => {
  const elsewhere = await browser.newContext({ baseURL });
  await signInWithCookies(elsewhere, request, baseURL!, account);
  const other = await elsewhere.newPage();
  await other.goto('/dashboard');
  await expect(other.getByRole('button', { name: 'Account menu' })).toBeVisible();

  await page.goto('/account/security');
  const devices = page.getByRole('region', { name: 'Signed-in devices' });
  await expect(devices.getByText('This device')).toBeVisible();
  await expect(devices.getByRole('button', { name: /^Sign out / })).not.toHaveCount(0);

  await page.getByRole('button', { name: 'Change password', exact: true }).click();
  const dialog = dialogTitled(page, 'Change password');
  await dialog.getByLabel('Old Password').fill(account.password);
  await dialog.getByLabel('New Password', { exact: true }).fill('a brand new passphrase');
  await dialog.getByLabel('Confirm New Password').fill('a brand new passphrase');
  await dialog.getByRole('button', { name: 'Show' }).first().click();
  await expect(dialog.getByLabel('Old Password')).toHaveAttribute('type', 'text');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Password changed successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The other browser's next call is refused: its session is over.
  browserProblems.allow(/status of 401/);
  await other.reload();
  await expect(other).toHaveURL(/\/login$/);
  await elsewhere.close();

  // This one goes on, and is now the only device.
  await page.reload();
  await expect(devices.getByText('This device')).toBeVisible();
  await expect(devices.getByRole('button', { name: /^Sign out/ })).toHaveCount(0);
});

test('a forgotten PIN is reset with the mailed code, and the new PIN pays out a withdrawal', async ({ context, page, customer: account }) => {
  await page.goto('/account/security');
  await page.getByRole('button', { name: 'Set PIN', exact: true }).click();
  await enterPin(page, dialogTitled(page, 'Set New PIN'), '1234');
  await enterPin(page, dialogTitled(page, 'Confirm New PIN'), '1234');
  await expect(toast(page, 'PIN set successfully.')).toBeVisible();

  await page.getByRole('button', { name: 'Forgot PIN', exact: true }).click();
  const forgot = dialogTitled(page, 'Forgot PIN');
  await forgot.getByLabel('Password').fill(account.password);
  await forgot.getByRole('button', { name: 'Next' }).click();
  await expect(toast(page, 'We have sent a 6-digit OTP to your e-mail.')).toBeVisible();
  const otp = await readOtp(context, account.email, 'pinReset');
  await expect(forgot.getByLabel('Digit 1 of 6')).toBeFocused();
  await page.keyboard.type(otp);
  await page.keyboard.press('Enter');
  await enterPin(page, dialogTitled(page, 'Set New PIN'), '5678');
  await enterPin(page, dialogTitled(page, 'Confirm New PIN'), '5678');
  await expect(toast(page, 'Your PIN has been reset. You can use your new PIN now.')).toBeVisible();

  await depositThroughCheckout(page, '5000', 'Pay');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await withdrawForm(page, '2000', '0123456789');
  await expect(page.getByRole('textbox', { name: 'Account Name' })).not.toHaveValue(/^$|FETCHING/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await enterPin(page, dialogTitled(page, 'Enter PIN'), '5678');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/₦2,000\.00 has been sent to/)).toBeVisible();
});

test('an edited profile shows in the user menu and on the profile page, and a new picture in the top bar', async ({ page, customer: _signedIn }) => {
  await page.goto('/account/profile/edit');
  await page.getByLabel('First Name').fill('Chiamaka');
  await page.getByLabel('Last Name').fill("Eze-O'Neil");
  await page.getByLabel('Address').fill('5 Allen Avenue, Ikeja');
  await page.getByLabel('Date of Birth').fill('1990-03-07');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Profile updated successfully.')).toBeVisible();
  const menu = page.getByRole('button', { name: 'Account menu' });
  await menu.click();
  await expect(page.getByText("Chiamaka Eze-O'Neil")).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByLabel('Date of Birth')).toHaveValue('1990-03-07');

  // A phone camera's photo, larger than the server takes: the browser shrinks it before it goes.
  const photo = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: { r: 120, g: 80, b: 40 }, noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
  expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
  await page.getByRole('button', { name: 'Change profile picture' }).click();
  const picker = dialogTitled(page, 'Profile Image');
  await picker.getByRole('button', { name: 'Submit' }).click();
  await expect(picker.getByRole('alert')).toHaveText('Please select an image.');
  await picker.getByLabel('Choose an image').setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(picker.getByRole('img', { name: 'Preview of the selected image' })).toBeVisible();
  await picker.getByRole('button', { name: 'Submit' }).click();
  // Sent as it was, the server would refuse it as larger than 5 MB.
  await expect(toast(page, 'Profile picture updated successfully.')).toBeVisible();
  await expect(picker).toBeHidden();

  const topBarPicture = menu.getByRole('img');
  await expect(topBarPicture).toHaveAttribute('src', /^\/api\/v1\/pictures\/[0-9a-f]{64}\.webp$/);
  await expect.poll(() => topBarPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);

  // The profile page shows the same name and picture.
  await page.goto('/account/profile');
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByText("Chiamaka Eze-O'Neil")).toBeVisible();
  await expect(profile.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', /^\/api\/v1\/pictures\/[0-9a-f]{64}\.webp$/);
});
