import { coerce, define, integer, number, optional, refine, string, union, type Struct } from 'superstruct';
import { nairaToKobo } from './money.js';

/**
 * Field structs with the message a customer sees when the value is wrong. The server turns a
 * failure into a 422 with these messages; the SPA may reuse the same predicates.
 *
 * Every string is measured against its cap before anything else reads it, so no pattern ever
 * runs on a long input; and no pattern here can backtrack (each is checked by a ReDoS analyser).
 */
export const LIMITS = {
  /** RFC 5321's longest usable address. */
  email: 254,
  /** An e-mail or a code number. */
  uniqueid: 254,
  /** Long passphrases are welcome; past this a password is a hashing cost, not security. */
  password: 128,
  name: 50,
  address: 200,
  city: 50,
  location: 50,
  phone: 20,
  /** Bank and product codes, references and other short identifiers; also the cap before an exact-length check (OTP, PIN, account number). */
  code: 64,
  /** A number typed as text: an amount, a page, an id. */
  numeric: 20,
  /** A provider's product name (a data plan), as its list spells it. */
  product: 200,
} as const;

/** The most of a User-Agent header a session keeps (real ones are a few hundred characters). */
export const USER_AGENT_MAX = 512;

/** Domain labels are separated by single dots, so the pattern has one way to match any input. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export const PASSWORD_MIN_LENGTH = 8;

export const isDigits = (value: string, length?: number): boolean => /^\d+$/.test(value) && (length === undefined || value.length === length);

export type Check = (value: string) => true | string;

/** Field messages read elsewhere too: the SPA shows the phone number's before anything is sent. */
export const FIELD_TEXTS = {
  phoneDigits: 'The phone number must contain digits only.',
  controlCharacters: (label: string) => `The ${label} may not contain control characters.`,
} as const;

const tooLong = (label: string, max: number) => `The ${label} may not be longer than ${max} characters.`;

/** Unicode's control characters (Cc): C0 (U+0000 to U+001F), DEL (U+007F) and C1 (U+0080 to U+009F). */
const CONTROL_CHARACTER = /\p{Cc}/u;
export const hasControlCharacter = (value: string): boolean => CONTROL_CHARACTER.test(value);

/** Typed text is shown again (on screens, in mails, in an operator's terminal): no escape codes, no invisible breaks. */
const noControlCharacters =
  (label: string): Check =>
  (value) =>
    !hasControlCharacter(value) || FIELD_TEXTS.controlCharacters(label);

/**
 * A string of at most `max` characters that then passes each check in turn. One refinement runs
 * them all, so a check never sees a string over the cap (superstruct would run nested ones anyway).
 */
/* @__NO_SIDE_EFFECTS__ */
const capped = (label: string, max: number, checks: readonly Check[]): Struct<string, null> =>
  refine(string(), 'text', (value) => {
    if (value.length > max) return tooLong(label, max);
    for (const check of checks) {
      const result = check(value);
      if (result !== true) return result;
    }
    return true;
  });

/** Text a person types: capped, then free of control characters, then each check in turn (docs/rules.md §Limits). */
/* @__NO_SIDE_EFFECTS__ */
export const text = (label: string, max: number, ...checks: Check[]): Struct<string, null> => capped(label, max, [noControlCharacters(label), ...checks]);

/**
 * A password: capped and checked, but any character is taken. It is only ever hashed, never shown,
 * and a sign-in must still match a password chosen before control characters were refused.
 */
/* @__NO_SIDE_EFFECTS__ */
export const secret = (label: string, max: number, ...checks: Check[]): Struct<string, null> => capped(label, max, checks);

export const notBlank =
  (label: string): Check =>
  (value) =>
    value.trim().length > 0 || `The ${label} field is required.`;

/** A string that is not blank; the label names the field in the message. */
/* @__NO_SIDE_EFFECTS__ */
export const required = (label: string, max: number = LIMITS.code): Struct<string, null> => text(label, max, notBlank(label));

/** How an e-mail is compared and kept: trimmed, in lower case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Some letters grow when lowered ('İ' becomes two characters), so the kept form is measured too.
 * Addresses under `.invalid`, a domain that never receives mail (RFC 2606), are refused: deleted
 * accounts are renamed into it, and no sign-up may take such a name first.
 */
/* @__NO_SIDE_EFFECTS__ */
export const email = (): Struct<string, null> =>
  text(
    'email',
    LIMITS.email,
    notBlank('email'),
    (v) => (EMAIL_PATTERN.test(v.trim()) && !normaliseEmail(v).endsWith('.invalid')) || 'Enter a valid e-mail address.',
    (v) => normaliseEmail(v).length <= LIMITS.email || tooLong('email', LIMITS.email),
  );

/* @__NO_SIDE_EFFECTS__ */
export const password = (label = 'password'): Struct<string, null> =>
  secret(label, LIMITS.password, (v) => v.length >= PASSWORD_MIN_LENGTH || `The ${label} must be at least ${PASSWORD_MIN_LENGTH} characters.`);

/** A password typed to be compared with the stored one: only required, whatever rules it was chosen under. */
/* @__NO_SIDE_EFFECTS__ */
export const typedPassword = (label = 'password'): Struct<string, null> => secret(label, LIMITS.password, notBlank(label));

/* @__NO_SIDE_EFFECTS__ */
export const otpCode = (): Struct<string, null> => text('OTP', LIMITS.code, (v) => isDigits(v, 6) || 'The OTP must be 6 digits.');

/* @__NO_SIDE_EFFECTS__ */
export const phoneNumber = (): Struct<string, null> =>
  text('phone number', LIMITS.phone, notBlank('phone number'), (v) => isDigits(v) || FIELD_TEXTS.phoneDigits);

/** The largest value of a PostgreSQL `integer` column: every id and every integer the client sends fits in one. */
const PG_INTEGER_MAX = 2_147_483_647;

/** A whole number from `least` up to what a PostgreSQL `integer` (a column, an OFFSET) can take. */
/* @__NO_SIDE_EFFECTS__ */
const boundedInteger = (label: string, least: number): Struct<number, null> =>
  refine(integer(), 'boundedInteger', (n) => (n < least ? `The ${label} field is invalid.` : n > PG_INTEGER_MAX ? `The ${label} field is too large.` : true));

/** Query values arrive as text: one too long to be a number is not parsed at all. */
/* @__NO_SIDE_EFFECTS__ */
const numericText = (label: string) => text(label, LIMITS.numeric);

/** A page number from a query string; absent or empty is the first page. */
/* @__NO_SIDE_EFFECTS__ */
export const pageNumber = () => coerce(boundedInteger('page', 1), optional(numericText('page')), (v) => (v === undefined || v === '' ? 1 : Number(v)));

/** A number filter from a query string; empty means no filter. */
/* @__NO_SIDE_EFFECTS__ */
export const filterNumber = (label: string) => coerce(optional(boundedInteger(label, 0)), numericText(label), (v) => (v === '' ? undefined : Number(v)));

/** A row id: a whole number from 1 up to what a PostgreSQL `integer` column holds. */
const isRowId = (n: number): boolean => Number.isInteger(n) && n > 0 && n <= PG_INTEGER_MAX;

/** An id that may arrive as a number (JSON) or a numeric string (forms); it leaves as a number. */
/* @__NO_SIDE_EFFECTS__ */
export const numericId = (label: string): Struct<number, null> =>
  coerce(
    define<number>('numericId', (n) => (typeof n === 'number' && isRowId(n)) || `Choose a valid ${label}.`),
    text(label, LIMITS.numeric),
    (v) => (/^\d+$/.test(v) ? Number(v) : v),
  );

/**
 * An id the product's calls send as text ('12'); a JSON number is taken too. It stays text, so
 * the SPA's request type says what goes on the wire; the server reads it with Number().
 */
/* @__NO_SIDE_EFFECTS__ */
export const idText = (label: string): Struct<string, null> =>
  coerce(
    define<string>('idText', (v) => (typeof v === 'string' && v.length <= LIMITS.numeric && isDigits(v) && isRowId(Number(v))) || `Choose a valid ${label}.`),
    number(),
    String,
  );

/** Letters of any alphabet (with their accents), spaces, hyphens and apostrophes; at least one letter. */
const NAME_CHARACTERS = /^[\p{L}\p{M} '’-]+$/u;
const LETTER = /\p{L}/u;
export const personName = (label: string): Struct<string, null> =>
  text(
    label,
    LIMITS.name,
    notBlank(label),
    (v) => (NAME_CHARACTERS.test(v) && LETTER.test(v)) || `The ${label} may only contain letters, spaces, hyphens and apostrophes.`,
  );

/* @__NO_SIDE_EFFECTS__ */
export const pinCode = (label = 'PIN'): Struct<string, null> => text(label, LIMITS.code, (v) => isDigits(v, 4) || `The ${label} must be 4 digits.`);

/** Naira amounts arrive as numbers (deposit) or strings (withdraw); both must be more than 0.9. */
export const MIN_AMOUNT_KOBO = 91;
/* @__NO_SIDE_EFFECTS__ */
export const nairaAmount = (): Struct<string | number, null> =>
  refine(union([numericText('amount'), number()]), 'naira', (v) => {
    const kobo = nairaToKobo(v);
    // The product's words, as the deposit and withdraw screens say them.
    return (kobo !== null && kobo >= MIN_AMOUNT_KOBO) || 'Please enter a valid amount.';
  });
