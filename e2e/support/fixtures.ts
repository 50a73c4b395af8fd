import path from 'node:path';
import { test as base, expect, type Page } from 'playwright/test';
import { signedInCustomer } from '../../scripts/lib/customer-journey';
import { sessionCookies } from '../../scripts/lib/session-cookies';
import { API_FIRSTNAME, API_PASSWORD, apiAccount, uniqueEmail, type Account } from './accounts';

export { expect };

/** What went wrong in the browser during a test: console errors, uncaught exceptions, CSP violations. */
export type BrowserProblems = {
  /** Expected problems (e.g. the 422 of a wrong password in Chromium's console) that do not fail the test. */
  allow(pattern: RegExp): void;
  /** The problems so far (not allowed ones), emptying the list. */
  take(): string[];
};

/** Reports every CSP violation to the console, where the watcher below sees it. */
const CSP_REPORTER = `document.addEventListener('securitypolicyviolation', (e) =>
  console.error('CSP violation: ' + e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') + ' in ' + e.sourceFile));`;

/** A customer of the test's own, made through the real API and signed in in its browser context. */
export type Customer = Account & {
  /** The session the browser holds, for calls the test makes as the customer. */
  token: string;
  setPin(pin: string): Promise<void>;
  /** Pays `naira` into the wallet through the sandbox checkout. */
  deposit(naira: number): Promise<void>;
};

let sharedAccount: Promise<Account> | undefined;

export const test = base.extend<{ browserProblems: BrowserProblems; account: Account; customer: Customer }>({
  // Every test fails on a console error, an uncaught exception or a CSP violation in any of its pages.
  browserProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      const record = (problem: string) => {
        if (!allowed.some((pattern) => pattern.test(problem))) problems.push(problem);
      };
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          record(`console error on ${page.url()}: ${message.text()} (${message.location().url})`);
        });
        page.on('pageerror', (error) => record(`uncaught ${error.name} on ${page.url()}: ${error.message}`));
      };
      await context.addInitScript(CSP_REPORTER);
      context.pages().forEach(watch);
      context.on('page', watch);
      await use({
        allow: (pattern) => allowed.push(pattern),
        take: () => problems.splice(0),
      });
      expect(problems, 'console errors, uncaught exceptions or CSP violations').toEqual([]);
    },
    { auto: true },
  ],

  // One API-made customer shared by the tests that only need someone to sign in as (and do not change them).
  account: async ({ baseURL }, use) => {
    sharedAccount ??= apiAccount(baseURL!, 'shared');
    await use(await sharedAccount);
  },

  // A test's own customer, signed in from the start the way the SPA's sign-in leaves a browser (its
  // two cookies, e2e/support/accounts.ts): tests may change them. Tests that sign in themselves, on
  // the form or part way through, take the shared `account` instead.
  customer: async ({ context, baseURL }, use, testInfo) => {
    const email = uniqueEmail(path.basename(testInfo.file, '.spec.ts'));
    const made = await signedInCustomer(baseURL!, email, API_PASSWORD);
    const keepSignedIn = async (customer: unknown) => context.addCookies(sessionCookies(baseURL!, made.token, customer));
    await keepSignedIn(made.customer);
    // Screens read the PIN and the balance from the customer cookie: after a change the browser
    // holds the customer as the server now has them, as a sign-in after the change would.
    const thenKeepSignedIn =
      <A extends unknown[]>(change: (...args: A) => Promise<void>) =>
      async (...args: A) => {
        await change(...args);
        await keepSignedIn(await made.read());
      };
    await use({
      email,
      password: API_PASSWORD,
      firstname: API_FIRSTNAME,
      token: made.token,
      setPin: thenKeepSignedIn(made.setPin),
      deposit: thenKeepSignedIn(made.deposit),
    });
  },
});
