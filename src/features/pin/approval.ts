import type { PasskeyAssertion } from '@contract/approval';

/** How a money action was approved: the PIN typed, or a passkey's signature over its challenge (docs/rules.md §Passkeys). */
export type Approval = { pin: string } | { passkey: PasskeyAssertion };

/** What a money action's body carries of its approval: `pin` or `passkey`. */
export const approvalBody = (approval: Approval): { pin: string } | { passkey: PasskeyAssertion } =>
  'pin' in approval ? { pin: approval.pin } : { passkey: approval.passkey };
