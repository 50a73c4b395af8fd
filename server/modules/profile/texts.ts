export const PIN_TEXTS = {
  pinSet: 'PIN set successfully.',
  pinChanged: 'PIN changed successfully.',
  pinAlreadySet: 'You already have a PIN. Use Change PIN instead.',
  pinNotSet: 'Please set your transaction PIN first.',
  confirmationDiffers: 'New PIN and Confirm PIN do not match.',
  sameAsOld: 'The new PIN must be different from the old one.',
  wrongPin: (left: number) => `Incorrect PIN. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  locked: (minutes: number) =>
    `Too many wrong PINs. PIN use is locked; try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
} as const;
