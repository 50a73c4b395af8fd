import type { FastifyRequest } from 'fastify';
import { AUTH_TEXTS } from '../modules/auth/texts';
import { tooManyRequests } from '../lib/errors';

/**
 * Counted per client address AND the account asked about: many Nigerian mobile customers share
 * one carrier-NAT address, so an address-only limit would lock out strangers. Counters live in
 * Redis when REDIS_URL is set, so they hold across instances.
 */
export const RATE_LIMITS = {
  login: { max: 10, timeWindow: '1 minute', field: 'uniqueid' },
  otpSend: { max: 5, timeWindow: '10 minutes', field: 'email' },
  otpCheck: { max: 10, timeWindow: '1 minute', field: 'email' },
} as const;

const bodyField = (request: FastifyRequest, field: string) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
};

export const rateLimit = (kind: keyof typeof RATE_LIMITS) => {
  const { field, ...limit } = RATE_LIMITS[kind];
  return {
    rateLimit: {
      ...limit,
      keyGenerator: (request: FastifyRequest) => `${kind}:${request.ip}:${bodyField(request, field)}`,
      errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
        tooManyRequests(AUTH_TEXTS.tooManyAttempts(context.after)),
    },
  };
};
