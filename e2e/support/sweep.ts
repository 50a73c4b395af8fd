import type { APIRequestContext, BrowserContext, Locator, Page } from 'playwright/test';
import { expect } from 'playwright/test';
import { signedInCustomer } from '../../scripts/lib/customer-journey';
import { API_FIRSTNAME, API_PASSWORD, signInWithCookies, uniqueEmail } from './accounts';
import type { AppRoute } from './routes';
import { mainNav, toast } from './ui';

/**
 * Each step of registration and recovery as far on as it goes, so every step shows its own
 * screen instead of sending the visitor back to /login. Written before each page's scripts run.
 */
const FLOWS_AT_THEIR_LAST_STEP = () => {
  const email = 'narrow@example.com';
  const details = { firstname: 'Ada', lastname: 'Obi', phonenumber: '08031234567', location: 'Lagos', address: '12 Marina Road', city: 'Lagos Island' };
  localStorage.setItem('registrationStage', '5');
  localStorage.setItem('registration', JSON.stringify({ email, otp: '123456', details, time: { id: 1, name: '9:00am - 12:00pm (GMT+1)' } }));
  localStorage.setItem('recoveryStage', '3');
  localStorage.setItem('recovery', JSON.stringify({ email, otp: '123456' }));
};

/** Makes every page of the sign-up and recovery flows open at its own step in this context. */
export const putFlowsAtTheirLastStep = (context: BrowserContext) => context.addInitScript(FLOWS_AT_THEIR_LAST_STEP);

/**
 * Paths that lead elsewhere by design ('/', unknown paths, a review screen opened without its
 * values); every other page must stay put.
 */
const isRedirect = (route: AppRoute) => route.id === '/' || route.id === '/$' || route.id.startsWith('/_app/review/');

/** Waits for the page to show its own content: its heading, and no skeleton left. */
const shownLoaded = async (page: Page, route: AppRoute): Promise<void> => {
  if (!isRedirect(route)) await expect(page, `${route.path} shows itself`).toHaveURL((url) => url.pathname === route.path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

/** Opens a page by its address (a document load) and waits for its own content. */
export const openLoaded = async (page: Page, route: AppRoute, search = ''): Promise<void> => {
  await page.goto(route.path + search);
  await shownLoaded(page, route);
};

/** What the app's router lets a test see: TanStack Router keeps itself at window.__TSR_ROUTER__ in a browser. */
type RouterWindow = Window & {
  __TSR_ROUTER__?: { navigate(options: { href: string }): Promise<void>; state: { status: string; resolvedLocation?: { href: string } } };
};

/**
 * Moves to a page inside the app, the way its links do (the router's navigate, no document
 * load), and waits for its own content. Fails if the document was replaced on the way.
 */
export const navigateLoaded = async (page: Page, route: AppRoute, search = ''): Promise<void> => {
  await page.evaluate(async (href) => {
    const router = (window as RouterWindow).__TSR_ROUTER__;
    if (!router) throw new Error('the app has not started its router');
    document.documentElement.dataset.sweepDocument = 'kept';
    await router.navigate({ href });
  }, route.path + search);
  // A redirect (a review opened without its values) is one more navigation: wait until the last has been drawn.
  await page.waitForFunction(() => {
    const { state } = (window as RouterWindow).__TSR_ROUTER__!;
    return state.status === 'idle' && state.resolvedLocation?.href === location.pathname + location.search + location.hash;
  });
  await shownLoaded(page, route);
  expect(await page.evaluate(() => document.documentElement.dataset.sweepDocument), `${route.path} opened without a document load`).toBe('kept');
};

export type CustomerWithData = {
  email: string;
  /** What some pages need in their address to show a record rather than 'not found', by route id. */
  searches: Record<string, string>;
};

/** The units a customer with data holds: ₦1,150,000 invested, a bike's share and a truck's. */
const HOLDINGS = ['Okada Dispatch Bikes, Lagos', 'Haulage Truck, Apapa to Kano'];

/**
 * A customer with a PIN, ₦1,150,000 invested in two plans, a ₦9,027,500.00 balance after that, a
 * refunded withdrawal and a payment still at the checkout, so the signed-in pages show records,
 * not empty states.
 */
export async function customerWithData(request: APIRequestContext, baseURL: string, tag: string): Promise<CustomerWithData> {
  const email = uniqueEmail(tag);
  const customer = await signedInCustomer(baseURL, email, API_PASSWORD);
  const auth = { authorization: `Bearer ${customer.token}` };
  await customer.setPin('1234');
  await customer.deposit(9_027_500);
  await customer.deposit(1_150_000);
  const plans: { id: number; name: string }[] = (await (await request.get('/api/v1/customer/fetchplans', { headers: auth })).json()).data;
  for (const name of HOLDINGS) {
    const plan = plans.find((candidate) => candidate.name === name);
    const bought = await request.post('/api/v1/customer/investment/createinvestment', {
      headers: auth,
      data: { pin: '1234', howmany: '1', plan: String(plan?.id) },
    });
    expect(bought.status(), `buying a unit of ${name}`).toBe(200);
  }
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

/** A state of a page that a route alone does not reach: an open menu or dialog, a later step. */
export type PageState = {
  /** Where it is, for failure messages ('/dashboard with the account menu open'). */
  where: string;
  /** Goes there from anywhere and returns what it opened, once fully shown. */
  open: (page: Page) => Promise<Locator>;
  /** The widest screen, in px, it exists on (the side menu, the install banner). */
  upTo?: number;
};

/** The panel a dropdown's trigger controls. */
const openDropdown = async (page: Page, name: string | RegExp): Promise<Locator> => {
  const trigger = page.getByRole('button', { name });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
};

/** The dialog on top, once its fade-in is over. */
const shownDialog = async (page: Page): Promise<Locator> => {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAttribute('data-state', 'open');
  return dialog;
};

/** A plan the sandbox catalogue keeps open to buyers. */
const OPEN_PLAN = 'Bajaj Boxer Riders (weekly)';

/** Step 2 of buying a unit of an open plan, the terms agreed. */
const buyingStepTwo = async (page: Page): Promise<void> => {
  await page.goto('/investment/plans');
  await page.getByRole('link', { name: new RegExp(OPEN_PLAN.replace(/[()]/g, '\\$&')) }).click();
  await page.getByRole('link', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'No. of units' }).fill('1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm Investment' })).toBeVisible();
  await page.getByRole('switch', { name: 'I agree to the terms of this investment' }).check();
};

/** The signed-out states beyond the routes: the sign-in sent empty, its error showing. */
export const signedOutStates = (): PageState[] => [
  {
    where: '/login sent empty, its error showing',
    open: async (page) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Login' }).click();
      const error = toast(page, 'All fields are required');
      await expect(error).toBeVisible();
      return error;
    },
  },
];

/**
 * The signed-in states beyond the routes at this width: the top bar's menus, the log-out and PIN
 * dialogs, the second step of buying and its PIN; on a phone the side menu and the install banner.
 */
export const signedInStates = (width: number): PageState[] => SIGNED_IN_STATES.filter((state) => width <= (state.upTo ?? Infinity));

const SIGNED_IN_STATES: PageState[] = [
  {
    where: '/dashboard with the notifications open',
    open: async (page) => {
      await page.goto('/dashboard');
      return openDropdown(page, /^Notifications/);
    },
  },
  {
    where: '/dashboard with the account menu open',
    open: async (page) => {
      await page.goto('/dashboard');
      return openDropdown(page, 'Account menu');
    },
  },
  {
    where: '/dashboard asking to log out',
    open: async (page) => {
      await page.goto('/dashboard');
      await (await openDropdown(page, 'Account menu')).getByRole('button', { name: 'Log Out' }).click();
      return shownDialog(page);
    },
  },
  {
    where: '/account/security with a PIN dialog open',
    open: async (page) => {
      await page.goto('/account/security');
      await page.getByRole('button', { name: 'Change PIN', exact: true }).click();
      return shownDialog(page);
    },
  },
  {
    where: 'buying units, step 2',
    open: async (page) => {
      await buyingStepTwo(page);
      return page.getByRole('main');
    },
  },
  {
    where: 'buying units, the PIN dialog',
    open: async (page) => {
      await buyingStepTwo(page);
      await page.getByRole('button', { name: 'Continue' }).click();
      return shownDialog(page);
    },
  },
  {
    where: '/dashboard with the side menu open',
    upTo: 992,
    open: async (page) => {
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Navigation menu' }).click();
      // Slid all the way in: the transition animates its transform.
      await expect(mainNav(page)).toHaveCSS('transform', 'none');
      return mainNav(page);
    },
  },
  {
    where: '/dashboard with the install banner',
    upTo: 768,
    open: async (page) => {
      await page.goto('/dashboard');
      // The browser's install offer, stubbed as in e2e/pwa.spec.ts: headless Chromium never makes one.
      await page.evaluate(() => dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: () => Promise.resolve() })));
      const banner = page.getByRole('region', { name: 'Install the app' });
      await expect(banner).toBeVisible();
      return banner;
    },
  },
];
