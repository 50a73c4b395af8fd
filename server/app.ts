import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { API_PREFIX } from '../contract/endpoint';
import type { Config } from './config';
import type { Database } from './db/client';
import { isConnectionLost } from './db/connection-lost';
import type { AppDeps } from './deps';
import { answerClientError, REQUEST_TIMEOUT_MS, timeoutOptions } from './http/client-errors';
import { answerDatabaseLost } from './http/database-lost';
import { idempotency } from './http/idempotency';
import { healthRoutes } from './http/health';
import { guardJsonDepth } from './http/json-body';
import { rateLimitCounters } from './http/rate-limit-counters';
import { loadLoginPage } from './http/login-page';
import { decoratePrincipal } from './http/principal';
import { sendSpaIndex, serveSpa, trimAssetHeaders } from './http/spa';
import { HTTP_TEXTS, STATUS_TEXTS } from './http/texts';
import { startHousekeeping } from './jobs/housekeeping';
import { startPayouts } from './jobs/payouts';
import { inlineScriptSources } from './http/inline-scripts';
import { startReconciliation } from './jobs/reconcile';
import { startSandboxReversals } from './jobs/sandbox-reversals';
import { ClientError, errorBody } from './lib/errors';
import { QueueFull } from './lib/fair-queue';
import { loggableError } from './lib/loggable-error';
import { appHashCost } from './lib/secrets';
import { authenticate, serveFormLogin } from './modules/auth';
import { authModule } from './modules/auth/routes';
import { configModule } from './modules/config/routes';
import { billsModule } from './modules/bills/routes';
import { customerModule } from './modules/customer/routes';
import { investmentContextOf } from './modules/investments';
import { investmentsModule } from './modules/investments/routes';
import { legalModule } from './modules/legal/routes';
import { notificationsModule } from './modules/notifications/routes';
import { pinModule, profileModule } from './modules/profile/routes';
import { checkoutModule, mailboxModule } from './modules/sandbox/routes';
import { transactionsModule } from './modules/transactions/routes';
import { vitalsModule } from './modules/vitals/routes';
import { walletModule, webhookModule } from './modules/wallet/routes';
import { createMailProvider, type MailProvider } from './providers/mail';
import { createPaymentGateways, type GatewayAdapter } from './providers/payments';
import { createVtuProvider, type VtuAdapter } from './providers/vtu';

declare module 'fastify' {
  interface FastifyInstance {
    /** The dependencies every module was given, for jobs and tests that drive services directly. */
    readonly deps: AppDeps;
    /** Shutdown has begun: /readyz answers 503 from now on, so the balancer sends no new work. */
    startDraining(): void;
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
   * scrypt's cost for new password and PIN hashes; STANDARD_HASH_COST unless a test that does not
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
 * An error of Fastify's own, in the API's shape: a 4xx says what the status means and nothing of
 * the framework; anything else is a 500 whose details go to the log only. It serves the error
 * handler and what the router refuses before any route runs (a path with broken percent-encoding).
 */
const sendFastifyError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return reply.code(status).send(errorBody(STATUS_TEXTS[status] ?? HTTP_TEXTS.notAccepted));
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(errorBody(HTTP_TEXTS.unexpected));
};

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
    // What Node or the router refuse before any route runs still answers in the API's error shape.
    clientErrorHandler: answerClientError,
    frameworkErrors: (error, request, reply) => void sendFastifyError(error, request, reply),
  });
  guardJsonDepth(app);
  const db = database.db;
  const deps: AppDeps = {
    config,
    db,
    now,
    log: app.log,
    mail: options.mail ?? createMailProvider(config, db, app.log),
    payments: createPaymentGateways(config, db, app.log, now, options.adaptGateway),
    vtu: createVtuProvider(config, db, app.log, now, options.adaptVtu),
    authenticate: (token) => authenticate(db, token, now()),
    idempotent: idempotency({ db, now, waitMs: options.idempotencyWaitMs ?? 10_000 }),
    hashCost,
    checkResponses: options.checkResponses ?? false,
  };
  app.decorate('deps', deps);
  decoratePrincipal(app);

  app.setErrorHandler((error: FastifyError | ClientError | QueueFull, request, reply) => {
    if (error instanceof ClientError) {
      if (error.statusCode >= 500) request.log.error({ err: error.cause }, error.message);
      return reply.code(error.statusCode).send(errorBody(error.messages, error.code));
    }
    if (error instanceof QueueFull) {
      request.log.warn('hashing queue full; answered busy');
      return reply.code(503).header('retry-after', '5').send(errorBody(HTTP_TEXTS.busy));
    }
    if (isConnectionLost(error)) return answerDatabaseLost(error, request, reply);
    return sendFastifyError(error, request, reply);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptSources(config.distDir)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    hsts: config.production,
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const counters = await rateLimitCounters(config.redisUrl, app.log);
  app.addHook('onClose', counters.close);
  await app.register(rateLimit, { global: false, hook: 'preHandler', store: counters.store });
  let draining = false;
  app.decorate('startDraining', () => void (draining = true));
  await healthRoutes(app, { db, redis: counters.state, draining: () => draining });
  await app.register(formbody);

  await app.register(
    async (api) => {
      // Answers carry a customer's data: no browser or proxy may keep a copy.
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      await allowCrossOrigin(api, config.corsOrigins);
      for (const module of [authModule, configModule, legalModule, customerModule, profileModule, pinModule, walletModule, webhookModule, investmentsModule, billsModule, transactionsModule, notificationsModule, vitalsModule]) {
        await api.register(module, deps);
      }
    },
    { prefix: API_PREFIX },
  );

  if (deps.mail.name === 'sandbox') await app.register(mailboxModule, deps);
  if (deps.payments.current.name === 'sandbox') await app.register(checkoutModule, deps);
  if (options.startJobs) {
    app.addHook('onClose', startReconciliation(deps));
    app.addHook('onClose', startHousekeeping(deps));
    app.addHook('onClose', startPayouts(investmentContextOf(deps)));
    // The sandbox's later reversals (an account ending 4444); Monnify sends its own webhook.
    if (deps.payments.current.name === 'sandbox') app.addHook('onClose', startSandboxReversals(deps));
  }

  const spa = await serveSpa(app, config.distDir);
  if (spa) trimAssetHeaders(app);
  // The sign-in form that works before the JavaScript, when the build made its page.
  const loginPage = spa ? loadLoginPage(config.distDir) : null;
  if (loginPage) await serveFormLogin(app, deps, loginPage);
  app.setNotFoundHandler((request, reply) => {
    // A missing file (an old build's chunk after a deploy, a mistyped icon) is a 404, not index.html.
    const isFile = request.url.startsWith('/assets/') || path.posix.extname(request.url.split('?')[0] ?? '') !== '';
    const isPage = request.method === 'GET' && !isFile && !request.url.startsWith('/api/') && !request.url.startsWith('/sandbox/');
    if (spa && isPage) return sendSpaIndex(reply);
    return reply.code(404).send(errorBody(STATUS_TEXTS[404] ?? 'Not found.'));
  });

  return app;
}

/**
 * The API is same-origin by default: a preflight gets a plain 204 with no CORS headers, so a
 * browser on another site may not call it. CORS_ORIGINS names the origins that may.
 */
async function allowCrossOrigin(api: FastifyInstance, origins: string[]) {
  if (origins.length > 0) {
    await api.register(cors, { origin: origins, methods: ['GET', 'POST', 'DELETE'], allowedHeaders: ['authorization', 'content-type', 'idempotency-key'] });
    return;
  }
  api.options('/*', async (_request, reply) => reply.code(204).header('allow', 'GET, POST, DELETE, OPTIONS').send());
}
