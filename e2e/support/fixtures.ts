import { test as base, expect, type Page } from 'playwright/test';
import { apiAccount, type Account } from './accounts';

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

let sharedAccount: Promise<Account> | undefined;

export const test = base.extend<{ browserProblems: BrowserProblems; account: Account }>({
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
});
