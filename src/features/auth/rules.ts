import { FIELD_TEXTS } from '@contract/fields';
import { isFilled, isPassword, isPhone } from '@/lib/validation';
import type { Details } from './flowStore';
import { texts } from './texts';

/**
 * Details: every field required, then the phone number digits only, in the server's words, so the
 * message names the field (docs/product.md §Validation).
 */
export const detailsProblem = (d: Details): string | undefined => {
  if (!isFilled(d.firstname, d.lastname, d.phonenumber, d.location, d.address, d.city)) return texts.messages.allFieldsRequired;
  return isPhone(d.phonenumber) ? undefined : FIELD_TEXTS.phoneDigits;
};

/** Reset password: both required and at least 8 characters, then they must match (docs/product.md §Validation). */
export const passwordProblem = (password: string, confirmation: string): string | undefined => {
  if (!isFilled(password, confirmation) || !isPassword(password)) return texts.messages.allFieldsRequired;
  if (password !== confirmation) return texts.messages.passwordMismatch;
  return undefined;
};
