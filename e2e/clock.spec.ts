import type { Page } from 'playwright/test';
import { formatLagosClock, formatLagosDateTime, formatLagosDay } from '../src/lib/dates';
import { expect, test } from './support/fixtures';

/** The value beside a term in a list of facts (<dt>term</dt><dd>value</dd>). */
const fact = (page: Page, term: string) => page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

for (const timezoneId of ['UTC', 'America/New_York']) {
  test.describe(`a browser set to ${timezoneId}`, () => {
    test.use({ timezoneId, viewport: { width: 375, height: 740 } });

    test('shows every time in Lagos: the payment result, the notification, the history and the details', async ({ page, request, customer }) => {
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);

      await page.goto('/deposit');
      await page.getByRole('textbox', { name: 'Amount' }).fill('3000');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

      // The instants the server recorded, read the way the app reads them.
      const auth = { authorization: `Bearer ${customer.token}` };
      const reference = new URL(page.url()).searchParams.get('paymentReference');
      const payment = await (await request.post('/api/v1/customer/deposit/verifypayment', { headers: auth, data: { tx_ref: reference } })).json();
      const [note] = (await (await request.get('/api/v1/customer/notification/fetchnotifications?page=1', { headers: auth })).json()).data;
      const [row] = (await (await request.get('/api/v1/customer/funding/fetchall?page=1', { headers: auth })).json()).data;

      await expect(fact(page, 'Payment Date')).toHaveText(formatLagosDateTime(payment.details.payment_date));

      await page.getByRole('link', { name: 'Go to Dashboard' }).click();
      const history = page.getByRole('region', { name: 'History' });
      await expect(history.getByRole('heading', { level: 3 })).toHaveText(formatLagosDay(row.created_at));
      await expect(history.getByRole('link', { name: /^Deposit / })).toContainText(formatLagosClock(row.created_at));

      await page.getByRole('button', { name: /^Notifications/ }).click();
      await page.getByRole('button', { name: /^Deposit Successful/ }).click();
      await expect(page.getByRole('dialog', { name: 'Deposit Successful' }).locator('time')).toHaveText(formatLagosDateTime(note.created_at));
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

      await history.getByRole('link', { name: /^Deposit / }).click();
      await expect(fact(page, 'Date')).toHaveText(formatLagosDateTime(row.created_at));
    });
  });
}
