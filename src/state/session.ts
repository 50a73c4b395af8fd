import { signal } from '@preact/signals-core';
import Cookies from 'js-cookie';
import { validate } from 'superstruct';
import type { LoginResponse } from '@contract/auth';
import { COOKIES } from '@contract/cookies';
import { Customer } from '@contract/customer';
import { PASSKEYS_HERE_KEY } from '@/lib/passkeysHere';
import { balanceVisible } from './preferences';

/**
 * The signed-in customer. The cookies are the source of truth (signed in means the userAuth
 * cookie exists, docs/product.md §Signed-in frame); the signal mirrors them for rendering.
 */
export type Session = { token: string; customer: Customer | null };

const TOKEN_COOKIE = COOKIES.token;
const CUSTOMER_COOKIE = COOKIES.customer;
/**
 * Local-storage key of the e-mail or code number of the last successful sign-in with Remember Me
 * ticked (the sign-in screen writes it then, and removes it after a sign-in without the tick). A
 * sign-out and a session the server ended (a 401) keep it: only the customer's own choice, or a
 * deleted account, forgets it. See docs/rules.md §The SPA.
 */
export const REMEMBERED_ID_KEY = 'rememberedUniqueId';

const cookieOptions = (): Cookies.CookieAttributes => ({
  expires: 1,
  path: '/',
  sameSite: 'Lax',
  secure: location.protocol === 'https:',
});

const readCustomerCookie = (): Customer | null => {
  const text = Cookies.get(CUSTOMER_COOKIE);
  if (text === undefined) return null;
  try {
    const [error, customer] = validate(JSON.parse(text), Customer);
    return error ? null : customer;
  } catch {
    return null;
  }
};

const readSession = (): Session | null => {
  const token = Cookies.get(TOKEN_COOKIE);
  return token ? { token, customer: readCustomerCookie() } : null;
};

export const session = signal<Session | null>(readSession());

export const authToken = (): string | undefined => Cookies.get(TOKEN_COOKIE);
export const isSignedIn = (): boolean => Boolean(authToken());

export const startSession = ({ token, customer }: Pick<LoginResponse, 'token' | 'customer'>): void => {
  Cookies.set(TOKEN_COOKIE, token, cookieOptions());
  Cookies.set(CUSTOMER_COOKIE, JSON.stringify(customer), cookieOptions());
  session.value = { token, customer };
};

/** A fresh GET customer: the cookie keeps it for the next page load. */
export const updateCustomer = (customer: Customer): void => {
  const token = authToken();
  if (!token) return;
  Cookies.set(CUSTOMER_COOKIE, JSON.stringify(customer), cookieOptions());
  session.value = { token, customer };
};

/** What a sign-out keeps for the next sign-in: Remember Me's identifier and this device's passkey ids. */
const KEPT_FOR_NEXT_SIGN_IN = [REMEMBERED_ID_KEY, PASSKEYS_HERE_KEY];

const clearStorage = ({ keepRemembered }: { keepRemembered: boolean }): void => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  const kept = keepRemembered ? KEPT_FOR_NEXT_SIGN_IN.map((key) => [key, localStorage.getItem(key)] as const) : [];
  localStorage.clear();
  for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
};

/**
 * Sign-out clears every cookie and local storage, whatever the server said, but for Remember Me's
 * identifier and this device's passkey ids, which are there for the next sign-in; a deleted account leaves nothing
 * (docs/product.md §Flows).
 */
export const clearStoredSession = ({ forgetRemembered = false }: { forgetRemembered?: boolean } = {}): void =>
  clearStorage({ keepRemembered: !forgetRemembered });

/** Set when the server ended a live session (a 401); the signed-in layout tells the customer once. */
let expiredUnseen = false;

/**
 * Ends the session and tells the signed-in layout, which then leaves for /login. Remember Me's
 * identifier stays for the next sign-in (after a deleted account it is already gone).
 */
export const endSession = (why: 'signedOut' | 'expired' = 'signedOut'): void => {
  // A 401 to a signed-out visitor (a wrong password), to the second of two calls that were out
  // together, or during a sign-out's last 2 s (its cookies already gone) ends nothing the
  // customer still had.
  if (why === 'signedOut') expiredUnseen = false;
  else if (session.value !== null && isSignedIn()) expiredUnseen = true;
  clearStorage({ keepRemembered: true });
  // The next customer on this device starts with the balances shown, as every session does.
  balanceVisible.value = true;
  session.value = null;
};

/** Whether the last session ended because the server ended it; true once only. */
export const takeSessionExpired = (): boolean => {
  const expired = expiredUnseen;
  expiredUnseen = false;
  return expired;
};
