/**
 * Masks for numbers that say who someone is, on receipts, statements and /r/ pages
 * (docs/rules.md §Receipts and statements). Each keeps enough to recognise the number, never
 * enough to use it.
 */

const stars = (count: number) => '*'.repeat(Math.max(1, count));

/** A bank account, meter or smart-card number: only its last four digits ('******6789'). */
export const maskNumber = (value: string): string => (value.length <= 4 ? stars(value.length) : `${stars(value.length - 4)}${value.slice(-4)}`);

/** A phone number: its network prefix and its last three digits ('0803****567'). */
export const maskPhone = (value: string): string =>
  value.length <= 7 ? stars(value.length) : `${value.slice(0, 4)}${stars(value.length - 7)}${value.slice(-3)}`;
