import { number, optional, refine, union, type Struct } from 'superstruct';
import { cableProvider, electricCompany, meterType, mobileNetwork } from './bill-codes';
import { isDigits, LIMITS, notBlank, text } from './fields';
import { nairaToKobo } from './money';

/**
 * The bills' fields: what a phone number, a meter or card number, an amount and a customer's name
 * may be, the messages a customer reads when one is not, and the field structs the calls are made of.
 */

/** What one airtime top-up may be, in naira: the providers' own limits. */
export const AIRTIME_MIN_NAIRA = 50;
export const AIRTIME_MAX_NAIRA = 200_000;

/**
 * A Nigerian mobile number in the 11-digit form networks and VTU providers take ("08031234567"),
 * from that form or the international one ("+2348031234567", "2348031234567"); null for anything
 * else. Mobile numbers start 070, 080, 081, 090 or 091.
 */
export function localPhoneNumber(input: string): string | null {
  if (input.length > 14) return null;
  const match = /^(?:\+?234|0)([789][01]\d{8})$/.exec(input);
  return match ? `0${match[1]}` : null;
}

/**
 * Whether a verification's `customer_name` names a person or a company ('ADA OBI', 'Zenith Bank
 * Plc', "O'Neil Ltd", 'Okafor & Sons'). Providers put their own words in that field now and then
 * (INVALID_METERNO, 'Service unavailable. Please try again later.'): such a verification failed,
 * and its text must never be shown or kept as the customer's name (docs/rules.md §Bills).
 */
export function isCustomerName(text: string): boolean {
  const name = text.trim();
  // Letters (any script), digits and the marks names carry; no status-word underscores, colons or '!'.
  if (!/^[\p{L}\p{M}\d .,'’&()/-]+$/u.test(name)) return false;
  if ((name.match(/\p{L}/gu) ?? []).length < 2) return false;
  // Word by word (a set and a few phrases, not one long alternation a ReDoS check cannot prove).
  const words = name.toLowerCase().split(/[^\p{L}/]+/u);
  const spaced = ` ${words.join(' ')} `;
  return !words.some((word) => NOT_A_NAME_WORDS.has(word)) && !NOT_A_NAME_PHRASES.some((phrase) => spaced.includes(` ${phrase} `));
}

/** Words and phrases a provider's message has and a name does not. */
const NOT_A_NAME_WORDS = new Set([
  'unavailable',
  'error',
  'errors',
  'please',
  'invalid',
  'failed',
  'failure',
  'unable',
  'cannot',
  'timeout',
  'unknown',
  'n/a',
  'null',
  'undefined',
]);
const NOT_A_NAME_PHRASES = ['try again', 'not found', 'not exist', 'does not', 'could not', 'timed out'];

/** How long meter and smart-card numbers are: Nigerian prepaid meters have 11 or 13 digits, postpaid accounts fewer. */
export const METER_NUMBER_DIGITS = { min: 6, max: 13 } as const;
/** DStv and GOtv IUC numbers have 10 digits, StarTimes smart cards 10 or 11. */
export const SMART_CARD_DIGITS = { min: 10, max: 11 } as const;

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', minimumFractionDigits: 0, maximumFractionDigits: 0 });
/** 200000 -> '₦200,000', for messages. */
export const formatWholeNaira = (amount: number): string => naira.format(amount);

export const BILL_FIELD_TEXTS = {
  network: 'Choose a valid network.',
  planNetwork: 'Choose a valid network: MTN, Glo, m_9mobile or Airtel.',
  phone: 'Enter a valid Nigerian mobile number: 11 digits starting with 0, or +234 and 10 digits.',
  airtimeAmount: `The airtime amount must be a whole naira amount from ${formatWholeNaira(AIRTIME_MIN_NAIRA)} to ${formatWholeNaira(AIRTIME_MAX_NAIRA)}.`,
  wholeNaira: 'The amount must be a whole naira amount.',
  company: 'Choose a valid electricity provider.',
  meterType: 'The meter type must be 01 (PREPAID) or 02 (POSTPAID).',
  meterNumber: `The meter number must be ${METER_NUMBER_DIGITS.min} to ${METER_NUMBER_DIGITS.max} digits.`,
  cable: 'Choose a valid cable provider.',
  cardNumber: `The smart card number must be ${SMART_CARD_DIGITS.min} or ${SMART_CARD_DIGITS.max} digits.`,
} as const;

/** A code of one of the tables of bill-codes.ts; anything else gets `message`. */
const tableCode = (label: string, known: (code: unknown) => unknown, message: string) =>
  text(label, LIMITS.code, notBlank(label), (v) => known(v) !== undefined || message);

const digitsBetween = (label: string, { min, max }: { min: number; max: number }, message: string) =>
  text(label, LIMITS.code, notBlank(label), (v) => (isDigits(v) && v.length >= min && v.length <= max) || message);

export const networkCode = () => tableCode('network', mobileNetwork, BILL_FIELD_TEXTS.network);
export const companyCode = () => tableCode('electricity provider', electricCompany, BILL_FIELD_TEXTS.company);
export const meterTypeCode = () => tableCode('meter type', meterType, BILL_FIELD_TEXTS.meterType);
export const cableCode = () => tableCode('cable provider', cableProvider, BILL_FIELD_TEXTS.cable);
export const meterNumber = () => digitsBetween('meter number', METER_NUMBER_DIGITS, BILL_FIELD_TEXTS.meterNumber);
export const smartCardNumber = () => digitsBetween('smart card number', SMART_CARD_DIGITS, BILL_FIELD_TEXTS.cardNumber);

/** A Nigerian mobile number in either form; the server keeps it in the local form (localPhoneNumber). */
export const mobileNumber = () => text('phone number', LIMITS.phone, notBlank('phone number'), (v) => localPhoneNumber(v) !== null || BILL_FIELD_TEXTS.phone);

/** Naira as a number (500) or text ("500"); whole naira, the only amounts VTU providers take. */
export const wholeNairaOf = (value: string | number): number | null => {
  const kobo = nairaToKobo(value);
  return kobo !== null && kobo > 0 && kobo % 100 === 0 ? kobo / 100 : null;
};

const amountText = () => union([text('amount', LIMITS.numeric), number()]);

/** A whole naira amount; the server holds electricity to its configured limits. */
export const wholeNairaAmount = (): Struct<string | number, null> =>
  refine(amountText(), 'wholeNaira', (v) => wholeNairaOf(v) !== null || BILL_FIELD_TEXTS.wholeNaira);

export const airtimeAmount = (): Struct<string | number, null> =>
  refine(amountText(), 'airtimeAmount', (v) => {
    const amount = wholeNairaOf(v);
    return (amount !== null && amount >= AIRTIME_MIN_NAIRA && amount <= AIRTIME_MAX_NAIRA) || BILL_FIELD_TEXTS.airtimeAmount;
  });

/** What a form sends as the price of a data plan or cable package: accepted, never charged (the provider's list decides). */
export const clientPrice = () => optional(amountText());
