import { parse } from 'cookie';
import { COOKIES } from '../../contract/cookies';
import type { Customer } from '../../contract';

const DAY_SECONDS = 24 * 60 * 60;
/** Remember Me's answer only has to last until the dashboard's JavaScript moves it into local storage. */
const REMEMBERED_SECONDS = 10 * 60;

type CookieOptions = { secure: boolean; now: Date };

/**
 * A cookie as js-cookie would write it for the SPA: readable by scripts (no HttpOnly: the SPA
 * sends the token itself), whole site, SameSite=Lax, Secure over HTTPS.
 */
const cookie = (name: string, value: string, seconds: number, { secure, now }: CookieOptions) =>
  [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${seconds}`,
    `Expires=${new Date(now.getTime() + seconds * 1000).toUTCString()}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');

/**
 * The cookies a sign-in through the HTML form sets: the same `userAuth` and `user` the SPA sets
 * after the API login (src/state/session.ts, one day), and what Remember Me asked for: the
 * identifier to remember, or empty to forget it (docs/architecture.md, "Sign-in before the JavaScript").
 */
export const formSignInCookies = (session: { token: string; customer: Customer }, remembered: string, options: CookieOptions): string[] => [
  cookie(COOKIES.token, session.token, DAY_SECONDS, options),
  cookie(COOKIES.customer, JSON.stringify(session.customer), DAY_SECONDS, options),
  cookie(COOKIES.rememberedId, remembered, REMEMBERED_SECONDS, options),
];

/** One cookie's value in a request's Cookie header, decoded, or undefined. */
export const cookieValue = (cookieHeader: string | undefined, name: string): string | undefined => (cookieHeader ? parse(cookieHeader)[name] : undefined);

/** Whether the request carries a session, by the same test as index.html's boot script (a `userAuth` cookie, whatever its value). */
export const hasSessionCookie = (cookieHeader: string | undefined): boolean => cookieValue(cookieHeader, COOKIES.token) !== undefined;
