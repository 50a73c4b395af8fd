import type { Page } from 'playwright/test';
import { expect, test } from './support/fixtures';
import { depositThroughCheckout, enterPin, dialogTitled, withdrawForm } from './support/wallet';

test.use({ viewport: { width: 375, height: 740 } });

const walletBalance = (page: Page) => page.getByRole('status', { name: 'Wallet Balance' });

/** The tone of debits and failures (--danger). */
const RED = 'rgb(179, 38, 30)';

test('set a PIN on Security, deposit through the checkout, withdraw with the PIN', async ({ page, customer: { email }, browserProblems }) => {
  // The wrong PIN's 422 is logged by Chromium.
  browserProblems.allow(/status of 422/);

  await page.goto('/account/security');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('08030000000')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change password', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Set PIN', exact: true }).click();
  const setPin = dialogTitled(page, 'Set New PIN');
  await enterPin(page, setPin, '1234');
  const confirmPin = dialogTitled(page, 'Confirm New PIN');
  await enterPin(page, confirmPin, '1234');
  await expect(page.getByText('PIN set successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set PIN' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change PIN', exact: true })).toBeFocused();

  await page.goto('/deposit');
  await expect(walletBalance(page)).toHaveText('₦0.00');
  await expect(page.getByText('Secured by Fleetvest Sandbox Checkout')).toBeVisible();
  await depositThroughCheckout(page, '5000', 'Pay');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '₦5,000.00' })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await withdrawForm(page, '2000', '0123456789');
  await expect(walletBalance(page)).toHaveText('₦5,000.00');
  const accountName = page.getByRole('textbox', { name: 'Account Name' });
  await expect(accountName).not.toHaveValue(/^$|FETCHING/);
  await page.getByRole('button', { name: 'Continue' }).click();

  const enter = dialogTitled(page, 'Enter PIN');
  await enterPin(page, enter, '9999');
  await expect(enter.getByRole('alert')).toHaveText('Incorrect PIN. You have 4 tries left.');
  await expect(enter).toBeVisible();
  await enterPin(page, enter, '1234');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/₦2,000\.00 has been sent to/)).toBeVisible();

  await page.goto('/withdraw');
  await expect(walletBalance(page)).toHaveText('₦3,000.00');

  // The same journey as the customer sees it afterwards: history, notifications, details.
  await page.goto('/dashboard');
  const history = page.getByRole('region', { name: 'History' });
  const rows = history.getByRole('link', { name: /^(Deposit|Withdrawal) / });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('-₦2,000.00');
  await expect(rows.nth(1)).toContainText('+₦5,000.00');
  await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
  await expect(page.getByRole('list', { name: 'Unread notifications' }).getByRole('listitem')).toContainText(['Withdrawal Successful', 'Deposit Successful']);
  await page.keyboard.press('Escape');
  await rows.first().click();
  await expect(page.getByRole('heading', { name: 'Transaction Details' })).toBeVisible();
  await expect(page.getByRole('definition')).toContainText(['Withdrawal', 'Completed', /\S/, '0123456789', 'Guaranty Trust Bank', 'Successful']);
});

test('a failed checkout is unsuccessful and a left-pending one is pending; neither changes the balance', async ({ page, customer: _signedIn }) => {
  await depositThroughCheckout(page, '2500', 'Fail');
  await expect(page.getByRole('heading', { name: 'Payment Unsuccessful' })).toBeVisible();
  await expect(page.getByText('Unsuccessful', { exact: true })).toBeVisible();

  await depositThroughCheckout(page, '2500', 'Leave pending');
  await expect(page.getByRole('heading', { name: 'Payment Pending. Please wait.' })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();

  await page.goto('/deposit');
  await expect(walletBalance(page)).toHaveText('₦0.00');

  // History tells the failed payment from the one still at the checkout.
  await page.goto('/dashboard');
  const rows = page.getByRole('region', { name: 'History' }).getByRole('link', { name: /^Deposit / });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Pending');
  await expect(rows.nth(1)).toContainText('Failed');
  await expect(rows.nth(1).getByText('Failed', { exact: true })).toHaveCSS('color', RED);
  await rows.nth(1).click();
  await expect(page.getByRole('definition')).toContainText(['Deposit', 'Failed']);
});

test("deposit refuses an amount of 0.9 or less, and one below the gateway's ₦20 naming it; the result page without a reference says so", async ({
  page,
  customer: _signedIn,
}) => {
  await page.goto('/deposit');
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await expect(amount).toHaveAccessibleDescription('You can deposit from ₦20 to ₦10,000,000 at a time.');
  await amount.fill('0.9');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter a valid amount.')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await amount.fill('19.99');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('The least you can deposit at once is ₦20.')).toBeVisible();
  await expect(page).toHaveURL(/\/deposit$/);

  await page.goto('/verifypaymentfunding');
  await expect(page.getByRole('heading', { name: 'We were unable to verify your payment. Please try again later.' })).toBeVisible();
});

test('withdrawing without a PIN sets one first; unknown accounts and bank declines are reported', async ({ page, customer, browserProblems }) => {
  // The unknown account's and the declined withdrawal's 422s are logged by Chromium.
  browserProblems.allow(/status of 422/);
  await customer.deposit(3000);

  await page.goto('/withdraw');
  await page.getByRole('textbox', { name: 'Account Number' }).fill('0123456789');
  await expect(page.getByRole('alert').filter({ hasText: 'Please select a bank.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();

  await withdrawForm(page, '1000', '0001234567');
  await expect(page.getByText('We could not find this account. Please check the account number and bank.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Account Name' })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();

  await withdrawForm(page, '1000', '0123450000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await enterPin(page, dialogTitled(page, 'Set New PIN'), '2468');
  await enterPin(page, dialogTitled(page, 'Confirm New PIN'), '2468');
  await expect(page.getByText('PIN set successfully.')).toBeVisible();
  const enter = dialogTitled(page, 'Enter PIN');
  await enterPin(page, enter, '2468');
  // Not about the PIN: the dialog closes and the page says it.
  await expect(enter).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'The bank declined this withdrawal. Your wallet has been refunded.' })).toBeVisible();
  await expect(walletBalance(page)).toHaveText('₦3,000.00');

  // The PIN is set now: Continue goes straight to Enter PIN.
  await page.getByRole('textbox', { name: 'Account Number' }).fill('0123456789');
  await page.getByRole('button', { name: 'Continue' }).click();
  await enterPin(page, enter, '2468');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/withdraw');
  await expect(walletBalance(page)).toHaveText('₦2,000.00');

  // The declined one reads Failed, not Pending, and refunded: in the history and on its details.
  await page.goto('/alltransactions');
  const withdrawals = page.getByRole('link', { name: /^Withdrawal / });
  await expect(withdrawals).toHaveCount(2);
  await expect(withdrawals.first()).toContainText('Completed');
  const declined = withdrawals.nth(1);
  await expect(declined).toContainText('Refunded');
  await expect(declined).toContainText('-₦1,000.00');
  await expect(declined.getByText('Failed', { exact: true })).toHaveCSS('color', RED);
  await expect(declined).not.toContainText('Pending');
  await declined.click();
  await expect(page.getByRole('heading', { name: 'Transaction Details' })).toBeVisible();
  await expect(page.getByRole('definition')).toContainText(['Withdrawal', 'Failed', /\S/, '0123450000', 'Guaranty Trust Bank', 'Refunded']);
  await expect(page.getByText('The bank declined this withdrawal. ₦1,000 was refunded to your wallet.')).toBeVisible();
});

test('change the PIN on Security; Esc closes the dialog', async ({ page, customer, browserProblems }) => {
  // The wrong old PIN's 422 is logged by Chromium.
  browserProblems.allow(/status of 422/);
  await customer.setPin('1234');

  await page.goto('/account/security');
  await expect(page.getByRole('button', { name: 'Set PIN' })).toHaveCount(0);
  const openChange = page.getByRole('button', { name: 'Change PIN', exact: true });
  await openChange.click();
  const change = dialogTitled(page, 'Change PIN');
  await expect(change.getByRole('group', { name: 'Old PIN' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(change).toBeHidden();
  await expect(openChange).toBeFocused();

  await openChange.click();
  await enterPin(page, change, '0000');
  await expect(change.getByRole('group', { name: 'New PIN' })).toBeVisible();
  await enterPin(page, change, '5678');
  await expect(change.getByRole('alert')).toHaveText('Incorrect PIN. You have 4 tries left.');
  await enterPin(page, change, '1234');
  await enterPin(page, change, '5678');
  await expect(page.getByText('PIN changed successfully.')).toBeVisible();
  await expect(change).toBeHidden();
});
