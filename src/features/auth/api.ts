import {
  callTimesEndpoint,
  checkOtpEndpoint,
  forgotPasswordEndpoint,
  getStartedEndpoint,
  loginEndpoint,
  registerEndpoint,
  resetPasswordEndpoint,
  type CheckOtpRequest,
  type ForgotPasswordRequest,
  type GetStartedRequest,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
} from '@contract/auth';
import { call } from '@/api/client';

/** The sign-in, sign-up and recovery calls (docs/api.md). Login alone is form-encoded. */
export const login = (body: LoginRequest) => call(loginEndpoint, { body });

/** Starts a sign-up by mailing an OTP; the same call resends it. */
export const getStarted = (body: GetStartedRequest) => call(getStartedEndpoint, { body });

export const checkOtp = (body: CheckOtpRequest) => call(checkOtpEndpoint, { body });

export const fetchCallTimes = () => call(callTimesEndpoint);

export const register = (body: RegisterRequest) => call(registerEndpoint, { body });

export const forgotPassword = (body: ForgotPasswordRequest) => call(forgotPasswordEndpoint, { body });

export const resetPassword = (body: ResetPasswordRequest) => call(resetPasswordEndpoint, { body });
