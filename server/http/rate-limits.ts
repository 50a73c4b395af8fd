import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { HTTP_TEXTS } from './texts';
import { tooManyRequests } from '../lib/errors';

/**
 * Two counters guard each signed-out call that costs a hash or a mail. The first is per client
 * address AND the account asked about: many Nigerian mobile customers share one carrier-NAT
 * address, so an address-only limit at this level would lock out strangers. The second is a
 * generous ceiling per address alone, on top, so one address cannot try many accounts either.
 * Counters live in Redis when REDIS_URL is set, so they hold across instances (rate-limit-counters.ts). See docs/rules.md §Limits.
 */
export const RATE_LIMITS = {
  login: { max: 10, timeWindow: '1 minute', field: 'uniqueid' },
  otpSend: { max: 5, timeWindow: '10 minutes', field: 'email' },
  otpCheck: { max: 10, timeWindow: '1 minute', field: 'email' },
  /** A passkey sign-in, per address and credential id (the body is the assertion, `id` its credential). */
  passkeyLogin: { max: 10, timeWindow: '1 minute', field: 'id' },
} as const;

export type RateLimitKind = keyof typeof RATE_LIMITS;

/** Per client address, whatever accounts it asks about: each kind of call counts on its own. */
export const ADDRESS_CEILING = { max: 60, timeWindowMs: 60_000 } as const;

/**
 * A provider's callback, per address: its servers call once per order that changes, and a call
 * refused here only leaves the outcome to reconciliation.
 */
export const PROVIDER_CALLBACK_CEILING = { max: 120, timeWindowMs: 60_000 } as const;

const bodyField = (request: FastifyRequest, field: string) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
};

/** "1 minute", "42 seconds": the wait as a customer reads it. */
const waitText = (seconds: number) =>
  seconds >= 60 ? `${Math.ceil(seconds / 60)} ${Math.ceil(seconds / 60) === 1 ? 'minute' : 'minutes'}` : `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;

const refusal = (_request: FastifyRequest, context: { after: string }) => tooManyRequests(HTTP_TEXTS.tooManyAttempts(context.after));

/** The per address-and-account limit, as route config for @fastify/rate-limit (runs once the body is read). */
export const rateLimit = (kind: RateLimitKind) => {
  const { field, ...limit } = RATE_LIMITS[kind];
  return {
    rateLimit: {
      ...limit,
      keyGenerator: (request: FastifyRequest) => `${kind}:${request.ip}:${bodyField(request, field)}`,
      errorResponseBuilder: refusal,
    },
  };
};

/**
 * Signed-in calls that cost a hash, a mail or a picture decode count per customer, wherever they
 * come from: the session already says who asks, so carrier-NAT neighbours never share a counter.
 * A password guess and the forgotten PIN's code go by the sign-in and sign-up numbers.
 */
export const CUSTOMER_RATE_LIMITS = {
  passwordGuess: { max: RATE_LIMITS.login.max, timeWindow: RATE_LIMITS.login.timeWindow },
  otpSend: { max: RATE_LIMITS.otpSend.max, timeWindow: RATE_LIMITS.otpSend.timeWindow },
  otpCheck: { max: RATE_LIMITS.otpCheck.max, timeWindow: RATE_LIMITS.otpCheck.timeWindow },
  picture: { max: 10, timeWindow: '10 minutes' },
  /** Adding a passkey and asking for a money action's challenge: each is a database write and a ceremony. */
  passkey: { max: 10, timeWindow: '1 minute' },
  /** A receipt is drawn on the server (docs/rules.md §Receipts and statements). */
  receipt: { max: 30, timeWindow: '1 minute' },
  /** A statement reads up to a year of the ledger. */
  statement: { max: 20, timeWindow: '1 hour' },
  /** A statement mailed costs a mail as well. */
  statementMail: { max: 3, timeWindow: '1 hour' },
} as const;

export type CustomerRateLimitKind = keyof typeof CUSTOMER_RATE_LIMITS;

/**
 * The per-customer limit, as route config for @fastify/rate-limit (session routes only: it runs
 * after the session check). `says` words the refusal where the generic one would not be clear.
 */
export const customerRateLimit = (kind: CustomerRateLimitKind, says?: (max: number, wait: string) => string) => ({
  rateLimit: {
    ...CUSTOMER_RATE_LIMITS[kind],
    keyGenerator: (request: FastifyRequest) => `customer-${kind}:${request.principal?.customerId ?? request.ip}`,
    errorResponseBuilder: says
      ? (_request: FastifyRequest, context: { after: string; max: number }) => tooManyRequests(says(context.max, context.after))
      : refusal,
  },
});

/**
 * Counts a signed-in call against its per-customer limit where the handler says, after its input
 * was read and found valid: for a limit on what the call costs (a mail), which a refused call
 * never spends. Null when within the limit, else the wait.
 */
export function customerCounter(app: FastifyInstance, kind: CustomerRateLimitKind) {
  const { max, timeWindow } = CUSTOMER_RATE_LIMITS[kind];
  const check = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => `customer-${kind}:${request.principal?.customerId ?? request.ip}`,
  });
  return async (request: FastifyRequest): Promise<{ max: number; wait: string } | null> => {
    const result = await check(request);
    return !result.isAllowed && result.isExceeded ? { max, wait: waitText(result.ttlInSeconds) } : null;
  };
}

/** /r/<code>, per client address: enough for anyone checking receipts, far too few to harvest codes. */
export const VERIFY_PAGE_CEILING = { max: 30, timeWindowMs: 60_000 } as const;

/**
 * A limit per client address alone, as an onRequest hook: it runs before the body is even read,
 * so a flood from one address costs almost nothing past its ceiling. Every route given the same
 * hook shares its counter.
 */
export function addressLimit(app: FastifyInstance, name: string, limit: { max: number; timeWindowMs: number }): onRequestHookHandler {
  const check = addressCounter(app, name, limit);
  return async (request, reply) => {
    const over = await check(request);
    if (over) {
      reply.header('retry-after', String(over.seconds));
      throw tooManyRequests(HTTP_TEXTS.tooManyAttempts(over.wait));
    }
  };
}

/**
 * Counts a request against a per-address limit and says, when it is over, how long to wait; for
 * routes that answer a refusal in their own shape (an HTML page). The same counters as addressLimit.
 */
export function addressCounter(app: FastifyInstance, name: string, limit: { max: number; timeWindowMs: number }) {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request: FastifyRequest) => `${name}-address:${request.ip}`,
  });
  return async (request: FastifyRequest): Promise<{ seconds: number; wait: string } | null> => {
    const result = await check(request);
    return !result.isAllowed && result.isExceeded ? { seconds: result.ttlInSeconds, wait: waitText(result.ttlInSeconds) } : null;
  };
}

type Ceilings = Record<RateLimitKind, onRequestHookHandler>;
/** Keyed by the app's limiter factory, which every scope of one app shares. */
const ceilingsOfApp = new WeakMap<FastifyInstance['createRateLimit'], Ceilings>();

/**
 * The per-address ceilings of the signed-out calls, built once per app: the API login, the
 * sign-in page's form (POST /login) and the passkey sign-in count against the same ceiling.
 */
export function addressCeilings(app: FastifyInstance): Ceilings {
  const known = ceilingsOfApp.get(app.createRateLimit);
  if (known) return known;
  const hook = (kind: RateLimitKind) => addressLimit(app, kind, ADDRESS_CEILING);
  const login = hook('login');
  // A passkey sign-in is a sign-in: one ceiling for both ways in.
  const ceilings = { login, passkeyLogin: login, otpSend: hook('otpSend'), otpCheck: hook('otpCheck') };
  ceilingsOfApp.set(app.createRateLimit, ceilings);
  return ceilings;
}
