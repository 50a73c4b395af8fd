import { coerce, define, integer, number, optional, refine, string, union, type Struct } from 'superstruct';
import { nairaToKobo } from './money';

/**
 * Field structs with the message a customer sees when the value is wrong. The server turns a
 * failure into a 422 with these messages; the SPA may reuse the same predicates.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN_LENGTH = 8;

export const isDigits = (value: string, length?: number): boolean =>
  /^\d+$/.test(value) && (length === undefined || value.length === length);

/** A string that is not blank; the label names the field in the message. */
export const required = (label: string): Struct<string, null> =>
  refine(string(), 'required', (v) => v.trim().length > 0 || `The ${label} field is required.`);

export const email = (): Struct<string, null> =>
  refine(required('email'), 'email', (v) => EMAIL_PATTERN.test(v.trim()) || 'Enter a valid e-mail address.');

export const password = (label = 'password'): Struct<string, null> =>
  refine(
    string(),
    'password',
    (v) => v.length >= PASSWORD_MIN_LENGTH || `The ${label} must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  );

export const otpCode = (): Struct<string, null> =>
  refine(string(), 'otp', (v) => isDigits(v, 6) || 'The OTP must be 6 digits.');

export const phoneNumber = (): Struct<string, null> =>
  refine(required('phone number'), 'phone', (v) => isDigits(v) || 'The phone number must contain digits only.');

/** The largest value of a PostgreSQL `integer` column: every id and every integer the client sends fits in one. */
export const PG_INTEGER_MAX = 2_147_483_647;

/** A whole number from `least` up to what a PostgreSQL `integer` (a column, an OFFSET) can take. */
const boundedInteger = (label: string, least: number): Struct<number, null> =>
  refine(integer(), 'boundedInteger', (n) =>
    n < least ? `The ${label} field is invalid.` : n > PG_INTEGER_MAX ? `The ${label} field is too large.` : true,
  );

/** A page number from a query string; absent or empty is the first page. */
export const pageNumber = () =>
  coerce(boundedInteger('page', 1), optional(string()), (v) => (v === undefined || v === '' ? 1 : Number(v)));

/** A number filter from a query string; empty means no filter. */
export const filterNumber = (label: string) =>
  coerce(optional(boundedInteger(label, 0)), string(), (v) => (v === '' ? undefined : Number(v)));

/** An id that may arrive as a number (JSON) or a numeric string (forms); it leaves as a number. */
export const numericId = (label: string): Struct<number, null> =>
  coerce(
    define<number>('numericId', (n) => (typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= PG_INTEGER_MAX) || `Choose a valid ${label}.`),
    string(),
    (v) => (/^\d+$/.test(v) ? Number(v) : v),
  );

export const pinCode = (label = 'PIN'): Struct<string, null> =>
  refine(string(), 'pin', (v) => isDigits(v, 4) || `The ${label} must be 4 digits.`);

/** Naira amounts arrive as numbers (deposit) or strings (withdraw); both must be more than 0.9. */
export const MIN_AMOUNT_KOBO = 91;
export const nairaAmount = (label = 'amount'): Struct<string | number, null> =>
  refine(
    union([string(), number()]),
    'naira',
    (v) => {
      const kobo = nairaToKobo(v);
      return (kobo !== null && kobo >= MIN_AMOUNT_KOBO) || `Enter a valid ${label} greater than ₦0.90.`;
    },
  );
