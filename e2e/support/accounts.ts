import type { APIRequestContext, BrowserContext, Page } from 'playwright/test';
import { expect } from 'playwright/test';
import { signedInCustomer } from '../../scripts/lib/customer-journey';
import { sessionCookies } from '../../scripts/lib/session-cookies';
import { appTookOver } from './ui';

/** The password scripts/lib/customer-journey.ts gives the customers it creates. */
export const API_PASSWORD = 'bench password 1';
/** The names it registers them with. */
export const API_FIRSTNAME = 'Bench';

let serial = 0;

/** An address no other test (or earlier run on a reused database) has used: lower case, as the server keeps it. */
export const uniqueEmail = (tag: string): string =>
  `e2e.${tag}.${Date.now().toString(36)}${(serial++).toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`.toLowerCase();

export type Account = { email: string; password: string; firstname: string };

/** A registered customer made through the real API (sign-up, OTP from the mailbox, register): no UI. */
export async function apiAccount(baseURL: string, tag: string): Promise<Account> {
  const email = uniqueEmail(tag);
  await signedInCustomer(baseURL, email, API_PASSWORD);
  return { email, password: API_PASSWORD, firstname: API_FIRSTNAME };
}

/**
 * Signs a browser context in the way the SPA's own login does (the userAuth cookie, and the
 * customer in the user cookie; docs/product.md §Signed-in frame), with a token from the real login
 * call. For tests whose subject is not the sign-in form itself.
 */
export async function signInWithCookies(context: BrowserContext, request: APIRequestContext, baseURL: string, account: Account) {
  const response = await request.post('/api/v1/customer/auth/login', {
    form: { uniqueid: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token, customer } = (await response.json()) as { token: string; customer: unknown };
  await context.addCookies(sessionCookies(baseURL, token, customer));
}

/** Fills and sends the SPA's sign-in form on /login (e2e/login-nojs.spec.ts tests the pre-rendered one). */
export async function signInThroughForm(page: Page, identifier: string, password: string) {
  await appTookOver(page);
  await page.getByRole('textbox', { name: 'Email or Codenumber' }).fill(identifier);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}
