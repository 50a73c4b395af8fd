import { array, assign, enums, literal, number, object, optional, string, type Infer } from 'superstruct';
import { MessageResponse } from './common';
import { Customer } from './customer';
import { endpoint } from './endpoint';
import { email, LIMITS, numericId, otpCode, password, phoneNumber, required, secret, typedPassword } from './fields';

/** POST customer/auth/login (form-encoded). `uniqueid` is an e-mail or a code number. */
export const LoginRequest = object({
  uniqueid: required('email or code number', LIMITS.uniqueid),
  password: typedPassword(),
});
export type LoginRequest = Infer<typeof LoginRequest>;

/**
 * The sign-in page's HTML form (POST /login, outside the API): the API's fields, and Remember Me,
 * which a ticked checkbox sends as 'on'. See docs/architecture.md, "Sign-in before the JavaScript".
 */
export const LoginFormRequest = assign(LoginRequest, object({ remember: optional(literal('on')) }));
export type LoginFormRequest = Infer<typeof LoginFormRequest>;

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
const CallTimesResponse = object({
  status: literal('success'),
  data: array(CallTime),
});
type CallTimesResponse = Infer<typeof CallTimesResponse>;

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
  password_confirmation: secret('password confirmation', LIMITS.password),
});
export type ResetPasswordRequest = Infer<typeof ResetPasswordRequest>;

/** The signed-out calls: sign-in, sign-up and password recovery. */
export const loginEndpoint = endpoint({
  method: 'POST',
  path: 'customer/auth/login',
  encoding: 'form',
  body: LoginRequest,
  response: LoginResponse,
  session: false,
});
export const getStartedEndpoint = endpoint({
  method: 'POST',
  path: 'customer/auth/getstarted',
  body: GetStartedRequest,
  response: MessageResponse,
  status: 201,
  session: false,
});
export const checkOtpEndpoint = endpoint({ method: 'POST', path: 'customer/auth/checkotp', body: CheckOtpRequest, response: MessageResponse, session: false });
export const callTimesEndpoint = endpoint({ method: 'GET', path: 'customer/auth/fetchctimes', response: CallTimesResponse, session: false });
export const registerEndpoint = endpoint({
  method: 'POST',
  path: 'customer/auth/register',
  body: RegisterRequest,
  response: MessageResponse,
  status: 201,
  session: false,
});
export const forgotPasswordEndpoint = endpoint({
  method: 'POST',
  path: 'customer/auth/forgotpasswordwithemail',
  body: ForgotPasswordRequest,
  response: MessageResponse,
  session: false,
});
export const resetPasswordEndpoint = endpoint({
  method: 'POST',
  path: 'customer/auth/resetpassword',
  body: ResetPasswordRequest,
  response: MessageResponse,
  session: false,
});

export const authEndpoints = {
  login: loginEndpoint,
  getStarted: getStartedEndpoint,
  checkOtp: checkOtpEndpoint,
  callTimes: callTimesEndpoint,
  register: registerEndpoint,
  forgotPassword: forgotPasswordEndpoint,
  resetPassword: resetPasswordEndpoint,
} as const;
