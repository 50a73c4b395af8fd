import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import jsQR from 'jsqr';
import type { Page } from 'playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import { toast } from './support/ui';

test.use({ viewport: { width: 375, height: 740 } });

/** What the browser saved when `click` started a download: its suggested name and its bytes. */
async function downloadOf(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

/** The address a PNG's QR code holds, read from its pixels as a phone's camera would. */
async function qrOf(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? '';
}

test("a bill's receipt, checked by a stranger at its /r/ page, and last month's statement as PDF and CSV", async ({ page, customer, browser }) => {
  await customer.setPin('1234');
  await customer.deposit(5000);

  // Pay a bill.
  await page.goto('/airtime');
  await page.getByRole('combobox', { name: 'Network' }).selectOption({ label: 'MTN' });
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('08031234567');
  await page.getByRole('textbox', { name: 'Amount' }).fill('500');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  const pin = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Enter PIN' }) });
  await expect(pin.getByLabel('PIN digit 1 of 4')).toBeFocused();
  await page.keyboard.type('1234');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Your purchase of ₦500.00 MTN airtime for 08031234567 was successful.')).toBeVisible();

  // Download its receipt from its details.
  await page.goto('/alltransactions');
  await page
    .getByRole('link', { name: /^Airtime / })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Transaction Details' })).toBeVisible();
  const receipt = await downloadOf(page, () => page.getByRole('button', { name: 'Download' }).click());
  expect(receipt.name).toMatch(/^fleetvest-receipt-\d+\.png$/);
  expect((await sharp(receipt.bytes).metadata()).format).toBe('png');
  const address = await qrOf(receipt.bytes);
  expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/r\/[A-Za-z0-9_-]{20}$/);

  // Its /r/ page, in a browser that is not signed in.
  const stranger = await browser.newContext();
  try {
    const other = await stranger.newPage();
    const answer = await other.goto(address);
    expect(answer?.status()).toBe(200);
    await expect(other.getByRole('heading', { name: 'Genuine Fleetvest receipt' })).toBeVisible();
    const body = other.locator('body');
    await expect(body).toContainText('₦500.00');
    await expect(body).toContainText('0803****567');
    await expect(body).toContainText('Successful');
    await expect(body).not.toContainText('08031234567');
    await expect(body).not.toContainText(customer.email);
    expect(await other.locator('script').count()).toBe(0);
  } finally {
    await stranger.close();
  }

  // Last month's statement, as a PDF and as a CSV.
  await page.goto('/alltransactions');
  await page.getByRole('link', { name: 'Account statement' }).click();
  await expect(page.getByRole('heading', { name: 'Account Statement' })).toBeVisible();
  await page.getByRole('radio', { name: 'Last month' }).check();
  await page.getByRole('radio', { name: 'PDF' }).check();
  const pdf = await downloadOf(page, () => page.getByRole('button', { name: 'Download' }).click());
  expect(pdf.name).toMatch(/^fleetvest-statement-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}-[A-Za-z0-9_-]{20}\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(toast(page, 'Your statement was downloaded.')).toBeVisible();
  await page.getByRole('radio', { name: 'CSV (spreadsheet)' }).check();
  const csv = await downloadOf(page, () => page.getByRole('button', { name: 'Download' }).click());
  expect(csv.name).toMatch(/\.csv$/);
  const rows = parse(csv.bytes.toString('utf8'), { columns: true }) as Record<string, string>[];
  // A new customer had nothing last month: it opens and closes at ₦0.00.
  expect(rows.map((row) => [row.Description, row.Balance])).toEqual([
    ['Opening balance', '0.00'],
    ['Closing balance', '0.00'],
  ]);
});
