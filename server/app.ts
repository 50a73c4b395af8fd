import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import sse from '@fastify/sse';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_PREFIX } from '../contract/endpoint';
import type { Config } from './config';
import type { Database } from './db/client';
import type { AppDeps } from './deps';
import { REQUEST_TIMEOUT_MS, timeoutOptions } from './http/client-errors';
import { allowCrossOrigin } from './http/cross-origin';
import { answerErrors, unroutedErrorOptions } from './http/error-answers';
import { idempotency } from './http/idempotency';
import { healthRoutes } from './http/health';
import { guardJsonDepth } from './http/json-body';
import { rateLimitCounters } from './http/rate-limit-counters';
import { loadLoginPage } from './http/login-page';
import { answerNotFound } from './http/not-found';
import { decoratePrincipal } from './http/principal';
import { securityHeaders } from './http/security-headers';
import { serveSpa } from './http/spa';
import { startHousekeeping } from './jobs/housekeeping';
import { startPayouts } from './jobs/payouts';
import { startReconciliation } from './jobs/reconcile';
import { startSandboxReversals } from './jobs/sandbox-reversals';
import { loggableError } from './lib/loggable-error';
import { appHashCost, hashing } from './lib/secrets';
import { createMetrics, type Metrics } from './metrics/metrics';
import { serveMetrics } from './http/metrics-endpoint';
import { authenticate } from './modules/auth';
import { authModule, serveFormLogin } from './modules/auth/routes';
import { heldByBand } from './modules/held';
import { configModule } from './modules/config/routes';
import { billsModule } from './modules/bills/routes';
import { customerModule } from './modules/customer/routes';
import { investmentContextOf } from './modules/investments';
import { investmentsModule } from './modules/investments/routes';
import { legalModule } from './modules/legal/routes';
import { startLive, tellingChanges } from './modules/live';
import { liveModule } from './modules/live/routes';
import { notificationsModule } from './modules/notifications/routes';
import { pinModule, profileModule } from './modules/profile/routes';
import { passkeysModule } from './modules/passkeys/routes';
import { receiptsModule, verificationModule } from './modules/receipts/routes';
import { checkoutModule, mailboxModule } from './modules/sandbox/routes';
import { transactionsModule } from './modules/transactions/routes';
import { vitalsModule } from './modules/vitals/routes';
import { walletModule, webhookModule } from './modules/wallet/routes';
import { createMailProvider, type MailProvider } from './providers/mail';
import { createPaymentGateways, type GatewayAdapter } from './providers/payments';
import { createVtuProvider, type VtuAdapter } from './providers/vtu';
import { handlersInFlight, type HandlersInFlight } from './http/in-flight';

declare module 'fastify' {
  interface FastifyInstance {
    /** The dependencies every module was given, for jobs and tests that drive services directly. */
    readonly deps: AppDeps;
    /** Shutdown has begun: /readyz answers 503 from now on, so the balancer sends no new work. */
    startDraining(): void;
    /** The operator's metrics (docs/deploy.md §Metrics); main.ts may serve them on a port of their own. */
    readonly metrics: Metrics;
    /** The route handlers still running, which closing waits for. */
    readonly handlersInFlight: HandlersInFlight;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** The clock; tests move it to cross expiry windows. */
  now?: () => Date;
  /** Replaces the configured mail adapter (tests use one that fails). */
  mail?: MailProvider;
  /** Adapts each configured payment gateway (tests add fault switches). */
  adaptGateway?: GatewayAdapter;
  /** Adapts the configured VTU provider (tests add fault switches). */
  adaptVtu?: VtuAdapter;
  /** Run the reconciliation and housekeeping jobs on timers (the server does; tests call them directly). */
  startJobs?: boolean;
  /** How long a repeated Idempotency-Key waits for an answer another instance is still working out. */
  idempotencyWaitMs?: number;
  /**
   * scrypt's cost for new password hashes; STANDARD_HASH_COST unless a test that does not
   * measure hashing asks for a cheaper one. Never read from the environment.
   */
  hashCost?: number;
  /** Check every success answer against the contract (tests do). */
  checkResponses?: boolean;
  /** Where log lines go (stdout by default); false for none. */
  logStream?: NodeJS.WritableStream | false;
  /** How long one request may take to arrive (REQUEST_TIMEOUT_MS); tests that wait it out use less. */
  requestTimeoutMs?: number;
}

/**
 * What a JSON request may weigh: the largest the API takes (a sign-up) is well under 1 KB. Routes
 * that need more (the payment webhook) say so themselves. See docs/rules.md.
 */
export const JSON_BODY_LIMIT = 4 * 1024;

/**
 * How long a shutdown waits for the requests in flight, and then as long again for handlers still
 * running: a provider call started just before it has its whole time limit (docs/rules.md §Running
 * several instances).
 */
export const SHUTDOWN_REQUESTS_MS = 20_000;

/** Builds the whole server from its parts; main.ts listens with it, tests call inject() on it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const now = options.now ?? (() => new Date());
  // Before anything starts: a cost it refuses leaves nothing open.
  const hashCost = appHashCost(options.hashCost, config.production);
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger:
      options.logStream === false
        ? false
        : {
            level: config.logLevel,
            // A query string can carry what logs must not (an account number): log the path only.
            // A failed query carries its values: log what failed, not with what (loggable-error.ts).
            serializers: {
              err: loggableError,
              req: (request: { method: string; url: string; ip: string }) => ({
                method: request.method,
                url: request.url.split('?')[0],
                remoteAddress: request.ip,
              }),
            },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    requestTimeout,
    http: timeoutOptions(requestTimeout),
    ...unroutedErrorOptions,
  });
  guardJsonDepth(app);
  // docs/rules.md §Live updates: what a committed transaction changed reaches every instance's
  // streams. The app's handle on the database notes it; the fan-out carries it.
  const live = await startLive(database, {
    maxStreams: config.live.maxStreams,
    redisUrl: config.redisUrl,
    log: app.log,
    watch: (open) => metrics.sseStreams.set(open),
  });
  app.addHook('onClose', live.close);
  // Before the server stops listening: open streams would hold it for the whole shutdown wait.
  app.addHook('preClose', async () => live.hub.drain());
  const db = tellingChanges(database.db, live.publish);
  const scraped = config.metrics.token !== undefined || config.metrics.port !== undefined;
  const metrics = createMetrics({ pool: database.pool, held: () => heldByBand(db, now()), hashing, now, processMetrics: scraped });
  app.addHook('onClose', async () => metrics.stop());
  // Hooks that do not wait take a callback, not a promise: they run on every request
  // (docs/performance.md §Server).
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, never the address itself: unknown paths are one series, not one each.
    metrics.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  const deps: AppDeps = {
    config,
    db,
    now,
    log: app.log,
    mail: options.mail ?? createMailProvider(config, db, app.log),
    payments: createPaymentGateways(config, db, app.log, now, (gateway) => metrics.countErrors(gateway.name, options.adaptGateway?.(gateway) ?? gateway)),
    vtu: createVtuProvider(config, db, app.log, now, (vtu) => metrics.countErrors(vtu.name, options.adaptVtu?.(vtu) ?? vtu)),
    authenticate: (token) => authenticate(db, token, now()),
    idempotent: idempotency({ db, now, waitMs: options.idempotencyWaitMs ?? 10_000 }),
    hashCost,
    checkResponses: options.checkResponses ?? false,
    metrics,
  };
  app.decorate('deps', deps);
  app.decorate('metrics', metrics);
  const handlers = handlersInFlight();
  app.decorate('handlersInFlight', handlers);
  decoratePrincipal(app);

  answerErrors(app);
  await securityHeaders(app, config);
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const counters = await rateLimitCounters(config.redisUrl, app.log);
  app.addHook('onClose', counters.close);
  await app.register(rateLimit, { global: false, hook: 'preHandler', store: counters.store });
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
    // Their clients open them again on an instance that stays, which the balancer now prefers.
    live.hub.drain();
  });
  // While draining, every answer closes its connection: a balancer's kept-alive connection would
  // otherwise be reused just as the listener closes it (docs/rules.md §Running several instances).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  await healthRoutes(app, { db, redis: counters.state, draining: () => draining });
  serveMetrics(app, metrics.registry, config.metrics.token);
  await app.register(formbody);
  await app.register(sse, { heartbeatInterval: config.live.heartbeatMs });

  await app.register(
    async (api) => {
      await allowCrossOrigin(api, config.corsOrigins);
      for (const module of [
        authModule,
        configModule,
        legalModule,
        customerModule,
        profileModule,
        pinModule,
        passkeysModule,
        walletModule,
        webhookModule,
        investmentsModule,
        billsModule,
        transactionsModule,
        receiptsModule,
        notificationsModule,
        vitalsModule,
        liveModule(live.hub),
      ]) {
        await api.register(module, deps);
      }
    },
    { prefix: API_PREFIX },
  );

  await app.register(verificationModule, deps);
  if (deps.mail.name === 'sandbox') await app.register(mailboxModule, deps);
  if (deps.payments.current.name === 'sandbox') await app.register(checkoutModule, deps);
  if (options.startJobs) {
    const observe = metrics.observePass;
    app.addHook('onClose', startReconciliation(deps, { observe }));
    app.addHook('onClose', startHousekeeping(deps, { observe }));
    app.addHook('onClose', startPayouts(investmentContextOf(deps), { observe }));
    // The sandbox's later reversals (an account ending 4444); Monnify sends its own webhook.
    if (deps.payments.current.name === 'sandbox') app.addHook('onClose', startSandboxReversals(deps, { observe }));
  }

  const spa = await serveSpa(app, config.distDir);
  // The sign-in form that works before the JavaScript, when the build made its page.
  const loginPage = spa ? loadLoginPage(config.distDir) : null;
  if (loginPage) await serveFormLogin(app, deps, loginPage);
  answerNotFound(app, spa);

  // Registered last, so it runs first once the listener has closed: a handler whose client hung
  // up still records its provider's answer before the jobs, the fan-out and the pools close.
  app.addHook('onClose', async () => {
    if (!(await handlers.settled(SHUTDOWN_REQUESTS_MS))) app.log.error('closing with handlers still running after the shutdown wait');
  });

  return app;
}
