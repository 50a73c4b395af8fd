import path from 'node:path';

export type MailProviderName = 'sandbox' | 'smtp';
export type PaymentProviderName = 'sandbox' | 'monnify';

export interface MonnifyConfig {
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  contractCode: string;
  sourceAccountNumber: string;
}

export interface Config {
  production: boolean;
  port: number;
  host: string;
  /**
   * Where browsers reach the server (provider redirects). Unset outside production: each request's
   * own address is used instead, so a visitor at 127.0.0.1 or on a phone comes back where they were.
   */
  publicUrl: string | undefined;
  /** PostgreSQL when set; otherwise the embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Built SPA to serve; missing means API only. */
  distDir: string;
  redisUrl: string | undefined;
  /** Key for hashing one-time codes; must be a real secret in production. */
  appSecret: string;
  mailProvider: MailProviderName;
  smtpUrl: string | undefined;
  mailFrom: string;
  paymentProvider: PaymentProviderName;
  monnify: MonnifyConfig | undefined;
  /** Most a customer may withdraw in one Lagos calendar day, in kobo. */
  dailyWithdrawalLimitKobo: number;
  logLevel: string;
  trustProxy: boolean;
  /** Who provides the service: the footer's 'Powered by' link. */
  provider: { name: string; url: string };
}

export const DEV_APP_SECRET = 'fleetvest-development-secret-change-me';

type Env = Record<string, string | undefined>;

const naira = (name: string, value: string): number => {
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount <= 0) throw new Error(`${name} must be a naira amount (got "${value}")`);
  return Math.round(amount * 100);
};

const monnifyFrom = (env: Env): MonnifyConfig | undefined => {
  const {
    MONNIFY_API_KEY: apiKey,
    MONNIFY_SECRET_KEY: secretKey,
    MONNIFY_CONTRACT_CODE: contractCode,
    MONNIFY_SOURCE_ACCOUNT: sourceAccountNumber,
  } = env;
  if (!apiKey || !secretKey || !contractCode || !sourceAccountNumber) return undefined;
  return {
    baseUrl: (env.MONNIFY_BASE_URL ?? 'https://sandbox.monnify.com').replace(/\/+$/, ''),
    apiKey,
    secretKey,
    contractCode,
    sourceAccountNumber,
  };
};

/** An absolute http(s) address without a trailing slash; `name` is the variable, for the message. */
const webAddress = (name: string, value: string): string => {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') throw new Error(`${name} must be an http(s) address (got "${value}")`);
  return value.replace(/\/+$/, '');
};

const oneOf = <T extends string>(name: string, value: string, allowed: readonly T[]): T => {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
};

/** Reads the environment with safe embedded defaults, and refuses unsafe combinations in production. */
export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number (got "${env.PORT}")`);
  const config: Config = {
    production,
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: env.PUBLIC_URL ? webAddress('PUBLIC_URL', env.PUBLIC_URL) : undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    redisUrl: env.REDIS_URL || undefined,
    appSecret: env.APP_SECRET ?? DEV_APP_SECRET,
    mailProvider: oneOf('MAIL_PROVIDER', env.MAIL_PROVIDER ?? (env.SMTP_URL ? 'smtp' : 'sandbox'), ['sandbox', 'smtp']),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Fleetvest <no-reply@fleetvest.ng>',
    paymentProvider: oneOf('PAYMENT_PROVIDER', env.PAYMENT_PROVIDER ?? 'sandbox', ['sandbox', 'monnify']),
    monnify: monnifyFrom(env),
    dailyWithdrawalLimitKobo: naira('WITHDRAWAL_DAILY_LIMIT', env.WITHDRAWAL_DAILY_LIMIT ?? '1000000'),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    provider: {
      name: env.PROVIDER_NAME?.trim() || 'Fleetvest',
      url: webAddress('PROVIDER_URL', env.PROVIDER_URL ?? 'https://fleetvest.ng'),
    },
  };
  if (config.mailProvider === 'smtp' && !config.smtpUrl) throw new Error('MAIL_PROVIDER=smtp needs SMTP_URL');
  if (config.paymentProvider === 'monnify' && !config.monnify) {
    throw new Error('PAYMENT_PROVIDER=monnify needs MONNIFY_API_KEY, MONNIFY_SECRET_KEY, MONNIFY_CONTRACT_CODE and MONNIFY_SOURCE_ACCOUNT');
  }
  if (production) {
    // A Host header is the client's to write: in production, links leaving the server use only this.
    if (!config.publicUrl) throw new Error('PUBLIC_URL must be set in production (e.g. https://app.fleetvest.ng)');
    if (config.appSecret === DEV_APP_SECRET || config.appSecret.length < 32) {
      throw new Error('APP_SECRET must be set to a random value of at least 32 characters in production');
    }
    const sandboxes = sandboxProviders(config);
    if (sandboxes.length > 0 && env.ALLOW_SANDBOX !== '1') {
      throw new Error(`Refusing to start in production with sandbox providers (${sandboxes.join(', ')}); set ALLOW_SANDBOX=1 to allow`);
    }
  }
  return config;
}

export const sandboxProviders = (config: Config): string[] => [
  ...(config.mailProvider === 'sandbox' ? ['mail'] : []),
  ...(config.paymentProvider === 'sandbox' ? ['payments'] : []),
];
