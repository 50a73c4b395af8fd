import {
  CallTimesResponse,
  LoginResponse,
  type CheckOtpRequest,
  type ForgotPasswordRequest,
  type GetStartedRequest,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
} from '@contract/auth';
import { MessageResponse } from '@contract/common';
import { api, request } from '../../api/client';

/** The sign-in, sign-up and recovery calls of spec 7. Login alone is form-encoded. */
export const login = (body: LoginRequest) =>
  request(
    api.url('customer/auth/login').content('application/x-www-form-urlencoded').body(new URLSearchParams(body)).post(),
    LoginResponse,
  );

/** Starts a sign-up by mailing an OTP; the same call resends it. */
export const getStarted = (body: GetStartedRequest) => request(api.url('customer/auth/getstarted').post(body), MessageResponse);

export const checkOtp = (body: CheckOtpRequest) => request(api.url('customer/auth/checkotp').post(body), MessageResponse);

export const fetchCallTimes = () => request(api.url('customer/auth/fetchctimes').get(), CallTimesResponse);

export const register = (body: RegisterRequest) => request(api.url('customer/auth/register').post(body), MessageResponse);

export const forgotPassword = (body: ForgotPasswordRequest) =>
  request(api.url('customer/auth/forgotpasswordwithemail').post(body), MessageResponse);

export const resetPassword = (body: ResetPasswordRequest) =>
  request(api.url('customer/auth/resetpassword').post(body), MessageResponse);
