/**
 * The cookies the SPA reads: the session (`userAuth`, the token; `user`, the customer as JSON)
 * and, after a sign-in through the HTML form, what Remember Me asked for, which the SPA moves into
 * local storage and then deletes (docs/architecture.md, "Sign-in before the JavaScript").
 */
export const COOKIES = {
  token: 'userAuth',
  customer: 'user',
  rememberedId: 'rememberedUniqueId',
} as const;
