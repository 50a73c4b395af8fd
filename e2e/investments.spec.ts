import type { Page } from 'playwright/test';
import { expect, test } from './support/fixtures';

/** Sandbox plans (server/modules/investments/sandbox-catalogue.ts): a weekly one on offer and a sold-out one. */
const OPEN_PLAN = 'Bajaj Boxer Riders (weekly)';
const SOLD_OUT_PLAN = 'Ibadan Delivery Bikes';

test.use({ viewport: { width: 375, height: 740 } });

type WirePlan = { id: number; name: string };

/** The naira figure a screen shows ('₦164,250' or '₦1,234.50') as a number. */
const nairaValue = (text: string | null): number => Number((text ?? '').replace(/[^\d.]/g, ''));

const enterPin = async (page: Page, pin: string) => {
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Enter PIN' }) });
  await expect(dialog.getByLabel('PIN digit 1 of 4')).toBeFocused();
  await page.keyboard.type(pin);
  await page.keyboard.press('Enter');
};

const investmentsTab = (page: Page, name: string) => page.getByRole('tab', { name });

test('buy two units with the PIN, watch them go from Pending to Ongoing, cash the payout out', async ({ page, request, customer }) => {
  test.setTimeout(180_000);
  const auth = { authorization: `Bearer ${customer.token}` };
  await customer.setPin('1234');
  await customer.deposit(200_000);

  // The dashboard offers the plans; its Invest leads to the plan's details.
  await page.goto('/dashboard');
  const offers = page.getByRole('region', { name: 'Special Offers' });
  await expect(offers.getByText(/^Invest ₦[\d,]+ for a [\d.]+% return in \d+ (Weeks|Months)$/).first()).toBeVisible();

  await page.goto('/investment/plans');
  await expect(page.getByRole('heading', { name: 'Explore Investments' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(SOLD_OUT_PLAN) })).toContainText('Sold out');
  const open = page.getByRole('link', { name: new RegExp(OPEN_PLAN.replace(/[()]/g, '\\$&')) });
  await expect(open).toContainText('invest Now');
  await open.click();

  await expect(page).toHaveURL(/\/investment\/details$/);
  await expect(page.getByRole('heading', { name: OPEN_PLAN })).toBeVisible();
  await expect(page.getByText('There are still available units to buy')).toBeVisible();
  await expect(page.getByText('₦200,000.00')).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Make Investment' })).toBeVisible();
  await expect(page.getByText('1 unit costs ₦75,000')).toBeVisible();
  await page.getByRole('textbox', { name: 'No. of units' }).fill('2');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Confirm Investment' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '₦150,000' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please agree to the terms before proceeding.')).toBeVisible();
  await page.getByRole('switch', { name: 'I agree to the terms of this investment' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await enterPin(page, '1234');

  await expect(page).toHaveURL(/\/investments$/);
  await expect(page.getByText(`You have successfully invested in 2 units of ${OPEN_PLAN}.`)).toBeVisible();
  await expect(investmentsTab(page, 'Ongoing')).toHaveAttribute('aria-selected', 'true');
  await investmentsTab(page, 'Pending').click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: OPEN_PLAN })).toBeVisible();
  await expect(panel).toContainText('₦150,000');

  // The job starts the investment one period on and pays a period later (PERIOD_SECONDS, playwright.config.ts).
  await expect(async () => {
    await page.reload();
    await investmentsTab(page, 'Ongoing').click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: OPEN_PLAN })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000, intervals: [2000] });
  const payout = page.getByRole('status', { name: 'Payout Balance' });
  await expect(async () => {
    await page.reload();
    expect(nairaValue(await payout.textContent())).toBeGreaterThan(0);
  }).toPass({ timeout: 60_000, intervals: [2000] });

  const paid = nairaValue(await payout.textContent());
  await page.getByRole('button', { name: 'Cashout' }).click();
  await enterPin(page, '1234');
  await expect(page.getByText(/has been moved to your wallet\.$/)).toBeVisible();
  await page.goto('/deposit');
  await expect(page.getByRole('status', { name: 'Wallet Balance' })).toHaveText(
    new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', minimumFractionDigits: 2 }).format(50_000 + paid),
  );

  // History and notifications show the purchase, the payout and the cash-out.
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'History' }).getByRole('link', { name: /^Investment / })).toBeVisible();
  const notes = (await (await request.get('/api/v1/customer/notification/fetchnotifications?page=1', { headers: auth })).json()).data as { title: string }[];
  expect(notes.map((note) => note.title)).toEqual(expect.arrayContaining(['Investment Successful', 'Payout Received', 'Cashout Successful']));
});

test('a plan opens by its address on reload; a sold-out one cannot be bought; the calculator agrees with the server', async ({ page, request, customer }) => {
  const auth = { authorization: `Bearer ${customer.token}` };
  const plans = (await (await request.get('/api/v1/customer/fetchplans', { headers: auth })).json()).data as WirePlan[];
  const open = plans.find((plan) => plan.name === OPEN_PLAN)!;
  const soldOut = plans.find((plan) => plan.name === SOLD_OUT_PLAN)!;

  await page.goto(`/investmentdetails/${open.id}`);
  await expect(page.getByRole('heading', { name: OPEN_PLAN })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: OPEN_PLAN })).toBeVisible();
  await page.getByRole('button', { name: 'Navigation menu' }).click();
  await expect(page.getByRole('link', { name: 'Investment', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/investmentunit/${open.id}$`));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Make Investment' })).toBeVisible();

  await page.goto(`/investmentdetails/${soldOut.id}`);
  await expect(page.getByRole('heading', { name: SOLD_OUT_PLAN })).toBeVisible();
  await expect(page.getByText('This plan is sold out.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveCount(0);

  await page.goto('/calulator');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('Please select a plan and enter a unit.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Select Plan' }).selectOption(String(open.id));
  await page.getByRole('textbox', { name: 'Number of Units' }).fill('2.5');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page).toHaveURL(/\/calcs$/);

  const server = (await (await request.post('/api/v1/investmentcalculator', { headers: auth, data: { planid: open.id, howmany: '2.5' } })).json()).data;
  const row = (term: string) =>
    page
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd');
  await expect(row('Duration')).toHaveText(server.duration);
  expect(nairaValue(await row(server.period === 'week' ? 'Weekly Return' : 'Monthly Return').textContent())).toBe(Number(server.bit_return));
  expect(nairaValue(await row('Total Amount Returned').textContent())).toBe(Number(server.amountreturnable));
  expect(nairaValue(await row('Amount to be paid').textContent())).toBe(Number(server.amounttobepaid));
  await expect(row('Percentage Profit')).toHaveText(`${server.percentage}%`);
  await expect(row('Number of Unit')).toHaveText('2.5');
  await expect(page.locator('.uplot canvas')).toBeVisible();
  await page.getByRole('link', { name: 'Explore All Investment Plans' }).click();
  await expect(page.getByRole('heading', { name: 'Explore Investments' })).toBeVisible();
});
