import type { Locator, Page } from 'playwright/test';
import { API_PASSWORD, apiAccount, uniqueEmail } from './support/accounts';
import { expect, test } from './support/fixtures';
import { readOtp } from './support/mailbox';
import { appTookOver, otpBoxes, toast } from './support/ui';

test.use({ viewport: { width: 375, height: 740 } });

/** Neither box overlaps the other. */
const apart = async (a: Locator, b: Locator) => {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  expect(one, 'the first is on screen').not.toBeNull();
  expect(two, 'the second is on screen').not.toBeNull();
  const overlap = one!.x < two!.x + two!.width && two!.x < one!.x + one!.width && one!.y < two!.y + two!.height && two!.y < one!.y + one!.height;
  expect(overlap, `${JSON.stringify(one)} overlaps ${JSON.stringify(two)}`).toBe(false);
};

/*
 * react-hot-toast stops every toast's clock while the pointer rests on one. Each test parks the
 * pointer on the error toast and goes on with the keyboard alone: the toast can then only go
 * because the app took it away, not because its time ran out.
 */

test('a failed sign-in then a successful one leaves no error toast on the dashboard', async ({ page, baseURL, browserProblems }) => {
  // Its own customer: sign-ins are limited per account, and the shared one signs in all the time.
  const account = await apiAccount(baseURL!, 'toast.login');
  browserProblems.allow(/status of 422/);
  await page.goto('/login');
  await appTookOver(page);
  const identifier = page.getByRole('textbox', { name: 'Email or Codenumber' });
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await identifier.fill(account.email);
  await password.fill('not the password');
  await page.getByRole('button', { name: 'Login' }).click();
  const refused = toast(page, 'Invalid login details.');
  await refused.hover();
  // Top centre (docs/product.md §Errors and toasts), clear of both fields it is about.
  await apart(refused, identifier);
  await apart(refused, password);

  await password.fill(account.password);
  await password.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  // Signed in, toasts start below the top bar, out from under the pointer, and the 3 s clock
  // runs again with well over two seconds left: gone within one, the app took it away.
  await expect(refused).toHaveCount(0, { timeout: 1000 });
  await expect(page.getByRole('heading', { name: `Welcome, ${account.firstname}` })).toBeVisible();
  await expect(toast(page, 'Login successful')).toBeVisible();
});

test("an accepted OTP takes 'Please fill in all OTP fields.' away; it never covers the boxes", async ({ page, context, baseURL }) => {
  const account = await apiAccount(baseURL!, 'toast.otp');
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page).toHaveURL(/\/forgot-password\/otp$/);
  const code = await readOtp(context, account.email, 'reset');

  const boxes = otpBoxes(page);
  await boxes[0]!.focus();
  await page.keyboard.type(code.slice(0, 3));
  await page.keyboard.press('Enter');
  const incomplete = toast(page, 'Please fill in all OTP fields.');
  await expect(incomplete).toBeVisible();
  for (const box of boxes) await apart(incomplete, box);

  await incomplete.hover();
  await boxes[3]!.focus();
  await page.keyboard.type(code.slice(3));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/forgot-password\/otp\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expect(incomplete).toHaveCount(0);
});

test('signed in, a form error shows below the top bar and never covers its field; leaving the page takes it away', async ({ page, customer: _signedIn }) => {
  await page.goto('/deposit');
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await amount.fill('0.5');
  await amount.press('Enter');
  const invalid = toast(page, 'Please enter a valid amount.');
  await expect(invalid).toBeVisible();
  // The pointer on it pauses its 3 s: on a busy machine the checks below may take longer.
  await invalid.hover();
  await apart(invalid, amount);
  const bar = await page.getByRole('banner').boundingBox();
  // Polled: the toast slides in from above, so a measure taken mid-way would be too high.
  await expect.poll(async () => (await invalid.boundingBox())!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);

  // Sent again, the form's last error goes and the new one takes its place: one toast, not two.
  await amount.fill('abc');
  await amount.press('Enter');
  await expect(invalid).toHaveCount(1);

  await page.getByRole('link', { name: 'Fleetvest', exact: true }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(invalid).toHaveCount(0);
});

/** Types the code from the keyboard alone, so the pointer stays where the test parked it. */
const typeCodeAndSend = async (page: Page, code: string) => {
  await otpBoxes(page)[0]!.focus();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
};

for (const width of [320, 375]) {
  test(`at ${width} px a step of sign-up takes the last step's toasts away, and the news of the move stays clear of the heading`, async ({ page, context }) => {
    // Motion reduced: a toast shows where it rests, not sliding in from above.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: 740 });
    const email = uniqueEmail(`toast.steps.${width}`);
    await page.goto('/register');
    const address = page.getByRole('textbox', { name: 'Email' });
    await address.fill(email);
    await address.press('Enter');
    const required = toast(page, 'All fields are required');
    await required.hover();

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(API_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/register\/otp$/);
    const sent = toast(page, 'We have sent a 6-digit OTP to your e-mail.');
    await expect(sent).toBeVisible();
    await expect(required).toHaveCount(0);
    await apart(sent, page.getByRole('heading', { name: 'Enter OTP' }));

    await sent.hover();
    await typeCodeAndSend(page, await readOtp(context, email));
    await expect(page).toHaveURL(/\/register\/otp\/details$/);
    const verified = toast(page, 'OTP verified successfully.');
    await expect(verified).toBeVisible();
    await expect(sent).toHaveCount(0);
    await apart(verified, page.getByRole('heading', { name: 'Personal Details' }));
  });
}

test("at 320 px recovery's longest news stays clear of the code screen's heading, and goes with the step", async ({ page, context, baseURL }) => {
  const account = await apiAccount(baseURL!, 'toast.recovery');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto('/forgot-password');
  const address = page.getByRole('textbox', { name: 'Email' });
  await address.fill(account.email);
  await address.press('Enter');
  await expect(page).toHaveURL(/\/forgot-password\/otp$/);
  const sent = toast(page, 'If an account uses this e-mail, we have sent a 6-digit OTP to it.');
  await expect(sent).toBeVisible();
  await apart(sent, page.getByRole('heading', { name: 'Enter OTP' }));

  await sent.hover();
  await typeCodeAndSend(page, await readOtp(context, account.email, 'reset'));
  await expect(page).toHaveURL(/\/forgot-password\/otp\/reset-password$/);
  await expect(toast(page, 'OTP verified successfully.')).toBeVisible();
  await expect(sent).toHaveCount(0);
});
