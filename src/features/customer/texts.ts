export const CUSTOMER_TEXTS = {
  /** The customer fetch's fallback. */
  fetchFailed: 'Failed to get user data. Please try again.',
  /** Written to the console only (docs/product.md §Errors and toasts). */
  fetchFailedLog: 'Failed to get user object',
} as const;
