import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEV_APP_SECRET, DEV_PIN_KEY_ID, loadConfig } from './config';

/** A PIN key as an operator makes one: openssl rand -base64 32. */
const pinKey = () => randomBytes(32).toString('base64');
const PIN_KEYS = `k1:${pinKey()}`;

describe('config', () => {
  it('runs with no configuration: port 8080, embedded database, sandbox mail', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.mailProvider).toBe('sandbox');
    // Unset: links are built from each request's own address (see http/origin.ts).
    expect(config.publicUrl).toBeUndefined();
    expect(config.provider).toEqual({ name: 'Fleetvest', url: 'https://fleetvest.ng' });
  });

  it('reads PUBLIC_URL and the provider, and refuses addresses that are not http(s)', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://app.fleetvest.ng/', PROVIDER_NAME: ' Acme Mobility Ltd ', PROVIDER_URL: 'https://acme.example/' });
    expect(config.publicUrl).toBe('https://app.fleetvest.ng');
    expect(config.provider).toEqual({ name: 'Acme Mobility Ltd', url: 'https://acme.example' });
    expect(() => loadConfig({ PROVIDER_URL: 'javascript:alert(1)' })).toThrow(/PROVIDER_URL/);
    expect(() => loadConfig({ PROVIDER_URL: 'acme.example' })).toThrow(/PROVIDER_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://files.example' })).toThrow(/PUBLIC_URL/);
  });

  it('picks SMTP when SMTP_URL is set', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail.local:25' }).mailProvider).toBe('smtp');
    expect(() => loadConfig({ MAIL_PROVIDER: 'smtp' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_PROVIDER: 'pigeon' })).toThrow(/MAIL_PROVIDER/);
  });

  it('refuses production without PUBLIC_URL, with the development secret or with sandbox providers', () => {
    const secret = 'x'.repeat(40);
    const site = { NODE_ENV: 'production', PUBLIC_URL: 'https://app.fleetvest.ng' };
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: secret, SMTP_URL: 'smtp://m', ALLOW_SANDBOX: '1' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ ...site, APP_SECRET: DEV_APP_SECRET, SMTP_URL: 'smtp://m' })).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ ...site, APP_SECRET: secret })).toThrow(/sandbox/);
    expect(loadConfig({ ...site, APP_SECRET: secret, PIN_KEYS, ALLOW_SANDBOX: '1', SANDBOX_TOKEN: secret }).production).toBe(true);
    const monnify = {
      PAYMENT_PROVIDER: 'monnify',
      MONNIFY_API_KEY: 'MK_TEST_1',
      MONNIFY_SECRET_KEY: 'secret',
      MONNIFY_CONTRACT_CODE: '123',
      MONNIFY_SOURCE_ACCOUNT: '3934178936',
    };
    const clubkonnect = { VTU_PROVIDER: 'clubkonnect', CLUBKONNECT_USER_ID: 'CK100000001', CLUBKONNECT_API_KEY: 'key' };
    expect(() => loadConfig({ ...site, APP_SECRET: secret, SMTP_URL: 'smtp://m', ...clubkonnect })).toThrow(/payments/);
    expect(() => loadConfig({ ...site, APP_SECRET: secret, SMTP_URL: 'smtp://m', ...monnify })).toThrow(/\(bills\)/);
    const live = loadConfig({ ...site, APP_SECRET: secret, PIN_KEYS, SMTP_URL: 'smtp://m', ...monnify, ...clubkonnect });
    expect(live.paymentProvider).toBe('monnify');
    expect(live.monnify?.baseUrl).toBe('https://sandbox.monnify.com');
    expect(live.vtuProvider).toBe('clubkonnect');
  });

  it('refuses production serving the sandbox pages without a SANDBOX_TOKEN, and a token too short or not URL-safe anywhere', () => {
    const staging = { NODE_ENV: 'production', PUBLIC_URL: 'https://staging.fleetvest.ng', APP_SECRET: 'x'.repeat(40), PIN_KEYS, ALLOW_SANDBOX: '1' };
    const token = 'f0'.repeat(16);
    expect(() => loadConfig(staging)).toThrow(/SANDBOX_TOKEN must be set in production with sandbox pages \(mail, payments\)/);
    const monnify = { PAYMENT_PROVIDER: 'monnify', MONNIFY_API_KEY: 'k', MONNIFY_SECRET_KEY: 's', MONNIFY_CONTRACT_CODE: '1', MONNIFY_SOURCE_ACCOUNT: '2' };
    expect(() => loadConfig({ ...staging, ...monnify })).toThrow(/sandbox pages \(mail\)/);
    expect(() => loadConfig({ ...staging, SMTP_URL: 'smtp://m' })).toThrow(/sandbox pages \(payments\)/);
    // The sandbox VTU provider has no page: nothing to keep closed.
    expect(loadConfig({ ...staging, SMTP_URL: 'smtp://m', ...monnify }).sandboxToken).toBeUndefined();
    expect(loadConfig({ ...staging, SANDBOX_TOKEN: token }).sandboxToken).toBe(token);
    for (const bad of [token.slice(1), `${token.slice(2)}+/`, `${token} `]) {
      expect(() => loadConfig({ ...staging, SANDBOX_TOKEN: bad }), bad).toThrow(/SANDBOX_TOKEN must be a random value of at least 32/);
      expect(() => loadConfig({ SANDBOX_TOKEN: bad }), bad).toThrow(/SANDBOX_TOKEN/);
    }
    // Outside production the pages stay open unless a token is given.
    expect(loadConfig({}).sandboxToken).toBeUndefined();
    expect(loadConfig({ SANDBOX_TOKEN: token }).sandboxToken).toBe(token);
  });

  it('serves no metrics unless told: a port of their own (loopback unless a host is given) or a random bearer token', () => {
    expect(loadConfig({}).metrics).toEqual({ port: undefined, host: '127.0.0.1', token: undefined });
    const token = 'ab'.repeat(16);
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5', METRICS_TOKEN: token }).metrics).toEqual({ port: 9464, host: '10.0.0.5', token });
    expect(() => loadConfig({ METRICS_PORT: 'http' })).toThrow('METRICS_PORT must be a port number (got "http")');
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be a random value of at least 32/);
  });

  it('keeps 1,000 live-update streams with a heartbeat every 15 s unless told otherwise, and refuses what is no count', () => {
    expect(loadConfig({}).live).toEqual({ maxStreams: 1000, heartbeatMs: 15_000 });
    expect(loadConfig({ SSE_MAX_STREAMS: '0', SSE_HEARTBEAT_SECONDS: '25' }).live).toEqual({ maxStreams: 0, heartbeatMs: 25_000 });
    expect(() => loadConfig({ SSE_MAX_STREAMS: 'many' })).toThrow('SSE_MAX_STREAMS must be a whole number from 0 to 1000000 (got "many")');
    expect(() => loadConfig({ SSE_HEARTBEAT_SECONDS: '0' })).toThrow(/SSE_HEARTBEAT_SECONDS must be a whole number of seconds, at least 1/);
  });

  it('believes X-Forwarded-For from no one unless told: every hop, or the balancers named', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,::1' }).trustProxy).toEqual(['10.0.0.2', '10.1.0.0/16', '::1']);
    for (const bad of ['10.0.0.300', 'balancer', '10.0.0.2,,', '10.0.0.0/16/2']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY must be 1, or addresses and networks/);
    }
  });

  it('uses the sandbox VTU provider by default, with a ten-minute list cache and a 20-second timeout', () => {
    const config = loadConfig({});
    expect(config.vtuProvider).toBe('sandbox');
    expect(config.clubkonnect).toBeUndefined();
    expect(config.vtuCacheMs).toBe(600_000);
    expect(config.vtuTimeoutMs).toBe(20_000);
  });

  it('holds electricity purchases to ₦1,000..₦200,000 unless told otherwise, in whole naira', () => {
    expect(loadConfig({}).electricityLimitsKobo).toEqual({ min: 100_000, max: 20_000_000 });
    expect(loadConfig({ ELECTRICITY_MIN_NAIRA: '500', ELECTRICITY_MAX_NAIRA: '500000' }).electricityLimitsKobo).toEqual({ min: 50_000, max: 50_000_000 });
    expect(() => loadConfig({ ELECTRICITY_MIN_NAIRA: '500.50' })).toThrow(/ELECTRICITY_MIN_NAIRA/);
    expect(() => loadConfig({ ELECTRICITY_MAX_NAIRA: '0' })).toThrow(/ELECTRICITY_MAX_NAIRA/);
    expect(() => loadConfig({ ELECTRICITY_MIN_NAIRA: '5000', ELECTRICITY_MAX_NAIRA: '4000' })).toThrow(/not be above/);
  });

  it('needs both ClubKonnect credentials to use ClubKonnect, on its public address unless told otherwise', () => {
    expect(() => loadConfig({ VTU_PROVIDER: 'clubkonnect', CLUBKONNECT_USER_ID: 'CK1' })).toThrow(/CLUBKONNECT_API_KEY/);
    expect(() => loadConfig({ VTU_PROVIDER: 'clubkonnect', CLUBKONNECT_API_KEY: 'key' })).toThrow(/CLUBKONNECT_USER_ID/);
    expect(() => loadConfig({ VTU_PROVIDER: 'vtpass' })).toThrow(/VTU_PROVIDER/);
    const config = loadConfig({ VTU_PROVIDER: 'clubkonnect', CLUBKONNECT_USER_ID: 'CK1', CLUBKONNECT_API_KEY: 'key' });
    expect(config.clubkonnect).toEqual({ baseUrl: 'https://www.nellobytesystems.com', userId: 'CK1', apiKey: 'key' });
    const local = loadConfig({ CLUBKONNECT_BASE_URL: 'http://127.0.0.1:9000/', CLUBKONNECT_USER_ID: 'CK1', CLUBKONNECT_API_KEY: 'key' });
    expect(local.clubkonnect?.baseUrl).toBe('http://127.0.0.1:9000');
    expect(() => loadConfig({ CLUBKONNECT_BASE_URL: 'nellobytesystems.com', CLUBKONNECT_USER_ID: 'CK1', CLUBKONNECT_API_KEY: 'key' })).toThrow(
      /CLUBKONNECT_BASE_URL/,
    );
  });

  it('reads the VTU cache and timeout in whole seconds', () => {
    const config = loadConfig({ VTU_CACHE_SECONDS: '0', VTU_TIMEOUT_SECONDS: '45' });
    expect(config.vtuCacheMs).toBe(0);
    expect(config.vtuTimeoutMs).toBe(45_000);
    expect(() => loadConfig({ VTU_TIMEOUT_SECONDS: '0' })).toThrow(/VTU_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ VTU_CACHE_SECONDS: '1.5' })).toThrow(/VTU_CACHE_SECONDS/);
    expect(() => loadConfig({ VTU_CACHE_SECONDS: '-1' })).toThrow(/VTU_CACHE_SECONDS/);
  });

  it('needs every Monnify credential to use Monnify', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'monnify', MONNIFY_API_KEY: 'k', MONNIFY_SECRET_KEY: 's' })).toThrow(/MONNIFY_CONTRACT_CODE/);
  });

  it('rejects a bad port and a bad withdrawal limit', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ WITHDRAWAL_DAILY_LIMIT: '-5' })).toThrow(/WITHDRAWAL_DAILY_LIMIT/);
    expect(loadConfig({ WITHDRAWAL_DAILY_LIMIT: '250000' }).dailyWithdrawalLimitKobo).toBe(25_000_000);
  });

  it('refuses production without PIN keys, and reads PIN_KEYS and PIN_KEY_ID, refusing malformed or weak keys anywhere', () => {
    const site = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://app.fleetvest.ng',
      APP_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://m',
      ALLOW_SANDBOX: '1',
      SANDBOX_TOKEN: 'x'.repeat(40),
    };
    expect(() => loadConfig(site)).toThrow(/PIN_KEYS must be set in production/);
    expect(() => loadConfig({ ...site, PIN_KEYS: ' , ' })).toThrow(/PIN_KEYS must be set in production/);
    // Development, tests and sandboxes: the public development key, under its own id.
    const development = loadConfig({}).pinKeys;
    expect(development.currentId).toBe(DEV_PIN_KEY_ID);
    expect([...development.keys.keys()]).toEqual([DEV_PIN_KEY_ID]);
    // One key is the current one without PIN_KEY_ID.
    const [first, second] = [pinKey(), pinKey()];
    const one = loadConfig({ ...site, PIN_KEYS: `2026a:${first}` }).pinKeys;
    expect(one.currentId).toBe('2026a');
    expect(one.keys.get('2026a')).toEqual(Buffer.from(first, 'base64'));
    // Rotation: the new key is current, the retired one still checks the PINs stored under it.
    const rotated = loadConfig({ ...site, PIN_KEYS: `2026a:${first}, 2026b:${second}`, PIN_KEY_ID: '2026b' }).pinKeys;
    expect(rotated.currentId).toBe('2026b');
    expect([...rotated.keys.keys()]).toEqual(['2026a', '2026b']);
    expect(() => loadConfig({ PIN_KEYS: `2026a:${first},2026b:${second}` })).toThrow(
      /PIN_KEY_ID must name one of the keys in PIN_KEYS \(2026a, 2026b; got ""\)/,
    );
    expect(() => loadConfig({ PIN_KEYS: `2026a:${first}`, PIN_KEY_ID: '2026c' })).toThrow(/PIN_KEY_ID/);
    expect(() => loadConfig({ PIN_KEYS: `2026a:${first},2026a:${second}`, PIN_KEY_ID: '2026a' })).toThrow(/names the key "2026a" twice/);
    for (const bad of [
      first,
      `a$b:${first}`,
      `short:${randomBytes(16).toString('base64')}`,
      `k1:${first.slice(1)}`,
      `k1:${randomBytes(32).toString('base64url')}_`,
      `k1:${first}:junk`,
    ]) {
      expect(() => loadConfig({ PIN_KEYS: bad }), bad).toThrow(/PIN_KEYS must list id:base64key pairs/);
    }
    // The development key is public: production refuses it even under another id.
    const developmentKey = development.keys.get(DEV_PIN_KEY_ID)!.toString('base64');
    expect(() => loadConfig({ ...site, PIN_KEYS: `k1:${developmentKey}` })).toThrow(/must not hold the development key in production/);
    expect(loadConfig({ PIN_KEYS: `k1:${developmentKey}` }).pinKeys.currentId).toBe('k1');
  });

  it('shortens plan periods to PERIOD_SECONDS outside production only', () => {
    expect(loadConfig({}).periodSeconds).toBeUndefined();
    expect(loadConfig({ PERIOD_SECONDS: '30' }).periodSeconds).toBe(30);
    expect(() => loadConfig({ PERIOD_SECONDS: '0' })).toThrow(/PERIOD_SECONDS/);
    expect(() => loadConfig({ PERIOD_SECONDS: '2.5' })).toThrow(/PERIOD_SECONDS/);
    const secret = 'x'.repeat(40);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://app.fleetvest.ng', APP_SECRET: secret, ALLOW_SANDBOX: '1', PERIOD_SECONDS: '30' }),
    ).toThrow(/PERIOD_SECONDS is for sandbox and development only/);
  });

  it('reads the support contacts and refuses ones a customer could not use', () => {
    expect(loadConfig({ SUPPORT_EMAIL: ' care@example.ng ', SUPPORT_PHONE: '+234 700 000 1111' }).support).toEqual({
      email: 'care@example.ng',
      phone: '+2347000001111',
      whatsapp: '+2347000001111',
    });
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not an address' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ SUPPORT_PHONE: '08012345678' })).toThrow(/SUPPORT_PHONE must be a phone number in international form/);
    expect(() => loadConfig({ SUPPORT_WHATSAPP: '+234-801-234' })).toThrow(/SUPPORT_WHATSAPP/);
    expect(() => loadConfig({ SUPPORT_WHATSAPP: '+1234567' })).toThrow(/SUPPORT_WHATSAPP/);
    expect(() => loadConfig({ SUPPORT_WHATSAPP: `+${'1'.repeat(16)}` })).toThrow(/SUPPORT_WHATSAPP/);
  });
});
