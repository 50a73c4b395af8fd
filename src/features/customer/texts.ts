export const CUSTOMER_TEXTS = {
  /** The customer fetch's fallback. */
  fetchFailed: 'Failed to get user data. Please try again.',
} as const;
