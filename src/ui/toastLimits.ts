/** Toast durations (docs/product.md §Errors and toasts). */
export const SUCCESS_MS = 3000;
export const ERROR_MS = 5000;
export const VALIDATION_MS = 3000;
/** More at once would bury the page; the oldest gives way. */
export const MAX_TOASTS = 3;
