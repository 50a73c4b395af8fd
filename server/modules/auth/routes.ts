import type { FastifyInstance } from 'fastify';
import {
  CheckOtpRequest,
  ForgotPasswordRequest,
  GetStartedRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from '../../../contract';
import { rateLimit } from '../../http/rate-limits';
import { parseInput } from '../../lib/validate';
import * as auth from './service';

/** The signed-out calls of spec section 7, under customer/auth/. */
export function authRoutes(app: FastifyInstance, ctx: auth.AuthContext) {
  app.post('/customer/auth/login', { config: rateLimit('login') }, async (request) => {
    const result = await auth.login(ctx, parseInput(LoginRequest, request.body));
    return { status: 'success', ...result };
  });

  app.post('/customer/auth/getstarted', { config: rateLimit('otpSend') }, async (request, reply) => {
    const message = await auth.startSignup(ctx, parseInput(GetStartedRequest, request.body));
    return reply.code(201).send({ status: 'success', message });
  });

  app.post('/customer/auth/checkotp', { config: rateLimit('otpCheck') }, async (request) => ({
    status: 'success',
    message: await auth.checkOtp(ctx, parseInput(CheckOtpRequest, request.body)),
  }));

  app.get('/customer/auth/fetchctimes', async () => ({ status: 'success', data: await auth.listCallTimes(ctx) }));

  app.post('/customer/auth/register', { config: rateLimit('otpCheck') }, async (request, reply) => {
    const message = await auth.register(ctx, parseInput(RegisterRequest, request.body));
    return reply.code(201).send({ status: 'success', message });
  });

  app.post('/customer/auth/forgotpasswordwithemail', { config: rateLimit('otpSend') }, async (request) => ({
    status: 'success',
    message: await auth.startPasswordReset(ctx, parseInput(ForgotPasswordRequest, request.body)),
  }));

  app.post('/customer/auth/resetpassword', { config: rateLimit('otpCheck') }, async (request) => ({
    status: 'success',
    message: await auth.resetPassword(ctx, parseInput(ResetPasswordRequest, request.body)),
  }));
}
