/** Texts of the PIN modals (docs/product.md §PIN dialogs, docs/product.md §Validation). */
export const pinTexts = {
  enter: { title: 'Enter PIN', group: 'PIN' },
  set: { title: 'Set New PIN', group: 'New PIN' },
  confirm: { title: 'Confirm New PIN', group: 'Confirm New PIN' },
  change: { title: 'Change PIN', old: 'Old PIN', new: 'New PIN' },
  digit: (position: number, count: number) => `PIN digit ${position} of ${count}`,
  cancel: 'Cancel',
  next: 'Next',
  submit: 'Submit',
  invalid: 'Please enter a valid 4-digit PIN.',
  invalidOld: 'Please enter a valid 4-digit old PIN.',
  invalidNew: 'Please enter a valid 4-digit new PIN.',
  mismatch: 'PINs do not match. Please try again.',
  setFailed: 'Failed to set PIN.',
  /** Beside the PIN boxes, for a customer with a passkey on this device (docs/rules.md §Passkeys). */
  approveWithPasskey: 'Approve with fingerprint',
} as const;
