import type { APIRequestContext, Locator, Page } from 'playwright/test';
import { expect, test, type Customer } from './support/fixtures';

/** The tones of credit and debit amounts (--brand-dark and --danger). */
const GREEN = 'rgb(7, 92, 64)';
const RED = 'rgb(179, 38, 30)';

/**
 * Moves the customer's money through the real API: a ₦5,000 deposit, ten of ₦1,000,
 * then a ₦500 withdrawal to a sandbox account that pays out at once. 12 history rows and 12
 * unread notifications, the withdrawal the newest; ₦14,500.00 left.
 */
async function moveMoney(customer: Customer, request: APIRequestContext): Promise<void> {
  await customer.setPin('1234');
  await customer.deposit(5000);
  for (let i = 0; i < 10; i++) await customer.deposit(1000);
  const withdrawal = await request.post('/api/v1/customer/withdrawal/makewithdrawal', {
    headers: { authorization: `Bearer ${customer.token}` },
    data: { amount: '500', bank: '058', accountnumber: '0123456789', pin: '1234' },
  });
  expect(withdrawal.status(), await withdrawal.text()).toBe(200);
}

/** The rows of a transaction list: links to their details. */
const transactionRows = (scope: Locator | Page): Locator => scope.getByRole('link', { name: /^(Deposit|Withdrawal) / });

const bell = (page: Page): Locator => page.getByRole('button', { name: /^Notifications/ });
const unreadList = (page: Page): Locator => page.getByRole('list', { name: 'Unread notifications' });

test('a brand-new customer sees an empty history, zero tiles and no notifications', async ({ page, customer: _signedIn }) => {
  await page.goto('/dashboard');

  await expect(page.getByRole('status', { name: 'Wallet Balance' })).toHaveText('₦0.00');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('No transaction yet.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Investments summary' }).getByRole('listitem')).toHaveText([
    'No of Investment0',
    'Invested Amount₦0',
    'Returning Amount₦0',
  ]);
  await bell(page).click();
  await expect(page.getByText('No new notifications')).toBeVisible();

  await history.getByRole('link', { name: 'See more' }).click();
  await expect(page).toHaveURL(/\/alltransactions$/);
  await expect(page.getByText('No transaction yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
});

test('history on the dashboard, every row with Load More, and the details of a row, also after a reload', async ({
  page,
  request,
  customer,
  browserProblems,
}) => {
  await moveMoney(customer, request);
  await page.goto('/dashboard');

  await expect(page.getByRole('status', { name: 'Wallet Balance' })).toHaveText('₦14,500.00');
  const history = page.getByRole('region', { name: 'History' });
  // fetchrecent holds the latest ten, newest first, under their day heading.
  await expect(transactionRows(history)).toHaveCount(10);
  await expect(history.getByRole('heading', { level: 3 })).toHaveCount(1);
  const withdrawal = transactionRows(history).first();
  await expect(withdrawal).toContainText('Withdrawal');
  await expect(withdrawal.getByText('-₦500.00')).toHaveCSS('color', RED);
  await expect(withdrawal).toContainText('Completed');
  const deposit = transactionRows(history).nth(1);
  await expect(deposit).toContainText('Deposit');
  await expect(deposit.getByText('+₦1,000.00')).toHaveCSS('color', GREEN);

  await history.getByRole('link', { name: 'See more' }).click();
  await expect(page).toHaveURL(/\/alltransactions$/);
  await expect(page.getByRole('heading', { name: 'All Transactions' })).toBeVisible();
  await expect(transactionRows(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(transactionRows(page)).toHaveCount(12);
  await expect(page.getByRole('status').filter({ hasText: 'transactions shown' })).toHaveText('12 transactions shown');
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  await expect(transactionRows(page).last()).toContainText('+₦5,000.00');

  await transactionRows(page).first().click();
  await expect(page).toHaveURL(/\/transaction-details\?id=\d+$/);
  const facts = async () => {
    await expect(page.getByRole('heading', { name: 'Transaction Details' })).toBeVisible();
    await expect(page.getByText('-₦500', { exact: true })).toBeVisible();
    await expect(page.getByRole('definition')).toContainText(['Withdrawal', 'Completed', /\S/, '0123456789', 'Guaranty Trust Bank', 'Successful']);
  };
  await facts();
  await page.reload();
  await facts();

  // A link to a row that is not the customer's says so, with the way back.
  browserProblems.allow(/status of 422/);
  await page.goto('/transaction-details?id=999999999');
  await expect(page.getByRole('alert')).toHaveText('This transaction was not found.');
  await page.getByRole('link', { name: 'All transactions' }).click();
  await expect(page).toHaveURL(/\/alltransactions$/);
});

test('the bell lists the unread notifications, opens one, marks all read; the notifications page pages', async ({ page, request, customer }) => {
  await moveMoney(customer, request);
  await page.goto('/dashboard');

  await expect(bell(page)).toHaveAccessibleName('Notifications, 5+ unread');
  await bell(page).click();
  const items = unreadList(page).getByRole('listitem');
  await expect(items).toHaveCount(5);
  await expect(items.first()).toContainText('WSWithdrawal Successful');
  await expect(items.nth(1)).toContainText('DSDeposit Successful');

  await items
    .first()
    .getByRole('button', { name: /^Withdrawal Successful/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Withdrawal Successful' });
  await expect(dialog).toContainText('₦500.00 has been sent to');
  await expect(dialog).toContainText('(Guaranty Trust Bank).');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await bell(page).click();
  await expect(items).toHaveCount(5);
  await expect(unreadList(page).getByText('Withdrawal Successful')).toHaveCount(0);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('No new notifications')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  await page.getByRole('link', { name: 'View all notifications' }).click();
  await expect(page).toHaveURL(/\/notification$/);
  const all = page.getByRole('list', { name: 'All notifications' }).getByRole('listitem');
  const pager = page.getByRole('navigation', { name: 'Notification pages' });
  await expect(all).toHaveCount(10);
  await expect(pager).toContainText('Page 1 of 2');
  await expect(all.first()).toContainText('Withdrawal Successful');
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('Page 2 of 2');
  await expect(all).toHaveCount(2);
  await expect(all.last()).toContainText('Your wallet has been credited with ₦5,000.00.');
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();

  await all
    .last()
    .getByRole('button', { name: /^Deposit Successful/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Deposit Successful' })).toContainText('₦5,000.00');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager).toContainText('Page 1 of 2');
});
