/** What the HTTP layer itself tells a client, in one place. */
export const HTTP_TEXTS = {
  tooManyAttempts: (after: string) => `Too many attempts. Please try again in ${after}.`,
  busy: 'The server is busy. Please try again in a moment.',
  databaseLost: 'We lost our connection to the database. Please try again in a moment.',
  notAccepted: 'The request was not accepted.',
  unreadable: 'The request could not be read. Please check what you sent.',
  tooSlow: 'The request took too long to arrive. Please try again.',
  headersTooLarge: 'The request headers are too large.',
  unexpected: 'Something went wrong on our side. Please try again.',
  notOurPage: 'This form did not come from our sign-in page. Please open the sign-in page and try again.',
} as const;

/** What a refusal says by its status alone, wherever it is made (the error handler, the raw socket). */
export const STATUS_TEXTS: Record<number, string> = {
  400: HTTP_TEXTS.unreadable,
  404: 'Not found.',
  405: 'Method not allowed.',
  408: HTTP_TEXTS.tooSlow,
  413: 'The request is too large.',
  415: 'This content type is not supported.',
  431: HTTP_TEXTS.headersTooLarge,
};
