import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import { inlineScriptSources } from './http/inline-scripts';
import { requireSession } from './http/principal';
import { sendSpaIndex, serveSpa, trimAssetHeaders } from './http/spa';
import { ClientError } from './lib/errors';
import { authRoutes } from './modules/auth/routes';
import { configRoutes } from './modules/config/routes';
import { customerRoutes } from './modules/customer/routes';
import { mailboxRoutes } from './modules/sandbox/mailbox';
import { createMailProvider, type MailProvider } from './providers/mail';
import { createPaymentGateway } from './providers/payments';
import type { PaymentGateway } from './providers/payments/types';
import { startReconciliation } from './jobs/reconcile';
import { dashboardRoutes } from './modules/customer/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { pinRoutes } from './modules/profile/routes';
import { checkoutRoutes } from './modules/sandbox/checkout';
import { transactionRoutes } from './modules/transactions/routes';
import type { WalletContext } from './modules/wallet/context';
import { walletRoutes, webhookRoutes } from './modules/wallet/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The money services' context, for jobs and tests that drive them directly. */
    wallet: WalletContext;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** The clock; tests move it to cross expiry windows. */
  now?: () => Date;
  /** Replaces the configured mail adapter (tests use one that fails). */
  mail?: MailProvider;
  /** Replaces the configured payment gateway (tests point it at a local fake Monnify). */
  gateway?: PaymentGateway;
  /** Run the reconciliation job on a timer (the server does; tests call it directly). */
  startJobs?: boolean;
  /** Where log lines go (stdout by default); false for none. */
  logStream?: NodeJS.WritableStream | false;
}

export const API_PREFIX = '/api/v1';

const GENERIC_500 = 'Something went wrong on our side. Please try again.';
const STATUS_TEXTS: Record<number, string> = {
  400: 'The request could not be read. Please check what you sent.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'The request is too large.',
  415: 'This content type is not supported.',
};

/** Builds the whole server from its parts; main.ts listens with it, tests call inject() on it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger:
      options.logStream === false
        ? false
        : { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  const mail = options.mail ?? createMailProvider(config, database.db, app.log);
  const db = database.db;
  const gateway = options.gateway ?? createPaymentGateway(config, db, app.log, now);
  const wallet: WalletContext = {
    db,
    gateway,
    now,
    publicUrl: config.publicUrl,
    dailyWithdrawalLimitKobo: config.dailyWithdrawalLimitKobo,
    log: app.log,
  };
  app.decorate('wallet', wallet);

  app.setErrorHandler((error: FastifyError | ClientError, request, reply) => {
    if (error instanceof ClientError) {
      if (error.statusCode >= 500) request.log.error({ err: error.cause }, error.message);
      return reply.code(error.statusCode).send({ status: 'error', message: error.messages });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ status: 'error', message: STATUS_TEXTS[status] ?? 'The request was not accepted.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ status: 'error', message: GENERIC_500 });
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
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    ...(redis ? { redis, nameSpace: 'fleetvest-rl:' } : {}),
  });
  await app.register(formbody);

  const ctx = { db, mail, appSecret: config.appSecret, now, log: app.log };
  await app.register(
    async (api) => {
      authRoutes(api, ctx);
      configRoutes(api, config, gateway);
      webhookRoutes(api, wallet);
      await api.register(async (signedIn) => {
        requireSession(signedIn, db, now);
        customerRoutes(signedIn, db, now);
        dashboardRoutes(signedIn);
        pinRoutes(signedIn, db, now);
        walletRoutes(signedIn, wallet);
        transactionRoutes(signedIn, db);
        notificationRoutes(signedIn, db);
      });
    },
    { prefix: API_PREFIX },
  );

  if (mail.name === 'sandbox') mailboxRoutes(app, db);
  if (gateway.name === 'sandbox') checkoutRoutes(app, wallet);
  if (options.startJobs) {
    const stopReconciliation = startReconciliation(wallet);
    app.addHook('onClose', stopReconciliation);
  }

  const spa = await serveSpa(app, config.distDir);
  if (spa) trimAssetHeaders(app);
  app.setNotFoundHandler((request, reply) => {
    // A missing file (an old build's chunk after a deploy, a mistyped icon) is a 404, not index.html.
    const isFile = request.url.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    const isPage = request.method === 'GET' && !isFile && !request.url.startsWith('/api/') && !request.url.startsWith('/sandbox/');
    if (spa && isPage) return sendSpaIndex(reply);
    return reply.code(404).send({ status: 'error', message: STATUS_TEXTS[404] });
  });

  return app;
}
