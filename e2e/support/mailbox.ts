import { expect, type BrowserContext, type Page } from 'playwright/test';

/**
 * The sandbox outbox page (/sandbox/mailbox, newest first, one <article class="mail" data-to>
 * per mail), read in its own tab the way a person would. Polls: a mail may land a moment after
 * the call that sent it answered.
 */
async function newestMatching(page: Page, email: string, subject: string, pattern: RegExp): Promise<RegExpExecArray> {
  let match: RegExpExecArray | null = null;
  await expect
    .poll(
      async () => {
        await page.goto('/sandbox/mailbox');
        const mails = page.locator(`article.mail[data-to="${email}"]`).filter({ has: page.getByRole('heading', { name: subject, exact: true }) });
        const body = await mails
          .first()
          .locator('.body')
          .textContent({ timeout: 1000 })
          .catch(() => null);
        match = body === null ? null : pattern.exec(body);
        return match !== null;
      },
      { message: `a mail '${subject}' to ${email} matching ${pattern}`, intervals: [100, 250, 500] },
    )
    .toBe(true);
  return match as unknown as RegExpExecArray;
}

async function inMailboxTab<T>(context: BrowserContext, read: (page: Page) => Promise<T>): Promise<T> {
  const page = await context.newPage();
  try {
    return await read(page);
  } finally {
    await page.close();
  }
}

/** Subjects of the mails the server sends (server/modules/auth/texts.ts). */
export const SUBJECTS = {
  signUp: 'Your Fleetvest sign-up code',
  reset: 'Your Fleetvest password reset code',
  pinReset: 'Your Fleetvest PIN reset code',
  welcome: 'Welcome to Fleetvest',
} as const;

/** The code in the newest sign-up (or password reset, or PIN reset) OTP mail to `email`. */
export const readOtp = (context: BrowserContext, email: string, purpose: 'signUp' | 'reset' | 'pinReset' = 'signUp'): Promise<string> =>
  inMailboxTab(context, async (page) => (await newestMatching(page, email, SUBJECTS[purpose], /code is (\d{6})\b/))[1] as string);

/** The code number (FV + 8 digits) from the welcome mail to `email`. */
export const readCodeNumber = (context: BrowserContext, email: string): Promise<string> =>
  inMailboxTab(context, async (page) => (await newestMatching(page, email, SUBJECTS.welcome, /code number is (FV\d{8})\b/i))[1] as string);
