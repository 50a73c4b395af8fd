import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Idempotent } from './http/idempotency';
import type { Metrics } from './metrics/metrics';
import type { MailProvider } from './providers/mail';
import type { PaymentGateways } from './providers/payments';
import type { VtuProvider } from './providers/vtu';

/** Whose request this is: the live session behind its bearer token, and the customer it belongs to. */
export interface SessionPrincipal {
  sessionId: number;
  customerId: number;
}

/**
 * What every server module is given: one object, built once by buildApp from its options, passed
 * to each module plugin and to the jobs. Services take the parts they need (a structural subset).
 */
export interface AppDeps {
  readonly config: Config;
  readonly db: Db;
  /** The clock; tests pass one they move forward. */
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
  readonly mail: MailProvider;
  readonly payments: PaymentGateways;
  /** The bills provider (airtime, data, electricity, cable TV) VTU_PROVIDER names. */
  readonly vtu: VtuProvider;
  /**
   * The session check of endpoints that need one: a bearer token to its live session, or a 401.
   * Given here (by the auth module, in app.ts) so that http/ depends on no module.
   */
  readonly authenticate: (token: string | undefined) => Promise<SessionPrincipal>;
  /** Runs money-moving handlers once per Idempotency-Key (http/idempotency.ts). */
  readonly idempotent: Idempotent;
  /** scrypt's cost for new password hashes (lib/secrets.ts: always the standard one in the server). */
  readonly hashCost: number;
  /** Check every success answer against its contract struct (tests turn it on). */
  readonly checkResponses: boolean;
  /** The operator's metrics (docs/deploy.md §Metrics): what a module counts beyond requests. */
  readonly metrics: Metrics;
}

/** A server module: a Fastify plugin registering its routes, given the app's dependencies. */
export type ModulePlugin = FastifyPluginAsync<AppDeps>;
