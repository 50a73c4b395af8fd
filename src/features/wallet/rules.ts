import { isDigits, MIN_AMOUNT_KOBO } from '@contract/fields';
import { nairaToKobo } from '@contract/money';
import { ACCOUNT_NUMBER_LENGTH } from '@contract/wallet';
import { keepDigits } from '@/lib/validation';

/** docs/product.md §Validation: more than ₦0.90, written as the server reads amounts (digits, at most two decimals). */
export const isAmount = (value: string): boolean => {
  const kobo = nairaToKobo(value);
  return kobo !== null && kobo >= MIN_AMOUNT_KOBO;
};

/** The account number keeps digits only, at most 10, whatever was typed or pasted. */
export const accountNumberInput = (typed: string): string => keepDigits(typed, ACCOUNT_NUMBER_LENGTH);

export type AccountLookup = { accountnumber: string; bank: string };

/** The holder's name is looked up only for exactly 10 digits and a chosen bank. */
export const accountLookup = (accountnumber: string, bank: string): AccountLookup | null =>
  isDigits(accountnumber, ACCOUNT_NUMBER_LENGTH) && bank !== '' ? { accountnumber, bank } : null;

/** 10 digits typed without a bank asks for one. */
export const needsBank = (accountnumber: string, bank: string): boolean =>
  isDigits(accountnumber, ACCOUNT_NUMBER_LENGTH) && bank === '';

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
