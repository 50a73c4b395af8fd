import type { AmountRange } from '@contract/config';
import { isDigits, MIN_AMOUNT_KOBO } from '@contract/fields';
import { KOBO_PER_NAIRA, nairaToKobo } from '@contract/money';
import { ACCOUNT_NUMBER_LENGTH } from '@contract/wallet';
import { formatNairaDetail } from '@/lib/format';
import { texts } from './texts';

/** ₦0.91, ₦10,000,000: kobo only where there are some. */
export const formatKobo = (kobo: number): string => formatNairaDetail(kobo / KOBO_PER_NAIRA);

/** How a form words an amount outside its range, given the end it passed. */
export type RangeWords = { tooLittle: (min: string) => string; tooMuch: (max: string) => string };

/**
 * Why an amount cannot be sent, or null. It must be written as the server reads amounts (digits,
 * at most two decimals) and be more than ₦0.90 (docs/product.md §Validation); with the range GET
 * config gave, also within it, naming the end it passed, so a deposit or withdrawal the server
 * would refuse is stopped here.
 */
export const amountProblem = (value: string, range: AmountRange | undefined, words: RangeWords): string | null => {
  const kobo = nairaToKobo(value);
  if (kobo === null || kobo < MIN_AMOUNT_KOBO) return texts.messages.invalidAmount;
  if (range && kobo < range.min_kobo) return words.tooLittle(formatKobo(range.min_kobo));
  return range && kobo > range.max_kobo ? words.tooMuch(formatKobo(range.max_kobo)) : null;
};

/** The account number keeps digits only, at most 10, whatever was typed or pasted. */

export type AccountLookup = { accountnumber: string; bank: string };

/** The holder's name is looked up only for exactly 10 digits and a chosen bank. */
export const accountLookup = (accountnumber: string, bank: string): AccountLookup | null =>
  isDigits(accountnumber, ACCOUNT_NUMBER_LENGTH) && bank !== '' ? { accountnumber, bank } : null;

/** 10 digits typed without a bank asks for one. */
export const needsBank = (accountnumber: string, bank: string): boolean => isDigits(accountnumber, ACCOUNT_NUMBER_LENGTH) && bank === '';

/**
 * Where the browser may be sent to pay: an absolute web address. Anything else (empty, relative,
 * javascript:) counts as missing, so a bad answer can never run script in our origin.
 */
export const checkoutTarget = (url: string): string | undefined => {
  try {
    const target = new URL(url);
    return target.protocol === 'https:' || target.protocol === 'http:' ? target.href : undefined;
  } catch {
    return undefined;
  }
};
