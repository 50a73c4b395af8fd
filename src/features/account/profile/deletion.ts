import { ApiError } from '@/api/errors';
import { texts } from '../texts';

/**
 * Every reason the server gives (money left, an investment still running); its own
 * fallback when it gives none; another when there was no answer at all.
 */
export const deletionRefusal = (error: unknown): readonly string[] => {
  if (!(error instanceof ApiError) || error.status === undefined) return [texts.errors.unexpected];
  return error.messages.length > 0 ? error.messages : [texts.errors.deleteAccount];
};
