/** What the HTTP layer itself tells a client, in one place. */
export const HTTP_TEXTS = {
  tooManyAttempts: (after: string) => `Too many attempts. Please try again in ${after}.`,
  busy: 'The server is busy. Please try again in a moment.',
} as const;
