/** Every message the auth endpoints send a customer, in one place. */
export const AUTH_TEXTS = {
  otpSent: 'We have sent a 6-digit OTP to your e-mail.',
  otpResendTooSoon: 'Please wait a minute before requesting another OTP.',
  otpMailFailed: 'Error in sending OTP',
  otpVerified: 'OTP verified successfully.',
  otpExpired: 'This OTP has expired or was not requested. Please request a new one.',
  otpIncorrect: 'Incorrect OTP',
  otpTooManyTries: 'Too many wrong attempts. Please request a new OTP.',
  otpNotVerified: 'Please verify your e-mail with the OTP first.',
  emailTaken: 'This e-mail is already registered. Please sign in instead.',
  signupExpired: 'Your sign-up has expired. Please start again.',
  timeFrameMissing: 'Please select a time frame.',
  accountCreated: 'Account created successfully',
  loginOk: 'Login successful',
  loginFailed: 'Invalid login details.',
  resetOtpSent: 'If an account uses this e-mail, we have sent a 6-digit OTP to it.',
  passwordsDiffer: 'The password does not match.',
  passwordReset: 'Password reset successfully. Please sign in with your new password.',
  loggedOut: 'Logged out successfully.',
  passwordLocked: (minutes: number) =>
    `Too many wrong passwords. Sign-in is locked for ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}; reset your password to unlock it now.`,
  otpLocked: (minutes: number) => `Too many wrong codes for this e-mail. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
} as const;

/** The customer's list of signed-in devices (GET customer/sessions, POST customer/sessions/revoke). */
export const SESSION_TEXTS = {
  signedOut: 'That device has been signed out.',
  othersSignedOut: 'All other devices have been signed out.',
  notFound: 'This session was not found or has already ended.',
} as const;

export const MAIL_TEXTS = {
  registerSubject: 'Your Fleetvest sign-up code',
  resetSubject: 'Your Fleetvest password reset code',
  pinResetSubject: 'Your Fleetvest PIN reset code',
  otpBody: (code: string) => `Your Fleetvest code is ${code}. It expires in 10 minutes. Do not share it with anyone, including Fleetvest staff.`,
  signupAttemptSubject: 'Someone tried to sign up with your e-mail',
  signupAttemptBody: (site: string) =>
    `Someone just tried to create a Fleetvest account with this e-mail address, which already has one. No new account was made and nothing in yours has changed. If it was you, sign in at ${site}/login, or reset your password at ${site}/forgot-password if you have forgotten it. If it was not you, you can ignore this mail.`,
  welcomeSubject: 'Welcome to Fleetvest',
  welcomeBody: (firstname: string, codeNumber: string) =>
    `Hello ${firstname}, your Fleetvest account is ready. Your code number is ${codeNumber}; you can sign in with it or with your e-mail. Our team will call you within 24 hours at the time you chose.`,
} as const;
