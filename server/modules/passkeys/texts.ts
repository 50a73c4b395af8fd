/** What the passkey calls answer (docs/rules.md §Passkeys). */
export const PASSKEY_TEXTS = {
  added: 'Passkey added. You can now sign in and approve payments with your fingerprint or face.',
  renamed: 'Passkey renamed.',
  removed: 'Passkey removed.',
  notFound: 'This passkey was not found or has already been removed.',
  pinRequired: 'Please enter your PIN.',
  /** Adding failed: the challenge ran out, was used, or the browser's answer did not verify. */
  notAdded: 'We could not add this passkey. Please try again.',
  /** Sign-in refused, whatever the reason: it says nothing about which part failed. */
  signInFailed: 'We could not sign you in with this passkey. Please sign in with your password.',
  defaultName: 'Passkey',
} as const;

/**
 * The passkeys' notices, in the app and by mail. which 4 is the account's security (docs/rules.md
 * §History and notifications): type 3 added, 4 removed, 5 all removed with a change of password or
 * PIN, 6 disabled because its counter went backwards. `when` is the Lagos date and clock.
 */
export const PASSKEY_NOTES = {
  added: (name: string, when: string) => ({
    title: 'A passkey was added to your account',
    description: `A passkey named "${name}" was added to your Fleetvest account on ${when}. If this was not you, remove it under Account > Security, change your password and contact support.`,
    which: 4,
    type: 3,
  }),
  removed: (name: string, when: string) => ({
    title: 'A passkey was removed from your account',
    description: `The passkey named "${name}" was removed from your Fleetvest account on ${when}. If this was not you, change your password now and contact support.`,
    which: 4,
    type: 4,
  }),
  allRemoved: (count: number, why: string, when: string) => ({
    title: 'Your passkeys were removed',
    description: `${count === 1 ? 'Your passkey was' : `Your ${count} passkeys were`} removed from your Fleetvest account on ${when} because ${why}. Sign in with your password and add a passkey again under Account > Security.`,
    which: 4,
    type: 5,
  }),
  disabled: (name: string, when: string) => ({
    title: 'A passkey was disabled',
    description: `The passkey named "${name}" was disabled on ${when}: its signature counter went backwards, which can mean it was copied. Remove it under Account > Security, change your password and contact support.`,
    which: 4,
    type: 6,
  }),
} as const;

/** Why every passkey was removed, as the notice says it. */
export const REMOVAL_REASONS = {
  passwordChanged: 'your password was changed',
  pinReset: 'your PIN was reset',
  accountDeleted: 'your account was deleted',
} as const;
export type RemovalReason = keyof typeof REMOVAL_REASONS;
