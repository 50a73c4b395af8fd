import { expect, type Locator, type Page } from 'playwright/test';

/** A react-hot-toast message (role status) with this text. */
export const toast = (page: Page, text: string | RegExp): Locator => page.getByRole('status').filter({ hasText: text });

/** The six boxes of the OTP screens, in order. */
export const otpBoxes = (page: Page): Locator[] =>
  Array.from({ length: 6 }, (_, i) => page.getByRole('group', { name: 'One-time password' }).getByRole('textbox', { name: `Digit ${i + 1} of 6` }));

/** Types the code into the first box and lets the screen move the focus on, as a person types. */
export async function typeOtp(page: Page, code: string) {
  const boxes = otpBoxes(page);
  await boxes[0]!.click();
  await page.keyboard.type(code);
  for (const [i, box] of boxes.entries()) await expect(box).toHaveValue(code[i]!);
}

/** The signed-in frame's main menu. */
export const mainNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Main' });

/**
 * Waits until the SPA has replaced the pre-rendered page in #root (on /login, the sign-in form that
 * works without JavaScript): for tests of the app's own screens, which would otherwise race it.
 */
export const appTookOver = (page: Page): Promise<void> => page.locator('#root > .boot').waitFor({ state: 'detached' });
