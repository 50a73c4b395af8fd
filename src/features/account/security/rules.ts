import { isPassword } from '@/lib/validation';
import { texts } from '../texts';

/** What stops a change of password before it is sent, or undefined. The server checks the rest. */
export const passwordChangeProblem = (old: string, password: string, confirmation: string): string | undefined => {
  if (!old || !password || !confirmation) return texts.messages.allFieldsRequired;
  if (!isPassword(password)) return texts.messages.passwordTooShort;
  if (password !== confirmation) return texts.messages.passwordMismatch;
  return undefined;
};
