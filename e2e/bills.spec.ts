import type { Locator, Page } from 'playwright/test';
import { expect, test, type Customer } from './support/fixtures';
import { toast } from './support/ui';

test.use({ viewport: { width: 375, height: 740 } });

/** Gives the test's customer a PIN (1234) and `naira` in the wallet (none for 0). */
const walletCustomer = async (customer: Customer, naira: number) => {
  await customer.setPin('1234');
  if (naira > 0) await customer.deposit(naira);
};

const walletBalance = (page: Page) => page.getByRole('status', { name: 'Wallet Balance' });

/** Proceed on a review screen, then the PIN, typed once its first box has the focus. */
const payWithPin = async (page: Page, pin = '1234'): Promise<Locator> => {
  await page.getByRole('button', { name: 'Proceed' }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Enter PIN' }) });
  await expect(dialog.getByLabel('PIN digit 1 of 4')).toBeFocused();
  await page.keyboard.type(pin);
  await page.keyboard.press('Enter');
  return dialog;
};

const review = (page: Page) => page.getByRole('definition');

/** How wide the document is: more than the viewport means a sideways scroll. */
const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('airtime from the hub: review, PIN, toast, back on the hub, a history row and a lower balance', async ({ page, customer }) => {
  await walletCustomer(customer, 5000);
  await page.goto('/utilitybills');
  await expect(page.getByRole('heading', { name: 'Utility Bills', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Airtime Top-Up' })).toHaveAttribute('href', '/airtime');
  await expect(page.getByRole('link', { name: 'Data Subscription' })).toHaveAttribute('href', '/data-subscription');
  await expect(page.getByRole('link', { name: 'Electricity Bill' })).toHaveAttribute('href', '/electricty');
  await expect(page.getByRole('link', { name: 'Cable Subscription' })).toHaveAttribute('href', '/cable');
  await page.getByRole('link', { name: 'Airtime Top-Up' }).click();
  await expect(page).toHaveURL(/\/airtime$/);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page, 'Please fill all fields.')).toBeVisible();

  await page.getByRole('combobox', { name: 'Network' }).selectOption({ label: 'MTN' });
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('08031234567');
  await page.getByRole('textbox', { name: 'Amount' }).fill('500');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/review\/airtime$/);
  await expect(page.getByRole('heading', { name: 'Review Payment' })).toBeVisible();
  await expect(review(page)).toHaveText(['Airtime', '08031234567', '₦500', 'MTN']);

  // The back arrow returns to the filled form.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/airtime$/);
  await expect(page.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('08031234567');
  await page.getByRole('button', { name: 'Continue' }).click();

  await payWithPin(page);
  await expect(page).toHaveURL(/\/utilitybills$/);
  await expect(toast(page, 'Your purchase of ₦500.00 MTN airtime for 08031234567 was successful.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Last purchase' })).toContainText('was successful');

  await page.goto('/dashboard');
  await expect(walletBalance(page)).toHaveText('₦4,500.00');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('link', { name: /^Airtime / })).toContainText('-₦500.00');

  // The number is offered on the forms afterwards, under either address.
  await page.goto('/utilitybills/data-subscription');
  await expect(page.getByRole('heading', { name: 'Data Subscription', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent numbers' }).getByRole('button')).toHaveText(['08031234567 · MTN']);
});

test('data with a plan under /utilitybills/data-subscription', async ({ page, customer }) => {
  await walletCustomer(customer, 5000);
  await page.goto('/utilitybills/data-subscription');
  const plan = page.getByRole('combobox', { name: 'Data Plan' });
  await expect(plan).toBeDisabled();
  await page.getByRole('combobox', { name: 'Network' }).selectOption({ label: 'GLO' });
  await expect(plan).toBeEnabled();
  const [, first] = await plan.locator('option').allTextContents();
  await plan.selectOption({ index: 1 });
  const amount = await page.getByRole('textbox', { name: 'Amount' }).inputValue();
  expect(amount).toMatch(/^₦[\d,]+$/);
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('08051234567');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/review\/data-subscription$/);
  await expect(review(page)).toHaveText(['GLO', '08051234567', amount, 'GLO', first!.replace(/ \(₦[\d,]+\)$/, '')]);
  await payWithPin(page);
  await expect(page).toHaveURL(/\/utilitybills$/);
  await expect(toast(page, /GLO data .* for 08051234567 was successful\./)).toBeVisible();
});

test('electricity prepaid: verify, buy, and the token in the toast, on the hub and in the details', async ({ page, customer, browserProblems }) => {
  browserProblems.allow(/status of (422|503)/);
  await walletCustomer(customer, 20000);
  await page.goto('/electricty');
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Provider' }).selectOption({ label: 'Ikeja' });
  await expect(page.getByRole('radio', { name: 'PREPAID' })).toBeChecked();

  // A meter that does not verify stays unverified.
  await page.getByRole('textbox', { name: 'Meter Number' }).fill('00012345678');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Verification failed. Please check your details.')).toBeVisible();
  await expect(continueButton).toBeDisabled();

  // The sandbox answers 'Service unavailable. Please try again later.' for a meter ending 7777: no name, not verified.
  await page.getByRole('textbox', { name: 'Meter Number' }).fill('45012347777');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'We could not verify this meter now. Please try again.')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Customer Name' })).toHaveCount(0);
  await expect(page.getByText('Service unavailable. Please try again later.')).toHaveCount(0);
  await expect(continueButton).toBeDisabled();

  await page.getByRole('textbox', { name: 'Meter Number' }).fill('45012345678');
  await page.getByRole('button', { name: 'Verify' }).click();
  const name = page.getByRole('status', { name: 'Customer Name' });
  await expect(name).not.toBeEmpty();
  const customerName = (await name.textContent())!;
  await expect(continueButton).toBeEnabled();

  // Editing the meter number un-verifies it; verifying again brings the amount back.
  await page.getByRole('textbox', { name: 'Meter Number' }).fill('4501234567');
  await expect(continueButton).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Meter Number' }).fill('45012345678');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(name).toHaveText(customerName);

  // The server's range is stated under the amount, and ₦500 is refused there, before the review.
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await expect(amount).toHaveAccessibleDescription('From ₦1,000 to ₦200,000, in whole naira.');
  await amount.fill('500');
  await continueButton.click();
  await expect(toast(page, 'The amount must be from ₦1,000 to ₦200,000.')).toBeVisible();
  await expect(page).toHaveURL(/\/electricty$/);

  await amount.fill('3000');
  await continueButton.click();
  await expect(page).toHaveURL(/\/review\/electricty-bill$/);
  await expect(review(page)).toHaveText(['PREPAID', '45012345678', customerName, '₦3,000', 'Ikeja']);
  // The review and, after it, the token on the hub fit a 320 px phone.
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await documentWidth(page)).toBeLessThanOrEqual(320);
  await payWithPin(page);

  await expect(page).toHaveURL(/\/utilitybills$/);
  const token = /\d{4}-\d{4}-\d{4}-\d{4}-\d{4}/;
  await expect(toast(page, /was successful\. Your token: \d{4}(-\d{4}){4}$/)).toBeVisible();
  const shown = page.getByRole('status', { name: 'Electricity token' });
  await expect(shown).toHaveText(token);
  const value = (await shown.textContent())!;
  expect(await documentWidth(page)).toBeLessThanOrEqual(320);

  await page.goto('/dashboard');
  await page
    .getByRole('region', { name: 'History' })
    .getByRole('link', { name: /^Electricity / })
    .click();
  await expect(page.getByRole('heading', { name: 'Transaction Details' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: value })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '45012345678' })).toBeVisible();
});

test('cable: package sets the amount, verify, buy', async ({ page, customer }) => {
  await walletCustomer(customer, 50000);
  await page.goto('/utilitybills/cable');
  await page.getByRole('combobox', { name: 'Cable Provider' }).selectOption({ label: 'GOtv' });
  const pack = page.getByRole('combobox', { name: 'Package' });
  await expect(pack).toBeEnabled();
  await pack.selectOption({ index: 1 });
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await expect(amount).toHaveAttribute('readonly', '');
  await expect(amount).toHaveValue(/^₦[\d,]+$/);
  await page.getByRole('textbox', { name: 'Smart Card Number' }).fill('7023456789');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('status', { name: 'Customer Name' })).not.toBeEmpty();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/review\/cable$/);
  await expect(review(page).nth(1)).toHaveText('7023456789');
  await expect(review(page).nth(3)).toHaveText('GOtv');
  await payWithPin(page);
  await expect(page).toHaveURL(/\/utilitybills$/);
  await expect(toast(page, /for smart card 7023456789 was successful\./)).toBeVisible();
});

test('a declined purchase is refunded and says so; the balance is whole again', async ({ page, customer, browserProblems }) => {
  browserProblems.allow(/status of 422/);
  await walletCustomer(customer, 5000);
  await page.goto('/airtime');
  await page.getByRole('combobox', { name: 'Network' }).selectOption({ label: 'AIRTEL' });
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('08020000000');
  await page.getByRole('textbox', { name: 'Amount' }).fill('1000');
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = await payWithPin(page);
  // Not about the PIN: the dialog closes and the page says it.
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'The provider declined this purchase. ₦1,000.00 is back in your wallet.' })).toBeVisible();
  await expect(page).toHaveURL(/\/review\/airtime$/);
  await page.goto('/withdraw');
  await expect(walletBalance(page)).toHaveText('₦5,000.00');
});

test('a review screen opened directly sends the customer to its form with the message', async ({ page, customer }) => {
  await walletCustomer(customer, 0);
  await page.goto('/review/cable');
  await expect(page).toHaveURL(/\/cable$/);
  await expect(toast(page, 'No data provided. Redirecting to the cable subscription page.')).toBeVisible();
  await page.goto('/review/electricty-bill');
  await expect(page).toHaveURL(/\/electricty$/);
  await expect(toast(page, 'No data provided. Redirecting to the electricty subscription page.')).toBeVisible();
});

test('every purchase screen answers at its short address and under /utilitybills; other words are unknown paths', async ({ page, customer }) => {
  await walletCustomer(customer, 0);
  const screens = { airtime: 'Airtime Top-Up', 'data-subscription': 'Data Subscription', electricty: 'Electricity Bill', cable: 'Cable Subscription' };
  for (const [word, heading] of Object.entries(screens)) {
    for (const path of [`/${word}`, `/utilitybills/${word}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 }), path).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === path);
      // The menu (folded away on a phone) keeps Utility Bills current.
      await expect(page.locator('#main-menu a[aria-current="page"]')).toHaveText('Utility Bills');
    }
  }
  // Words that name no bill go where any unknown path goes: home, for a signed-in customer.
  for (const path of ['/airtimex', '/electricity', '/utilitybills/airtimex', '/review/electricty']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/dashboard$/);
  }
});
