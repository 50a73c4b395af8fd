import { describe, expect, it } from 'vitest';
import { DEV_APP_SECRET, loadConfig } from './config';

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
    expect(loadConfig({ ...site, APP_SECRET: secret, ALLOW_SANDBOX: '1' }).production).toBe(true);
    const monnify = {
      PAYMENT_PROVIDER: 'monnify',
      MONNIFY_API_KEY: 'MK_TEST_1',
      MONNIFY_SECRET_KEY: 'secret',
      MONNIFY_CONTRACT_CODE: '123',
      MONNIFY_SOURCE_ACCOUNT: '3934178936',
    };
    expect(() => loadConfig({ ...site, APP_SECRET: secret, SMTP_URL: 'smtp://m' })).toThrow(/payments/);
    const live = loadConfig({ ...site, APP_SECRET: secret, SMTP_URL: 'smtp://m', ...monnify });
    expect(live.paymentProvider).toBe('monnify');
    expect(live.monnify?.baseUrl).toBe('https://sandbox.monnify.com');
  });

  it('needs every Monnify credential to use Monnify', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'monnify', MONNIFY_API_KEY: 'k', MONNIFY_SECRET_KEY: 's' })).toThrow(/MONNIFY_CONTRACT_CODE/);
  });

  it('rejects a bad port and a bad withdrawal limit', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ WITHDRAWAL_DAILY_LIMIT: '-5' })).toThrow(/WITHDRAWAL_DAILY_LIMIT/);
    expect(loadConfig({ WITHDRAWAL_DAILY_LIMIT: '250000' }).dailyWithdrawalLimitKobo).toBe(25_000_000);
  });
});
