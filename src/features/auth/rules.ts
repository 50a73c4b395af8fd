import { isFilled, isPassword, isPhone } from '@/lib/validation';
import type { Details } from './flowStore';
import { texts } from './texts';

/** Details: every field required, the phone number digits only (docs/product.md §Validation). */
export const detailsComplete = (d: Details): boolean =>
  isFilled(d.firstname, d.lastname, d.phonenumber, d.location, d.address, d.city) && isPhone(d.phonenumber);

/** Reset password: both required and at least 8 characters, then they must match (docs/product.md §Validation). */
export const passwordProblem = (password: string, confirmation: string): string | undefined => {
  if (!isFilled(password, confirmation) || !isPassword(password)) return texts.messages.allFieldsRequired;
  if (password !== confirmation) return texts.messages.passwordMismatch;
  return undefined;
};
