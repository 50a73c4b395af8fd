import type { Page } from 'playwright/test';
import { signedInCustomer } from '../scripts/lib/customer-journey';
import { API_PASSWORD, signInWithCookies, uniqueEmail } from './support/accounts';
import { expect, test } from './support/fixtures';
import { appRoutes, type AppRoute } from './support/routes';

const WIDTH = 320;
test.use({ viewport: { width: WIDTH, height: 640 } });

/**
 * Each step of registration and recovery as far on as it goes, so every step shows its own
 * screen instead of sending the visitor back to /login. Written before each page's scripts run.
 */
const FLOWS_AT_THEIR_LAST_STEP = () => {
  const email = 'narrow@example.com';
  const details = { firstname: 'Ada', lastname: 'Obi', phonenumber: '08031234567', location: 'Lagos', address: '12 Marina Road', city: 'Lagos Island' };
  localStorage.setItem('registrationStage', '5');
  localStorage.setItem(
    'registration',
    JSON.stringify({ email, password: 'a long password 1', otp: '123456', details, time: { id: 1, name: '9:00am - 12:00pm (GMT+1)' } }),
  );
  localStorage.setItem('recoveryStage', '3');
  localStorage.setItem('recovery', JSON.stringify({ email, otp: '123456' }));
};

/**
 * Paths that lead elsewhere by design ('/', unknown paths, a review screen opened without its
 * values); every other page must stay put.
 */
const isRedirect = (route: AppRoute) => route.id === '/' || route.id === '/$' || route.id.startsWith('/_app/review/');

/** Opens a page, waits for its own content (no skeleton left), and returns how wide the document is. */
const widthOf = async (page: Page, route: AppRoute, search = ''): Promise<number> => {
  await page.goto(route.path + search);
  if (!isRedirect(route)) await expect(page, `${route.path} shows itself`).toHaveURL((url) => url.pathname === route.path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return page.evaluate(() => document.documentElement.scrollWidth);
};

test('no page scrolls sideways at 320 px, signed out or signed in with a ₦9,027,500.00 balance', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const routes = appRoutes();
  // The tree was read: sign-in, the sign-up and recovery steps, the signed-in pages.
  expect(routes.filter((route) => route.audience === 'signed-out').length).toBeGreaterThanOrEqual(9);
  expect(routes.filter((route) => route.audience === 'signed-in').length).toBeGreaterThanOrEqual(14);

  await context.addInitScript(FLOWS_AT_THEIR_LAST_STEP);
  for (const route of routes.filter((candidate) => candidate.audience !== 'signed-in')) {
    expect(await widthOf(page, route), `${route.path} signed out`).toBeLessThanOrEqual(WIDTH);
  }

  // A customer with a large balance, a refunded withdrawal, a payment still at the checkout.
  const email = uniqueEmail('narrow');
  const customer = await signedInCustomer(baseURL!, email, API_PASSWORD);
  const auth = { authorization: `Bearer ${customer.token}` };
  await customer.setPin('1234');
  await customer.deposit(9_027_500);
  const declined = await request.post('/api/v1/customer/withdrawal/makewithdrawal', {
    headers: auth,
    data: { amount: '1500', bank: '058', accountnumber: '0123450000', pin: '1234' },
  });
  expect(declined.status()).toBe(422);
  const started = await request.post('/api/v1/customer/deposit/fundaccount', { headers: auth, data: { amount: 2500, payfrom: 2 } });
  const { paymentReference } = (await started.json()).paymentrequest.responseBody;
  const [newest] = (await (await request.get('/api/v1/customer/funding/fetchall?page=1', { headers: auth })).json()).data;
  /** What some pages need in their address to show a record rather than 'not found'. */
  const searches: Record<string, string> = {
    '/_app/transaction-details': `?id=${newest.id}`,
    '/_app/verifypaymentfunding': `?paymentReference=${paymentReference}`,
  };

  await signInWithCookies(context, request, baseURL!, { email, password: API_PASSWORD, firstname: 'Bench' });
  for (const route of routes.filter((candidate) => candidate.audience !== 'signed-out')) {
    expect(await widthOf(page, route, searches[route.id]), `${route.path} signed in`).toBeLessThanOrEqual(WIDTH);
  }

  // The balance shrinks to fit: whole, on one line, not cut off.
  await page.goto('/dashboard');
  const balance = page.getByRole('status', { name: 'Wallet Balance' });
  await expect(balance).toHaveText('₦9,027,500.00');
  const fit = await balance.evaluate((output) => {
    const lines = document.createRange();
    lines.selectNodeContents(output);
    return { lines: new Set([...lines.getClientRects()].map((rect) => Math.round(rect.top))).size, cut: output.scrollWidth > output.clientWidth };
  });
  expect(fit).toEqual({ lines: 1, cut: false });
});
