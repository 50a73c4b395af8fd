import { ApiError } from '@/api/errors';
import { clearStoredSession, endSession } from '@/state/session';
import { notifyError, notifyWarning } from '@/ui/toast';
import { logout } from './api';
import { texts } from './texts';

/** The customer reads the outcome for 2 s before /login. */
export const LOGOUT_REDIRECT_MS = 2000;

/** The server's first message; a status without one; no answer at all (docs/product.md §Errors and toasts). */
export const logoutErrorMessage = (error: unknown): string =>
  error instanceof ApiError && error.status !== undefined
    ? (error.messages[0] ?? texts.logout.failed)
    : texts.logout.unexpected;

/**
 * Warn, tell the server, and whatever it answers clear storage and cookies at once
 * (docs/product.md §Flows); 2 s later end the session, which sends the signed-in layout to /login.
 */
export const logOut = async (): Promise<void> => {
  notifyWarning(texts.logout.inProgress);
  try {
    await logout();
  } catch (error) {
    notifyError(logoutErrorMessage(error));
  }
  clearStoredSession();
  await new Promise((resolve) => setTimeout(resolve, LOGOUT_REDIRECT_MS));
  endSession();
};
