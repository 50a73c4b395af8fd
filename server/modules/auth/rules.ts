/** The numbers of domain.md for one-time codes and sessions, in one place. */
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_TRIES = 5;
export const OTP_RESEND_INTERVAL_MS = 60_000;
/** After a correct checkotp the proof stays good this long (the sign-up screens' inactivity limit). */
export const OTP_PROOF_TTL_MS = 60 * 60_000;
export const SESSION_TTL_MS = 24 * 60 * 60_000;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Code numbers are FV + 8 digits; login's uniqueid is either one of these or an e-mail. */
export const CODE_NUMBER_PATTERN = /^FV\d{8}$/i;
export const newCodeNumber = (randomDigit: () => number) =>
  `FV${Array.from({ length: 8 }, randomDigit).join('')}`;
