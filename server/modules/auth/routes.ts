import type { FastifyInstance } from 'fastify';
import {
  CheckOtpRequest,
  ForgotPasswordRequest,
  GetStartedRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from '../../../contract';
import { addressCeilings, rateLimit, type RateLimitKind } from '../../http/rate-limits';
import { parseInput } from '../../lib/validate';
import * as auth from './service';

/** The signed-out calls under customer/auth/. */
export function authRoutes(app: FastifyInstance, ctx: auth.AuthContext) {
  const ceilings = addressCeilings(app);
  const limited = (kind: RateLimitKind) => ({ config: rateLimit(kind), onRequest: ceilings[kind] });

  app.post('/customer/auth/login', limited('login'), async (request) => {
    const result = await auth.login(ctx, parseInput(LoginRequest, request.body), request.ip);
    return { status: 'success', ...result };
  });

  app.post('/customer/auth/getstarted', limited('otpSend'), async (request, reply) => {
    const message = await auth.startSignup(ctx, parseInput(GetStartedRequest, request.body), request.ip);
    return reply.code(201).send({ status: 'success', message });
  });

  app.post('/customer/auth/checkotp', limited('otpCheck'), async (request) => ({
    status: 'success',
    message: await auth.checkOtp(ctx, parseInput(CheckOtpRequest, request.body)),
  }));

  app.get('/customer/auth/fetchctimes', async () => ({ status: 'success', data: await auth.listCallTimes(ctx) }));

  app.post('/customer/auth/register', limited('otpCheck'), async (request, reply) => {
    const message = await auth.register(ctx, parseInput(RegisterRequest, request.body));
    return reply.code(201).send({ status: 'success', message });
  });

  app.post('/customer/auth/forgotpasswordwithemail', limited('otpSend'), async (request) => ({
    status: 'success',
    message: await auth.startPasswordReset(ctx, parseInput(ForgotPasswordRequest, request.body)),
  }));

  app.post('/customer/auth/resetpassword', limited('otpCheck'), async (request) => ({
    status: 'success',
    message: await auth.resetPassword(ctx, parseInput(ResetPasswordRequest, request.body), request.ip),
  }));
}
