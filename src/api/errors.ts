import { notifyError, type ErrorOptions } from '../ui/toast';
import { ApiError } from './client';

/** The server's messages (one toast each) or, when it gave none, the call site's fallback. */
export const errorMessages = (error: unknown, fallback: string): readonly string[] =>
  error instanceof ApiError && error.messages.length > 0 ? error.messages : [fallback];

export const showError = (error: unknown, fallback: string, options?: ErrorOptions): void => {
  for (const message of errorMessages(error, fallback)) notifyError(message, options);
};
