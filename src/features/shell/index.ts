/** The signed-in frame; screens reuse its sign-out dialog and the way out to /login. */
export { LogoutDialog } from './LogoutDialog';
export { leaveForLogin } from './logout';
