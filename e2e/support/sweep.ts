import type { APIRequestContext, BrowserContext, Page } from 'playwright/test';
import { expect } from 'playwright/test';
import { signedInCustomer } from '../../scripts/lib/customer-journey';
import { API_FIRSTNAME, API_PASSWORD, signInWithCookies, uniqueEmail } from './accounts';
import type { AppRoute } from './routes';

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

/** Makes every page of the sign-up and recovery flows open at its own step in this context. */
export const putFlowsAtTheirLastStep = (context: BrowserContext) => context.addInitScript(FLOWS_AT_THEIR_LAST_STEP);

/** Paths that lead elsewhere by design ('/' and unknown paths); every other page must stay put. */
const isRedirect = (route: AppRoute) => route.id === '/' || route.id === '/$';

/** Opens a page and waits for its own content: its heading, and no skeleton left. */
export const openLoaded = async (page: Page, route: AppRoute, search = ''): Promise<void> => {
  await page.goto(route.path + search);
  if (!isRedirect(route)) await expect(page, `${route.path} shows itself`).toHaveURL((url) => url.pathname === route.path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

export type CustomerWithData = {
  email: string;
  /** What some pages need in their address to show a record rather than 'not found', by route id. */
  searches: Record<string, string>;
};

/**
 * A customer with a PIN, a ₦9,027,500.00 balance, a refunded withdrawal and a payment still at
 * the checkout, so the signed-in pages show records, not empty states.
 */
export async function customerWithData(request: APIRequestContext, baseURL: string, tag: string): Promise<CustomerWithData> {
  const email = uniqueEmail(tag);
  const customer = await signedInCustomer(baseURL, email, API_PASSWORD);
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
  return {
    email,
    searches: {
      '/_app/transaction-details': `?id=${newest.id}`,
      '/_app/verifypaymentfunding': `?paymentReference=${paymentReference}`,
    },
  };
}

/** Signs this context in as the customer. */
export const signInAs = (context: BrowserContext, request: APIRequestContext, baseURL: string, customer: CustomerWithData) =>
  signInWithCookies(context, request, baseURL, { email: customer.email, password: API_PASSWORD, firstname: API_FIRSTNAME });
