import { isIP } from 'node:net';
import path from 'node:path';
import { EMAIL_PATTERN, LIMITS } from '../contract/fields';
import { LEGAL_PAGES, type LegalPageId } from '../contract/legal';
import type { PinKeys } from './lib/pin-hash';
import { withoutTrailingSlashes } from './lib/urls';

type MailProviderName = 'sandbox' | 'smtp';
type PaymentProviderName = 'sandbox' | 'monnify';
type VtuProviderName = 'sandbox' | 'clubkonnect';

interface MonnifyConfig {
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  contractCode: string;
  sourceAccountNumber: string;
  timeoutMs: number;
}

interface ClubKonnectConfig {
  baseUrl: string;
  userId: string;
  apiKey: string;
}

/** How customers reach support, shown on the support screen. */
interface SupportConfig {
  email: string;
  /** International form without spaces: '+2348012345678'. */
  phone: string;
  whatsapp: string;
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
  /**
   * PIN_KEYS and PIN_KEY_ID: the keys PINs are hashed under, by id, and the one new hashes use
   * (docs/rules.md §PIN). Outside production, without PIN_KEYS, the public development key alone.
   */
  pinKeys: PinKeys;
  mailProvider: MailProviderName;
  smtpUrl: string | undefined;
  mailFrom: string;
  paymentProvider: PaymentProviderName;
  monnify: MonnifyConfig | undefined;
  vtuProvider: VtuProviderName;
  clubkonnect: ClubKonnectConfig | undefined;
  /** How long the VTU provider's lists (data plans, cable packages, companies) are kept. */
  vtuCacheMs: number;
  /** How long a call to the VTU provider may take before its outcome counts as unknown. */
  vtuTimeoutMs: number;
  /** The least and most one electricity purchase may be, in kobo (whole naira). */
  electricityLimitsKobo: { min: number; max: number };
  /** Most a customer may withdraw in one Lagos calendar day, in kobo. */
  dailyWithdrawalLimitKobo: number;
  logLevel: string;
  /**
   * Which hops' X-Forwarded-For to believe for the client's address: none (false), every one
   * (true), or the balancers' own addresses and networks (docs/deploy.md §The load balancer).
   */
  trustProxy: boolean | string[];
  /** Browser origins allowed to call the API from elsewhere; none by default (same origin only). */
  corsOrigins: string[];
  /** Field-metric reports one address may send a minute (docs/rules.md §Field metrics). */
  vitalsPerMinute: number;
  /**
   * Sandbox and development only: one week or month of a plan lasts this many seconds, so a person
   * trying the product sees payouts arrive. Undefined (real weeks and months) in production.
   */
  periodSeconds: number | undefined;
  support: SupportConfig;
  /** Who provides the service: the footer's 'Powered by' link. */
  provider: { name: string; url: string };
  /** The operator's own file for an About page, where one is set; the others keep the default text. */
  legalPageFiles: Readonly<Partial<Record<LegalPageId, string>>>;
  /**
   * When set, the sandbox pages (mailbox, checkout) open only to a browser that presented it, and
   * the checkout's buttons only from its own page (docs/rules.md §Sandbox providers). Production
   * serving those pages refuses to start without one.
   */
  sandboxToken: string | undefined;
  /**
   * On SIGTERM, how long /readyz answers 503 while requests are still taken, so a load balancer
   * stops sending work before the server stops listening (docs/rules.md §Running several instances).
   */
  shutdownNoticeMs: number;
  /**
   * Where Prometheus reads /metrics (docs/deploy.md §Metrics): a listener of its own on `port` and
   * `host` (loopback unless told), and/or the main port with `token` as a bearer token. Neither
   * set: no /metrics anywhere.
   */
  metrics: { port: number | undefined; host: string; token: string | undefined };
  /**
   * Live updates (docs/rules.md §Live updates): the most event streams this instance keeps open
   * (SSE_MAX_STREAMS), and how often an idle one gets a heartbeat so proxies keep it.
   */
  live: { maxStreams: number; heartbeatMs: number };
}

export const DEV_APP_SECRET = 'fleetvest-development-secret-change-me';

/**
 * Development, tests and sandboxes without PIN_KEYS: a fixed key that is public (it is written
 * here), so a PIN hashed under it protects nothing offline. Fixed rather than made at each start so
 * that PINs in ./data still check after a restart. Production refuses it.
 */
export const DEV_PIN_KEY_ID = 'dev';
const DEV_PIN_KEY = Buffer.from('fleetvest-development-pin-key-public-not-secret', 'utf8');

/** The least a PIN key may weigh: 256 bits, the HMAC-SHA-256 block's worth of guessing. */
const PIN_KEY_MIN_BYTES = 32;

type Env = Record<string, string | undefined>;

const naira = (name: string, value: string): number => {
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount <= 0) throw new Error(`${name} must be a naira amount (got "${value}")`);
  return Math.round(amount * 100);
};

const wholeNumber = (name: string, value: string, min: number, max: number): number => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
  return number;
};

const periodSeconds = (value: string | undefined): number | undefined => {
  if (value === undefined || value === '') return undefined;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 31 * 24 * 3600) {
    throw new Error(`PERIOD_SECONDS must be a whole number of seconds from 1 to 2678400 (got "${value}")`);
  }
  return seconds;
};

const monnifyFrom = (env: Env): MonnifyConfig | undefined => {
  const { MONNIFY_API_KEY: apiKey, MONNIFY_SECRET_KEY: secretKey, MONNIFY_CONTRACT_CODE: contractCode, MONNIFY_SOURCE_ACCOUNT: sourceAccountNumber } = env;
  if (!apiKey || !secretKey || !contractCode || !sourceAccountNumber) return undefined;
  return {
    baseUrl: webAddress('MONNIFY_BASE_URL', env.MONNIFY_BASE_URL ?? 'https://sandbox.monnify.com'),
    apiKey,
    secretKey,
    contractCode,
    sourceAccountNumber,
    timeoutMs: seconds('MONNIFY_TIMEOUT_SECONDS', env.MONNIFY_TIMEOUT_SECONDS ?? '15', 1),
  };
};

/** A whole number of naira, as kobo. */
const wholeNaira = (name: string, value: string): number => {
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw new Error(`${name} must be a whole number of naira (got "${value}")`);
  return Number(value) * 100;
};

const electricityLimits = (env: Env) => {
  const min = wholeNaira('ELECTRICITY_MIN_NAIRA', env.ELECTRICITY_MIN_NAIRA ?? '1000');
  const max = wholeNaira('ELECTRICITY_MAX_NAIRA', env.ELECTRICITY_MAX_NAIRA ?? '200000');
  if (min > max) throw new Error('ELECTRICITY_MIN_NAIRA must not be above ELECTRICITY_MAX_NAIRA');
  return { min, max };
};

/** CORS_ORIGINS: a comma-separated list of origins such as https://app.example.ng. */
const origins = (value: string | undefined): string[] => {
  const list = (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of list) {
    if (!URL.canParse(origin) || new URL(origin).origin !== origin)
      throw new Error(`CORS_ORIGINS must list origins like https://app.example.ng (got "${origin}")`);
  }
  return list;
};

/** An http(s) base address without a trailing slash. */
const webAddress = (name: string, value: string): string => {
  const valid = URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);
  if (!valid) throw new Error(`${name} must be an http(s) address (got "${value}")`);
  return withoutTrailingSlashes(value);
};

const clubkonnectFrom = (env: Env): ClubKonnectConfig | undefined => {
  const { CLUBKONNECT_USER_ID: userId, CLUBKONNECT_API_KEY: apiKey } = env;
  if (!userId || !apiKey) return undefined;
  return { baseUrl: webAddress('CLUBKONNECT_BASE_URL', env.CLUBKONNECT_BASE_URL ?? 'https://www.nellobytesystems.com'), userId, apiKey };
};

/** A whole number of seconds from `least` up, as milliseconds. */
const seconds = (name: string, value: string, least: number): number => {
  const count = Number(value);
  if (!/^\d{1,7}$/.test(value) || count < least) throw new Error(`${name} must be a whole number of seconds, at least ${least} (got "${value}")`);
  return count * 1000;
};

/** A support e-mail address, as a customer's would be checked. */
const supportEmail = (value: string): string => {
  const email = value.trim();
  if (email.length > LIMITS.email || !EMAIL_PATTERN.test(email)) throw new Error(`SUPPORT_EMAIL must be an e-mail address (got "${value}")`);
  return email;
};

/** A phone number in international form, '+234 801 234 5678' or '+2348012345678'; kept without spaces. */
const internationalPhone = (name: string, value: string): string => {
  const phone = value.replaceAll(' ', '');
  const digits = phone.slice(1);
  if (!phone.startsWith('+') || digits.length < 8 || digits.length > 15 || !/^\d+$/.test(digits)) {
    throw new Error(`${name} must be a phone number in international form, like +2348012345678 (got "${value}")`);
  }
  return phone;
};

/** The least length of a secret given in the environment: nobody guesses one this long. */
const SECRET_MIN_LENGTH = 32;

/** Unset, or a random value a browser can carry in a query string, a cookie or a header as it is (hex, base64url). */
const randomToken = (name: string, value: string | undefined): string | undefined => {
  if (!value) return undefined;
  if (value.length < SECRET_MIN_LENGTH || !/^[\w-]+$/.test(value)) {
    throw new Error(`${name} must be a random value of at least ${SECRET_MIN_LENGTH} letters, digits, '-' or '_' (e.g. openssl rand -hex 32)`);
  }
  return value;
};

const optionalPort = (name: string, value: string | undefined): number | undefined => {
  if (!value) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number (got "${value}")`);
  return port;
};

/** `1`/`true`: every hop; a comma-separated list of addresses or CIDR networks: those hops alone. */
const trustedProxies = (value: string | undefined): boolean | string[] => {
  if (!value || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  const hops = value.split(',').map((hop) => hop.trim());
  const bad = hops.find((hop) => !/^[\d.:a-fA-F]+(\/\d{1,3})?$/.test(hop) || !isIP(hop.split('/')[0]!));
  if (bad !== undefined) throw new Error(`TRUST_PROXY must be 1, or addresses and networks separated by commas, such as 10.0.0.2,10.1.0.0/16 (got "${bad}")`);
  return hops;
};

const oneOf = <T extends string>(name: string, value: string, allowed: readonly T[]): T => {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
};

/** The variable naming the operator's own file for an About page: PRIVACY_POLICY_FILE, TERMS_OF_SERVICE_FILE, SECURITY_AND_COMPLIANCE_FILE. */
export const legalPageVariable = (page: LegalPageId): string => `${page.toUpperCase().replaceAll('-', '_')}_FILE`;

const legalPageFiles = (env: Env): Partial<Record<LegalPageId, string>> =>
  Object.fromEntries(
    LEGAL_PAGES.flatMap((page) => {
      const file = env[legalPageVariable(page)];
      return file ? [[page, path.resolve(file)]] : [];
    }),
  );

/**
 * PIN_KEYS: `id:base64key` pairs separated by commas (an id of letters, digits, '-' or '_'; a key of
 * at least 32 random bytes, e.g. openssl rand -base64 32); PIN_KEY_ID: the id new hashes use, which
 * may be left out when there is one key. Unset outside production: the development key.
 */
const pinKeys = (env: Env, production: boolean): PinKeys => {
  const listed = (env.PIN_KEYS ?? '')
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean);
  // Production refuses this with the other unsafe settings (loadConfig).
  if (listed.length === 0) return { currentId: DEV_PIN_KEY_ID, keys: new Map([[DEV_PIN_KEY_ID, DEV_PIN_KEY]]) };
  const keys = new Map<string, Buffer>();
  for (const pair of listed) {
    const [id = '', encoded = '', ...extra] = pair.split(':');
    const key = Buffer.from(encoded, 'base64');
    if (
      extra.length > 0 ||
      !/^[\w-]{1,32}$/.test(id) ||
      !/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) ||
      key.toString('base64') !== encoded ||
      key.length < PIN_KEY_MIN_BYTES
    ) {
      throw new Error(
        `PIN_KEYS must list id:base64key pairs, an id of letters, digits, '-' or '_' and a key of at least ${PIN_KEY_MIN_BYTES} random bytes (e.g. openssl rand -base64 32); "${id}" is not one`,
      );
    }
    if (keys.has(id)) throw new Error(`PIN_KEYS names the key "${id}" twice`);
    if (production && key.equals(DEV_PIN_KEY)) throw new Error(`PIN_KEYS must not hold the development key in production ("${id}")`);
    keys.set(id, key);
  }
  const currentId = env.PIN_KEY_ID || (keys.size === 1 ? [...keys.keys()][0]! : '');
  if (!keys.has(currentId)) throw new Error(`PIN_KEY_ID must name one of the keys in PIN_KEYS (${[...keys.keys()].join(', ')}; got "${currentId}")`);
  return { currentId, keys };
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
    pinKeys: pinKeys(env, production),
    mailProvider: oneOf('MAIL_PROVIDER', env.MAIL_PROVIDER ?? (env.SMTP_URL ? 'smtp' : 'sandbox'), ['sandbox', 'smtp']),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Fleetvest <no-reply@fleetvest.ng>',
    paymentProvider: oneOf('PAYMENT_PROVIDER', env.PAYMENT_PROVIDER ?? 'sandbox', ['sandbox', 'monnify']),
    monnify: monnifyFrom(env),
    vtuProvider: oneOf('VTU_PROVIDER', env.VTU_PROVIDER ?? 'sandbox', ['sandbox', 'clubkonnect']),
    clubkonnect: clubkonnectFrom(env),
    vtuCacheMs: seconds('VTU_CACHE_SECONDS', env.VTU_CACHE_SECONDS ?? '600', 0),
    vtuTimeoutMs: seconds('VTU_TIMEOUT_SECONDS', env.VTU_TIMEOUT_SECONDS ?? '20', 1),
    electricityLimitsKobo: electricityLimits(env),
    dailyWithdrawalLimitKobo: naira('WITHDRAWAL_DAILY_LIMIT', env.WITHDRAWAL_DAILY_LIMIT ?? '1000000'),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustedProxies(env.TRUST_PROXY),
    corsOrigins: origins(env.CORS_ORIGINS),
    periodSeconds: periodSeconds(env.PERIOD_SECONDS),
    vitalsPerMinute: wholeNumber('VITALS_PER_MINUTE', env.VITALS_PER_MINUTE ?? '60', 1, 100_000),
    support: {
      email: supportEmail(env.SUPPORT_EMAIL ?? 'support@fleetvest.ng'),
      phone: internationalPhone('SUPPORT_PHONE', env.SUPPORT_PHONE ?? '+2348000000000'),
      whatsapp: internationalPhone('SUPPORT_WHATSAPP', env.SUPPORT_WHATSAPP ?? env.SUPPORT_PHONE ?? '+2348000000000'),
    },
    provider: {
      name: env.PROVIDER_NAME?.trim() || 'Fleetvest',
      url: webAddress('PROVIDER_URL', env.PROVIDER_URL ?? 'https://fleetvest.ng'),
    },
    legalPageFiles: legalPageFiles(env),
    sandboxToken: randomToken('SANDBOX_TOKEN', env.SANDBOX_TOKEN),
    shutdownNoticeMs: seconds('SHUTDOWN_NOTICE_SECONDS', env.SHUTDOWN_NOTICE_SECONDS ?? (production ? '5' : '0'), 0),
    live: {
      maxStreams: wholeNumber('SSE_MAX_STREAMS', env.SSE_MAX_STREAMS ?? '1000', 0, 1_000_000),
      heartbeatMs: seconds('SSE_HEARTBEAT_SECONDS', env.SSE_HEARTBEAT_SECONDS ?? '15', 1),
    },
    metrics: {
      port: optionalPort('METRICS_PORT', env.METRICS_PORT),
      host: env.METRICS_HOST ?? '127.0.0.1',
      token: randomToken('METRICS_TOKEN', env.METRICS_TOKEN),
    },
  };
  if (config.mailProvider === 'smtp' && !config.smtpUrl) throw new Error('MAIL_PROVIDER=smtp needs SMTP_URL');
  if (config.paymentProvider === 'monnify' && !config.monnify) {
    throw new Error('PAYMENT_PROVIDER=monnify needs MONNIFY_API_KEY, MONNIFY_SECRET_KEY, MONNIFY_CONTRACT_CODE and MONNIFY_SOURCE_ACCOUNT');
  }
  if (config.vtuProvider === 'clubkonnect' && !config.clubkonnect) {
    throw new Error('VTU_PROVIDER=clubkonnect needs CLUBKONNECT_USER_ID and CLUBKONNECT_API_KEY');
  }
  if (production) {
    // A Host header is the client's to write: in production, links leaving the server use only this.
    if (!config.publicUrl) throw new Error('PUBLIC_URL must be set in production (e.g. https://app.fleetvest.ng)');
    if (config.appSecret === DEV_APP_SECRET || config.appSecret.length < SECRET_MIN_LENGTH) {
      throw new Error(`APP_SECRET must be set to a random value of at least ${SECRET_MIN_LENGTH} characters in production`);
    }
    if (config.periodSeconds !== undefined) {
      throw new Error('PERIOD_SECONDS is for sandbox and development only; production pays by real weeks and months');
    }
    const sandboxes = sandboxProviders(config);
    if (sandboxes.length > 0 && env.ALLOW_SANDBOX !== '1') {
      throw new Error(`Refusing to start in production with sandbox providers (${sandboxes.join(', ')}); set ALLOW_SANDBOX=1 to allow`);
    }
    // Anyone who reaches a staging server could otherwise read everyone's codes and settle checkouts.
    const pages = sandboxes.filter((sandbox) => sandbox === 'mail' || sandbox === 'payments');
    if (pages.length > 0 && !config.sandboxToken) {
      throw new Error(`SANDBOX_TOKEN must be set in production with sandbox pages (${pages.join(', ')}): the mailbox and the checkout open only with it`);
    }
    // Unset PIN_KEYS left the development key: public, so it would protect no PIN offline.
    if (config.pinKeys.keys.get(config.pinKeys.currentId) === DEV_PIN_KEY) {
      throw new Error(
        `PIN_KEYS must be set in production: id:base64key pairs of at least ${PIN_KEY_MIN_BYTES} random bytes each, such as PIN_KEYS=k1:$(openssl rand -base64 32) (docs/deploy.md §Environment and secrets)`,
      );
    }
  }
  return config;
}

export const sandboxProviders = (config: Config): string[] => [
  ...(config.mailProvider === 'sandbox' ? ['mail'] : []),
  ...(config.paymentProvider === 'sandbox' ? ['payments'] : []),
  ...(config.vtuProvider === 'sandbox' ? ['bills'] : []),
];
