import { BILL_FIELD_TEXTS, localPhoneNumber, METER_NUMBER_DIGITS, SMART_CARD_DIGITS } from '@contract/bill-fields';
import type { AmountRange } from '@contract/config';
import { isDigits } from '@contract/fields';
import { KOBO_PER_NAIRA } from '@contract/money';
import { formatNairaWhole } from '@/lib/format';
import { texts } from '../texts';

/**
 * The bill forms' checks before any call (docs/product.md §Validation: every field required, worded per form). The
 * server holds the same rules (phone, amounts, number lengths); checking them here says so while
 * the customer can still fix the field, not after the PIN.
 */

/** Phone numbers keep what a number may be written with, digits and +, as long as +234 and ten digits. */
export const PHONE_MAX = 14;

/**
 * A whole naira amount typed as digits ('500'), or null. The server also takes '500.00'; the form
 * asks for digits only, which keeps the wallet's money parser out of this screen's download.
 */
export const wholeNaira = (typed: string): number | null => {
  const value = typed.trim();
  return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
};

const blank = (...values: readonly string[]): boolean => values.some((value) => value.trim() === '');

const shownNaira = (kobo: number): string => formatNairaWhole(kobo / KOBO_PER_NAIRA);

/** An amount's range as the form states it under the field: 'From ₦1,000 to ₦200,000, in whole naira.' */
export const rangeHint = ({ min_kobo, max_kobo }: AmountRange): string => texts.fields.amountRange(shownNaira(min_kobo), shownNaira(max_kobo));

/**
 * A typed amount's problem: not whole naira, or outside the range GET config gave (docs/rules.md
 * §Bills; undefined until it arrives, when the server alone decides).
 */
const amountProblem = (amount: string, range: AmountRange | undefined): string | null => {
  const naira = wholeNaira(amount);
  if (naira === null) return BILL_FIELD_TEXTS.wholeNaira;
  const kobo = naira * KOBO_PER_NAIRA;
  if (!range || (kobo >= range.min_kobo && kobo <= range.max_kobo)) return null;
  return texts.messages.amountRange(shownNaira(range.min_kobo), shownNaira(range.max_kobo));
};

const phoneProblem = (number: string): string | null => (localPhoneNumber(number) === null ? BILL_FIELD_TEXTS.phone : null);

export type AirtimeForm = { network: string; number: string; amount: string };

export const airtimeProblem = ({ network, number, amount }: AirtimeForm, range: AmountRange | undefined): string | null => {
  if (blank(network, number, amount)) return texts.messages.fillAll;
  return amountProblem(amount, range) ?? phoneProblem(number);
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

/** Electricity's amount, once the meter is verified: whole naira within the configured range. */
export const electricityAmountProblem = (amount: string, range: AmountRange | undefined): string | null =>
  blank(amount) ? texts.messages.fillForm : amountProblem(amount, range);

/**
 * A verification holds for exactly the values it checked: any edit to them (docs/product.md §Utility bills: the meter
 * number) makes the meter or card unverified again.
 */
export const verificationKey = (...values: readonly string[]): string => values.join('\n');
