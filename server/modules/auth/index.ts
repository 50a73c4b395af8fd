/** What the rest of the server may use of sign-in: sessions and the guess counts' upkeep. */
export { LONGEST_GUESS_WINDOW_MS } from './rules';
export { authenticate, revokeAllSessions, type SessionPrincipal } from './sessions';
export { forgetExpired } from './throttle';
export { authModule } from './routes';
