import { expect, type Locator, type Page } from 'playwright/test';

/** The dialog showing `title` (Enter PIN, Set New PIN, Change password...). */
export const dialogTitled = (page: Page, title: string): Locator => page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title }) });

/** Types a PIN into the dialog once its first box has the focus, and sends it (Next or Submit). */
export const enterPin = async (page: Page, dialog: Locator, pin: string) => {
  await expect(dialog.getByLabel('PIN digit 1 of 4')).toBeFocused();
  await page.keyboard.type(pin);
  await page.keyboard.press('Enter');
};

/** The paymentStatus the checkout appends for each of its buttons. */
const RETURNED_STATUS = { Pay: 'PAID', Fail: 'FAILED', 'Leave pending': 'PENDING' } as const;

/**
 * From /deposit to the sandbox checkout, where `choice` (Pay, Fail, Leave pending) ends it. It
 * comes back as Monnify's does: the bare result address with paymentReference (ours),
 * transactionReference and paymentStatus appended, each once.
 */
export const depositThroughCheckout = async (page: Page, amount: string, choice: keyof typeof RETURNED_STATUS) => {
  await page.goto('/deposit');
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: choice, exact: true }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/verifypaymentfunding' &&
      [...url.searchParams.keys()].join() === 'paymentReference,transactionReference,paymentStatus' &&
      /^FVD/.test(url.searchParams.get('paymentReference') ?? '') &&
      url.searchParams.get('transactionReference') !== '' &&
      url.searchParams.get('paymentStatus') === RETURNED_STATUS[choice],
  );
};

export const withdrawForm = async (page: Page, amount: string, accountNumber: string) => {
  await page.goto('/withdraw');
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByRole('combobox', { name: 'Bank' }).selectOption('058');
  await page.getByRole('textbox', { name: 'Account Number' }).fill(accountNumber);
};
