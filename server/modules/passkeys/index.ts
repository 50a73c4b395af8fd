/** What other modules may use of passkeys: approving a money action, and removing them all when the password or PIN changes. */
export { passkeyContextOf, relyingPartyOf, type PasskeyContext, type RelyingParty } from './context';
export { registrationOptions, verifyApproval, verifySignIn } from './ceremonies';
export type { BoundOperation } from './challenges';
export { forgetSpentChallenges } from './challenges';
export { forgetPasskeys } from './manage';
export { PASSKEY_TEXTS } from './texts';
