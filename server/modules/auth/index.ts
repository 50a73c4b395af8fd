/** What the rest of the server may use of sign-in: the services' context, sessions, one-time codes, password checks, upkeep. */
export { authContextOf } from './context';
export { consumeOtp, issueOtp, proveOtp } from './otp';
export { provePassword } from './password-guess';
export { GUESS_KEYS, LONGEST_GUESS_WINDOW_MS } from './rules';
export type { AuthContext } from './service';
export { authenticate, forgetSessions, revokeOtherSessions } from './sessions';
export { AUTH_TEXTS } from './texts';
export { forgetExpired } from './throttle';
export { loginWithPasskey } from './passkey-login';
