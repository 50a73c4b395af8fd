import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, isDigits } from '@contract/fields';

/** The client-side rules of docs/product.md §Validation, on the same predicates the server uses. */
export const OTP_LENGTH = 6;

export const isFilled = (...values: string[]): boolean => values.every((v) => v.trim().length > 0);
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
export const isPassword = (value: string): boolean => value.length >= PASSWORD_MIN_LENGTH;
export const isOtp = (value: string): boolean => isDigits(value, OTP_LENGTH);
export const isPhone = (value: string): boolean => isDigits(value);

/**
 * What a numeric field keeps of what was typed or pasted: digits (and +, where a number may be
 * written with it), at most `max` of them.
 */
export const keepDigits = (typed: string, max: number, { plus = false } = {}): string => typed.replace(plus ? /[^\d+]/g : /\D/g, '').slice(0, max);
