import {
  AIRTIME_MAX_NAIRA,
  AIRTIME_MIN_NAIRA,
  BILL_FIELD_TEXTS,
  localPhoneNumber,
  METER_NUMBER_DIGITS,
  SMART_CARD_DIGITS,
} from '@contract/bills';
import { isDigits } from '@contract/fields';
import { keepDigits } from '@/lib/validation';
import { texts } from './texts';

/**
 * The bill forms' checks before any call (docs/product.md §Validation: every field required, worded per form). The
 * server holds the same rules (phone, amounts, number lengths); checking them here says so while
 * the customer can still fix the field, not after the PIN.
 */

/** Meter and smart-card numbers keep digits only, whatever was typed or pasted. */
export const meterInput = (typed: string): string => keepDigits(typed, METER_NUMBER_DIGITS.max);
export const cardInput = (typed: string): string => keepDigits(typed, SMART_CARD_DIGITS.max);

/** Phone numbers keep what a number may be written with, digits and +, as long as +234 and ten digits. */
const PHONE_MAX = 14;
export const phoneInput = (typed: string): string => keepDigits(typed, PHONE_MAX, { plus: true });

/**
 * A whole naira amount typed as digits ('500'), or null. The server also takes '500.00'; the form
 * asks for digits only, which keeps the wallet's money parser out of this screen's download.
 */
export const wholeNaira = (typed: string): number | null => {
  const value = typed.trim();
  return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
};

const blank = (...values: readonly string[]): boolean => values.some((value) => value.trim() === '');

const phoneProblem = (number: string): string | null => (localPhoneNumber(number) === null ? BILL_FIELD_TEXTS.phone : null);

export type AirtimeForm = { network: string; number: string; amount: string };

export const airtimeProblem = ({ network, number, amount }: AirtimeForm): string | null => {
  if (blank(network, number, amount)) return texts.messages.fillAll;
  const naira = wholeNaira(amount);
  if (naira === null || naira < AIRTIME_MIN_NAIRA || naira > AIRTIME_MAX_NAIRA) return BILL_FIELD_TEXTS.airtimeAmount;
  return phoneProblem(number);
};

export type DataForm = { network: string; number: string; plan: string };

export const dataProblem = ({ network, number, plan }: DataForm): string | null =>
  blank(network, number, plan) ? texts.messages.fillAll : phoneProblem(number);

const lengthProblem = (value: string, { min, max }: { min: number; max: number }, message: string): string | null =>
  isDigits(value) && value.length >= min && value.length <= max ? null : message;

/** What Verify needs: a provider and a plausible meter number. */
export const meterProblem = (company: string, meterno: string): string | null =>
  blank(company, meterno) ? texts.messages.fillForm : lengthProblem(meterno, METER_NUMBER_DIGITS, BILL_FIELD_TEXTS.meterNumber);

export const cardProblem = (cable: string, smartcard: string): string | null =>
  blank(cable, smartcard) ? texts.messages.fillForm : lengthProblem(smartcard, SMART_CARD_DIGITS, BILL_FIELD_TEXTS.cardNumber);

/** Electricity's amount, once the meter is verified: whole naira (the server holds it to its limits). */
export const electricityAmountProblem = (amount: string): string | null => {
  if (blank(amount)) return texts.messages.fillForm;
  return wholeNaira(amount) === null ? BILL_FIELD_TEXTS.wholeNaira : null;
};

/**
 * A verification holds for exactly the values it checked: any edit to them (docs/product.md §Utility bills: the meter
 * number) makes the meter or card unverified again.
 */
export const verificationKey = (...values: readonly string[]): string => values.join('\n');
