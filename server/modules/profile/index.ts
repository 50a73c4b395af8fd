/** What other modules may use of the profile: the approval gate (PIN or passkey) every money action starts with, adding a passkey, and pictures. */
export { approverOf, type Approve } from './approval';
export { releasePicture } from './pictures';
export { startPasskeyRegistration } from './passkeys';
