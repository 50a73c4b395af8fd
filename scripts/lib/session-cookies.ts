import { COOKIES } from '../../contract/cookies';

/** A cookie as Playwright's BrowserContext.addCookies takes it. */
export type SessionCookie = { name: string; value: string; url: string; sameSite: 'Lax' };

/**
 * The cookies the SPA's own sign-in sets (contract/cookies.ts): the token, and the customer as
 * JSON. A browser context given them opens the signed-in frame without going through /login.
 */
export const sessionCookies = (url: string, token: string, customer: unknown): SessionCookie[] => [
  { name: COOKIES.token, value: token, url, sameSite: 'Lax' },
  { name: COOKIES.customer, value: encodeURIComponent(JSON.stringify(customer)), url, sameSite: 'Lax' },
];
