import type { ThrottleRule } from './throttle';

/** The numbers of docs/rules.md for one-time codes, passwords and sessions, in one place. */
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_TRIES = 5;
export const OTP_RESEND_INTERVAL_MS = 60_000;
/** After a correct checkotp the proof stays good this long (the sign-up screens' inactivity limit). */
export const OTP_PROOF_TTL_MS = 60 * 60_000;
export const SESSION_TTL_MS = 24 * 60 * 60_000;
/** A session's last use is written at most this often, so requests do not each write. */
export const SESSION_LAST_USED_EVERY_MS = 60_000;

const HOUR_MS = 60 * 60_000;
/** Wrong passwords for one customer, by e-mail and code number alike (or for one unknown identifier). */
export const PASSWORD_GUESSES: ThrottleRule = { max: 10, windowMs: HOUR_MS, lockMs: 30 * 60_000 };
/** Wrong one-time codes for one e-mail, across every code it was sent; the lock also stops new codes. */
export const OTP_GUESSES: ThrottleRule = { max: 10, windowMs: HOUR_MS, lockMs: HOUR_MS };
/** The longest window above, for forgetting counts that no longer matter. */
export const LONGEST_GUESS_WINDOW_MS = HOUR_MS;

/** Where failed guesses are counted (see throttle.ts). */
export const GUESS_KEYS = {
  customer: (customerId: number) => `customer:${customerId}`,
  unknownLogin: (identifier: string) => `login:${identifier}`,
  otp: (email: string) => `otp:${email}`,
};

/** Code numbers are FV + 8 digits; login's uniqueid is either one of these or an e-mail. */
export const CODE_NUMBER_PATTERN = /^FV\d{8}$/i;
export const newCodeNumber = (randomDigit: () => number) => `FV${Array.from({ length: 8 }, randomDigit).join('')}`;
