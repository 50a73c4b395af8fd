/**
 * Passkeys: the Security section's calls and texts, and the WebAuthn ceremonies. The sign-in page and
 * the PIN dialog import this only when a passkey is asked for (docs/performance.md §Chunks, preloads and budgets).
 */
export { fetchPasskeys, removePasskey, renamePasskey } from './api';
export { passkeyTexts } from './texts';

/** The WebAuthn ceremonies and @simplewebauthn/browser, fetched only when a passkey is asked for. */
export const loadPasskeyCeremony = () => import('./ceremony');
