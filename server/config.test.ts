import { describe, expect, it } from 'vitest';
import { DEV_APP_SECRET, loadConfig } from './config';

describe('config', () => {
  it('runs with no configuration: port 8080, embedded database, sandbox mail', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.mailProvider).toBe('sandbox');
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('picks SMTP when SMTP_URL is set', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail.local:25' }).mailProvider).toBe('smtp');
    expect(() => loadConfig({ MAIL_PROVIDER: 'smtp' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_PROVIDER: 'pigeon' })).toThrow(/MAIL_PROVIDER/);
  });

  it('refuses production with the development secret or with sandbox providers', () => {
    const secret = 'x'.repeat(40);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: DEV_APP_SECRET, SMTP_URL: 'smtp://m' })).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: secret })).toThrow(/sandbox/);
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: secret, ALLOW_SANDBOX: '1' }).production).toBe(true);
    const monnify = {
      PAYMENT_PROVIDER: 'monnify',
      MONNIFY_API_KEY: 'MK_TEST_1',
      MONNIFY_SECRET_KEY: 'secret',
      MONNIFY_CONTRACT_CODE: '123',
      MONNIFY_SOURCE_ACCOUNT: '3934178936',
    };
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: secret, SMTP_URL: 'smtp://m' })).toThrow(/payments/);
    const live = loadConfig({ NODE_ENV: 'production', APP_SECRET: secret, SMTP_URL: 'smtp://m', ...monnify });
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

  it('shortens plan periods to PERIOD_SECONDS outside production only', () => {
    expect(loadConfig({}).periodSeconds).toBeUndefined();
    expect(loadConfig({ PERIOD_SECONDS: '30' }).periodSeconds).toBe(30);
    expect(() => loadConfig({ PERIOD_SECONDS: '0' })).toThrow(/PERIOD_SECONDS/);
    expect(() => loadConfig({ PERIOD_SECONDS: '2.5' })).toThrow(/PERIOD_SECONDS/);
    const secret = 'x'.repeat(40);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: secret, ALLOW_SANDBOX: '1', PERIOD_SECONDS: '30' })).toThrow(
      /PERIOD_SECONDS is for sandbox and development only/,
    );
  });
});
