import { ApiError } from '@/api/errors';
import { clearStoredSession, endSession } from '@/state/session';
import { notifyError, notifyWarning } from '@/ui/toast';
import { logout } from './api';
import { texts } from './texts';

/** The customer reads the outcome for 2 s before /login. */
export const LOGOUT_REDIRECT_MS = 2000;

/** The server's first message; a status without one; no answer at all (docs/product.md §Errors and toasts). */
export const logoutErrorMessage = (error: unknown): string =>
  error instanceof ApiError && error.status !== undefined ? (error.messages[0] ?? texts.logout.failed) : texts.logout.unexpected;

/**
 * After a sign-out or a deleted account (docs/product.md §Flows): storage and cookies are cleared at once, and 2 s
 * later the session ends, which sends the signed-in layout to /login. Remember Me's identifier
 * stays, unless the account it names was deleted.
 */
export const leaveForLogin = async (clearing: { forgetRemembered?: boolean } = {}): Promise<void> => {
  clearStoredSession(clearing);
  await new Promise((resolve) => setTimeout(resolve, LOGOUT_REDIRECT_MS));
  endSession();
};

/** Warn, tell the server, and whatever it answers leave for /login (docs/product.md §Flows). */
export const logOut = async (): Promise<void> => {
  notifyWarning(texts.logout.inProgress);
  try {
    await logout();
  } catch (error) {
    notifyError(logoutErrorMessage(error));
  }
  await leaveForLogin();
};
