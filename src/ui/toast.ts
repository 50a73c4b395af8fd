import type { ToastOptions } from 'react-hot-toast';
import type * as Toaster from './toaster';
import { ERROR_MS, SUCCESS_MS, VALIDATION_MS } from './toastLimits';

/**
 * react-hot-toast and its toaster are fetched for the first toast (or once the page has loaded),
 * which keeps them off the critical path of every first paint.
 */
let toaster: Promise<typeof Toaster> | undefined;
export const loadToaster = (): Promise<typeof Toaster> => (toaster ??= import('./toaster'));

export type ErrorOptions = Pick<ToastOptions, 'duration' | 'position'> & {
  /**
   * The form the error is about ('login'): the form calls dismissErrors(form) each time it is
   * sent, so an error never outlives the next attempt, successful or not. Every error goes when
   * the page changes (see router.ts).
   */
  form?: string;
  /**
   * Read out at once (role=alert) rather than when the screen reader is idle: the refusal of a
   * payment the customer has just confirmed.
   */
  urgent?: boolean;
};

const ALERT = { role: 'alert', 'aria-live': 'assertive' } as const;

/** The error toasts shown, by toast id, with the form each is about ('' for none). */
const shownErrors = new Map<string, string>();

/** Takes away every toast shown so far, errors, successes and warnings alike. */
export const dismissToasts = (): void => {
  shownErrors.clear();
  // No toast was ever asked for: nothing to load the toaster for.
  if (toaster) void toaster.then(({ toast }) => toast.dismiss());
};

/** Takes away the error toasts about `form`, or every error toast when no form is named. */
export const dismissErrors = (form?: string): void => {
  const ids = [...shownErrors].flatMap(([id, about]) => (form === undefined || about === form ? [id] : []));
  if (ids.length === 0) return;
  for (const id of ids) shownErrors.delete(id);
  void loadToaster().then(({ toast }) => ids.forEach((id) => toast.dismiss(id)));
};

export const notifySuccess = (message: string): void => {
  void loadToaster().then(({ toast }) => toast.success(message, { duration: SUCCESS_MS }));
};

export const notifyError = (message: string, { form = '', urgent = false, ...options }: ErrorOptions = {}): void => {
  // One toast per message and form: a double tap does not stack the same words twice.
  const id = `${form}\n${message}`;
  shownErrors.set(id, form);
  void loadToaster().then(({ toast }) => toast.error(message, { id, duration: ERROR_MS, ...(urgent && { ariaProps: ALERT }), ...options }));
};

/** Several messages (a failed call's, one per field), one toast each. */
export const notifyErrors = (messages: readonly string[], options?: ErrorOptions): void => {
  for (const message of messages) notifyError(message, options);
};

/** A form the client refused before any call. */
export const notifyInvalid = (message: string, options: Omit<ErrorOptions, 'duration'> = {}): void =>
  notifyError(message, { ...options, duration: VALIDATION_MS });

export const notifyWarning = (message: string): void => {
  void loadToaster().then(({ toast }) => toast(message, { icon: '⚠️', duration: ERROR_MS }));
};
