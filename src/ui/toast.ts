import type { ToastOptions } from 'react-hot-toast';

/** Toast durations of spec 9. */
export const SUCCESS_MS = 3000;
export const ERROR_MS = 5000;
export const VALIDATION_MS = 3000;

/**
 * react-hot-toast and its toaster are fetched for the first toast (or once the page has loaded),
 * which keeps them off the critical path of every first paint.
 */
let toaster: Promise<typeof import('./toaster')> | undefined;
export const loadToaster = (): Promise<typeof import('./toaster')> => (toaster ??= import('./toaster'));

export const notifySuccess = (message: string): void => {
  void loadToaster().then(({ toast }) => toast.success(message, { duration: SUCCESS_MS }));
};

export const notifyError = (message: string, options?: ToastOptions): void => {
  void loadToaster().then(({ toast }) => toast.error(message, { duration: ERROR_MS, ...options }));
};

/** A form the client refused before any call. */
export const notifyInvalid = (message: string): void => notifyError(message, { duration: VALIDATION_MS });

export const notifyWarning = (message: string): void => {
  void loadToaster().then(({ toast }) => toast(message, { icon: '⚠️', duration: ERROR_MS }));
};
