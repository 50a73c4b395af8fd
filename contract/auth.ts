import { array, enums, literal, number, object, optional, string, type Infer } from 'superstruct';
import { Customer } from './customer';
import { email, LIMITS, numericId, otpCode, password, phoneNumber, required, text } from './fields';

/** POST customer/auth/login (form-encoded). `uniqueid` is an e-mail or a code number. */
export const LoginRequest = object({
  uniqueid: required('email or code number', LIMITS.uniqueid),
  password: required('password', LIMITS.password),
});
export type LoginRequest = Infer<typeof LoginRequest>;

export const LoginResponse = object({
  status: literal('success'),
  message: string(),
  customer: Customer,
  token: string(),
});
export type LoginResponse = Infer<typeof LoginResponse>;

/** POST customer/auth/getstarted: starts (or restarts, i.e. resends the OTP for) a sign-up. 201. */
export const GetStartedRequest = object({
  email: email(),
  password: password(),
});
export type GetStartedRequest = Infer<typeof GetStartedRequest>;

/**
 * POST customer/auth/checkotp. `type` is ours: 'register' (default) proves a sign-up's e-mail,
 * 'reset' proves a password-recovery code before the new password is chosen.
 */
export const OtpPurpose = enums(['register', 'reset']);
export type OtpPurpose = Infer<typeof OtpPurpose>;
export const CheckOtpRequest = object({
  email: email(),
  otp: otpCode(),
  type: optional(OtpPurpose),
});
export type CheckOtpRequest = Infer<typeof CheckOtpRequest>;

export const CallTime = object({ id: number(), name: string() });
export type CallTime = Infer<typeof CallTime>;
export const CallTimesResponse = object({
  status: literal('success'),
  data: array(CallTime),
});
export type CallTimesResponse = Infer<typeof CallTimesResponse>;

/** POST customer/auth/register: needs the OTP proven by checkotp. `confirmedtime` is a call-time id. */
export const RegisterRequest = object({
  otp: otpCode(),
  email: email(),
  phonenumber: phoneNumber(),
  firstname: required('first name', LIMITS.name),
  lastname: required('last name', LIMITS.name),
  location: required('location', LIMITS.location),
  address: required('address', LIMITS.address),
  city: required('city', LIMITS.city),
  confirmedtime: numericId('time frame'),
});
export type RegisterRequest = Infer<typeof RegisterRequest>;

export const ForgotPasswordRequest = object({ email: email() });
export type ForgotPasswordRequest = Infer<typeof ForgotPasswordRequest>;

export const ResetPasswordRequest = object({
  otp: otpCode(),
  email: email(),
  password: password(),
  password_confirmation: text('password confirmation', LIMITS.password),
});
export type ResetPasswordRequest = Infer<typeof ResetPasswordRequest>;
