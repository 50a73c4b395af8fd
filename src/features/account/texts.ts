/** Texts of the account screens built so far (docs/product.md §Account, §Validation, §Errors and toasts). */
export const texts = {
  security: {
    heading: 'Security',
    email: 'Email',
    phone: 'Phone Number',
    none: '-',
    actions: 'Password and PIN',
    changePassword: 'Change Password',
    changePin: 'Change PIN',
    setPin: 'Set PIN',
  },
  messages: {
    pinMismatch: 'New PIN and Confirm PIN do not match.',
  },
  errors: {
    changePin: 'Failed to change pin. Please try again.',
  },
} as const;
