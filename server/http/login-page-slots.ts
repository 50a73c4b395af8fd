/**
 * Where the server writes into the pre-rendered sign-in page (dist/login.html): the refusal
 * message and the identifier typed. The build writes these exact strings (scripts/lib/login-page.ts).
 */
export const LOGIN_PAGE_SLOTS = {
  alert: '<!--login-alert-->',
  uniqueid: 'name="uniqueid" value=""',
} as const;

/** The form's path; GET shows the page, POST signs in (docs/architecture.md, "Sign-in before the JavaScript"). */
export const LOGIN_FORM_PATH = '/login';
