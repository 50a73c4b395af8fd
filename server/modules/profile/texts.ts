export const PIN_TEXTS = {
  pinSet: 'PIN set successfully.',
  pinChanged: 'PIN changed successfully.',
  pinAlreadySet: 'You already have a PIN. Use Change PIN instead.',
  pinNotSet: 'Please set your transaction PIN first.',
  confirmationDiffers: 'New PIN and Confirm PIN do not match.',
  sameAsOld: 'The new PIN must be different from the old one.',
  wrongPin: (left: number) => `Incorrect PIN. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  locked: (minutes: number) => `Too many wrong PINs. PIN use is locked; try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  wrongPassword: 'The password is incorrect.',
  pinReset: 'Your PIN has been reset. You can use your new PIN now.',
} as const;

export const PROFILE_TEXTS = {
  updated: 'Profile updated successfully.',
  /** The contract refuses a malformed date first; this is the service's own wall. */
  dobInvalid: 'The date of birth must be a real date written like 7-Mar-1990.',
  tooYoung: 'You must be at least 18 years old to use Fleetvest.',
} as const;

export const PICTURE_TEXTS = {
  updated: 'Profile picture updated successfully.',
  /** No file in the upload: the same words as the picture picker's own check. */
  missing: 'Please select an image.',
  tooLarge: 'The picture may not be larger than 5 MB.',
  notAnImage: 'This file is not a picture we can use. Please choose a JPEG, PNG or WebP image.',
  unreadable: 'This picture could not be read. Please choose another one.',
  tooManyPixels: 'This picture is too large to process. Please choose one under 40 megapixels.',
} as const;

export const PASSWORD_TEXTS = {
  changed: 'Password changed successfully.',
  wrongOld: 'The old password is incorrect.',
  sameAsOld: 'The new password must be different from the old one.',
} as const;

/**
 * Security notices, in the app and (password) by mail. which 4 is ours for the account's security:
 * the icon table has no row for it, so the app shows its default blue bell. type 1 password
 * changed, 2 PIN reset. `when` is the Lagos date and clock.
 */
export const SECURITY_NOTES = {
  passwordChanged: (when: string) => ({
    title: 'Your password was changed',
    description: `Your Fleetvest password was changed on ${when}. If this was not you, reset your password now and contact support.`,
    which: 4,
    type: 1,
  }),
  pinReset: (when: string) => ({
    title: 'Your PIN was reset',
    description: `Your Fleetvest transaction PIN was reset on ${when}. If this was not you, change your password now and contact support.`,
    which: 4,
    type: 2,
  }),
} as const;
