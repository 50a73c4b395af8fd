import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_BANKS, FakeMonnify } from '../../test/fake-monnify';
import { failure, logInto, unreachableUrl, type LogLine } from '../../test/provider-kit';
import { createMonnifyGateway, type MonnifyOptions } from './monnify';
import { ProviderRejected, ProviderUnavailable } from '../errors';
import { UnknownTransfer, type CheckoutRequest, type DisbursementRequest } from './types';

let fake: FakeMonnify;
let logs: LogLine[] = [];

beforeAll(async () => {
  fake = await FakeMonnify.start();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  logs = [];
});
afterEach(() => {
  // Whatever a test did, nothing secret may have reached the logs.
  const text = JSON.stringify(logs);
  for (const secret of [fake.secretKey, ...fake.issuedTokens, ACCOUNT_NUMBER]) expect(text).not.toContain(secret);
});

const START = Date.parse('2026-11-21T09:00:00Z');
const ACCOUNT_NUMBER = '0123457890';

function setup(overrides: Partial<MonnifyOptions> = {}) {
  let clock = START;
  const gateway = createMonnifyGateway({
    ...fake.credentials,
    timeoutMs: 2000,
    log: logInto(logs),
    now: () => clock,
    ...overrides,
  });
  return { gateway, advance: (ms: number) => (clock += ms) };
}

const checkout = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  reference: 'FV-PAY-0001',
  amountKobo: 123456,
  customerName: 'Ada Obi',
  customerEmail: 'ada@example.com',
  description: 'Fund Fleetvest wallet',
  redirectUrl: 'https://app.fleetvest.ng/verifypaymentfunding',
  ...overrides,
});

const transfer = (overrides: Partial<DisbursementRequest> = {}): DisbursementRequest => ({
  reference: 'FV-WD-0001',
  amountKobo: 500050,
  bankCode: '044',
  accountNumber: ACCOUNT_NUMBER,
  accountName: 'ADA OBI',
  narration: 'Fleetvest withdrawal',
  ...overrides,
});

const basicAuth = () => `Basic ${Buffer.from(`${fake.apiKey}:${fake.secretKey}`).toString('base64')}`;
const QUERY = '/api/v2/merchant/transactions/query';
const INIT = '/api/v1/merchant/transactions/init-transaction';
const SUMMARY = '/api/v2/disbursements/single/summary';
const SINGLE = '/api/v2/disbursements/single';
const envelope = (responseBody: unknown) => ({ requestSuccessful: true, responseMessage: 'success', responseCode: '0', responseBody });

describe('checkout', () => {
  it('logs in with Basic auth, then starts the checkout with a Bearer token and the amount in naira', async () => {
    const { gateway } = setup();
    const result = await gateway.initCheckout(checkout());

    const login = fake.lastRequestTo('/api/v1/auth/login');
    expect(login?.method).toBe('POST');
    expect(login?.authorization).toBe(basicAuth());
    const init = fake.lastRequestTo(INIT);
    expect(init?.authorization).toBe(`Bearer ${fake.issuedTokens[0]}`);
    expect(init?.body).toEqual({
      amount: 1234.56,
      customerName: 'Ada Obi',
      customerEmail: 'ada@example.com',
      paymentReference: 'FV-PAY-0001',
      paymentDescription: 'Fund Fleetvest wallet',
      currencyCode: 'NGN',
      contractCode: fake.contractCode,
      redirectUrl: 'https://app.fleetvest.ng/verifypaymentfunding',
    });
    expect(result.providerReference).toMatch(/^MNFY\|/);
    expect(result.checkoutUrl).toBe(`${fake.url}/checkout/${encodeURIComponent(result.providerReference)}`);
    expect(fake.payments.get('FV-PAY-0001')?.paymentStatus).toBe('PENDING');
  });

  it.each([
    [2000, 20],
    [100050, 1000.5],
    [123456789, 1234567.89],
  ])('sends %i kobo as %d naira', async (amountKobo, naira) => {
    const { gateway } = setup();
    await gateway.initCheckout(checkout({ amountKobo }));
    expect((fake.lastRequestTo(INIT)?.body as { amount: number }).amount).toBe(naira);
  });

  it("turns Monnify's definite no into ProviderRejected with its message", async () => {
    const { gateway } = setup();
    const error = await failure(gateway.initCheckout(checkout({ amountKobo: 1000 })));
    expect(error).toBeInstanceOf(ProviderRejected);
    expect(error.message).toBe('Amount must be at least 20 naira');
  });

  it('refuses amounts that are not whole kobo before calling Monnify', async () => {
    const { gateway } = setup();
    await expect(gateway.initCheckout(checkout({ amountKobo: 100.5 }))).rejects.toBeInstanceOf(RangeError);
    await expect(gateway.initCheckout(checkout({ amountKobo: 0 }))).rejects.toBeInstanceOf(RangeError);
    expect(fake.callsTo(INIT)).toBe(0);
  });

  it('does not send a customer to a checkoutUrl that is not a web address', async () => {
    const { gateway } = setup();
    fake.failNext({
      path: INIT,
      body: envelope({ transactionReference: 'MNFY|1', paymentReference: 'FV-PAY-0001', checkoutUrl: 'javascript:alert(1)' }),
    });
    await expect(gateway.initCheckout(checkout())).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('treats an answer about another payment reference as no answer', async () => {
    const { gateway } = setup();
    fake.failNext({
      path: INIT,
      body: envelope({ transactionReference: 'MNFY|1', paymentReference: 'SOMEONE-ELSE', checkoutUrl: 'https://checkout.monnify.com/x' }),
    });
    await expect(gateway.initCheckout(checkout())).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});

describe('payment status', () => {
  const paid = { amountPaid: '1000.50', paidOn: '21/11/2026 01:05:09 PM', paymentMethod: 'CARD' };

  it.each([
    ['PAID', 'PAID', 100050],
    ['OVERPAID', 'PAID', 100050],
    ['SUCCESSFUL', 'PAID', 100050],
    ['PENDING', 'PENDING', null],
    ['EXPIRED', 'EXPIRED', null],
    ['ABANDONED', 'EXPIRED', null],
    ['FAILED', 'FAILED', null],
    ['CANCELLED', 'FAILED', null],
    ['REVERSED', 'FAILED', null],
    ['PARTIALLY_PAID', 'PARTIALLY_PAID', 100050],
  ])('maps %s to %s', async (paymentStatus, status, amountPaidKobo) => {
    const { gateway } = setup();
    fake.payments.set('FV-PAY-0001', { paymentStatus, ...paid });
    const state = await gateway.paymentStatus('FV-PAY-0001');
    expect(state.status).toBe(status);
    expect(state.amountPaidKobo).toBe(amountPaidKobo);
    expect(state.paidAt?.toISOString() ?? null).toBe(amountPaidKobo === null ? null : '2026-11-21T12:05:09.000Z');
    expect(fake.lastRequestTo(QUERY)?.query.get('paymentReference')).toBe('FV-PAY-0001');
  });

  it('credits what was paid, read digit by digit, with the method and Lagos time', async () => {
    const { gateway } = setup();
    fake.payments.set('FV-PAY-0001', { paymentStatus: 'PAID', amountPaid: '1000.50', paidOn: '01/02/2026 12:30:00 AM', paymentMethod: 'ACCOUNT_TRANSFER' });
    expect(await gateway.paymentStatus('FV-PAY-0001')).toEqual({
      status: 'PAID',
      amountPaidKobo: 100050,
      paidAt: new Date('2026-01-31T23:30:00.000Z'),
      method: 'ACCOUNT_TRANSFER',
    });
  });

  it.each([
    [1000.5, '2026-11-21 13:05:09.0', 100050],
    ['0.07', '2026-11-21 13:05:09', 7],
    ['19999999.99', '21/11/2026 01:05:09 PM', 1999999999],
  ])('reads amountPaid %j and paidOn %s', async (amountPaid, paidOn, kobo) => {
    const { gateway } = setup();
    fake.payments.set('FV-PAY-0001', { paymentStatus: 'PAID', amountPaid, paidOn, paymentMethod: 'CARD' });
    const state = await gateway.paymentStatus('FV-PAY-0001');
    expect(state.amountPaidKobo).toBe(kobo);
    expect(state.paidAt?.toISOString()).toBe('2026-11-21T12:05:09.000Z');
  });

  it('still reports a payment whose paidOn is unreadable, without a date and with a warning', async () => {
    const { gateway } = setup();
    fake.payments.set('FV-PAY-0001', { paymentStatus: 'PAID', amountPaid: '500.00', paidOn: '31/02/2026 10:00:00 AM', paymentMethod: 'CARD' });
    const state = await gateway.paymentStatus('FV-PAY-0001');
    expect(state).toMatchObject({ status: 'PAID', amountPaidKobo: 50000, paidAt: null });
    expect(logs.map((l) => l.msg)).toContain('Unreadable paidOn from Monnify');
  });

  it('reports what arrived of a partial payment, to be credited', async () => {
    const { gateway } = setup();
    fake.payments.set('FV-PAY-0001', { paymentStatus: 'PARTIALLY_PAID', amountPaid: '40.00', paidOn: null, paymentMethod: 'ACCOUNT_TRANSFER' });
    expect(await gateway.paymentStatus('FV-PAY-0001')).toMatchObject({ status: 'PARTIALLY_PAID', amountPaidKobo: 4000, method: 'ACCOUNT_TRANSFER' });
  });

  it.each([
    ['an unknown paymentStatus', { paymentStatus: 'MYSTERY', amountPaid: '10.00', paidOn: null, paymentMethod: null }],
    ['a paid status with an unreadable amount', { paymentStatus: 'PAID', amountPaid: '1,000.00', paidOn: null, paymentMethod: null }],
    ['a paid status with more than two decimals', { paymentStatus: 'PAID', amountPaid: '10.005', paidOn: null, paymentMethod: null }],
    ['a paid status without an amount', { paymentStatus: 'PAID', amountPaid: null, paidOn: null, paymentMethod: null }],
    ['an answer about another payment', { paymentStatus: 'PAID', amountPaid: '10.00', paidOn: null, paymentMethod: null, paymentReference: 'OTHER' }],
  ])('treats %s as no answer', async (_, payment) => {
    const { gateway } = setup();
    fake.payments.set('FV-PAY-0001', payment);
    await expect(gateway.paymentStatus('FV-PAY-0001')).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('carries an unknown payment status word, for the row, and logs it as an error', async () => {
    const { gateway } = setup();
    fake.payments.set('FV-PAY-0001', { paymentStatus: 'MYSTERY', amountPaid: '10.00', paidOn: null, paymentMethod: null });
    await expect(gateway.paymentStatus('FV-PAY-0001')).rejects.toMatchObject({ name: 'UnknownStatusWord', word: 'MYSTERY' });
    expect(logs.some((l) => l.level === 'error' && (l.obj as { status?: string }).status === 'MYSTERY')).toBe(true);
  });

  it('reports an unknown reference as a rejected query', async () => {
    const { gateway } = setup();
    const error = await failure(gateway.paymentStatus('NEVER-SEEN'));
    expect(error).toBeInstanceOf(ProviderRejected);
    expect(error.message).toMatch(/Could not find transaction/);
  });
});

describe('access token', () => {
  it('is cached across calls', async () => {
    const { gateway } = setup();
    await gateway.listBanks();
    await gateway.initCheckout(checkout());
    await gateway.resolveAccount(ACCOUNT_NUMBER, '044');
    expect(fake.logins).toBe(1);
    const bearers = new Set(fake.requests.filter((r) => r.path !== '/api/v1/auth/login').map((r) => r.authorization));
    expect([...bearers]).toEqual([`Bearer ${fake.issuedTokens[0]}`]);
  });

  it('is fetched once for calls that start together', async () => {
    const { gateway } = setup();
    fake.accounts.set(`044/${ACCOUNT_NUMBER}`, 'ADA OBI');
    await Promise.all([
      gateway.resolveAccount(ACCOUNT_NUMBER, '044'),
      gateway.resolveAccount(ACCOUNT_NUMBER, '044'),
      gateway.initCheckout(checkout()),
      gateway.listBanks(),
      gateway.disbursementStatus('NONE').catch(() => null),
    ]);
    expect(fake.logins).toBe(1);
  });

  it('is refreshed 60 s before it expires', async () => {
    const { gateway, advance } = setup();
    fake.tokenLifetimeSeconds = 3600;
    await gateway.resolveAccount(ACCOUNT_NUMBER, '044');
    advance((3600 - 61) * 1000);
    await gateway.resolveAccount(ACCOUNT_NUMBER, '044');
    expect(fake.logins).toBe(1);
    advance(2000);
    await gateway.resolveAccount(ACCOUNT_NUMBER, '044');
    expect(fake.logins).toBe(2);
    const lastCall = fake.lastRequestTo('/api/v1/disbursements/account/validate');
    expect(lastCall?.authorization).toBe(`Bearer ${fake.issuedTokens[1]}`);
  });

  it('after a 401, logs in again and retries the call once', async () => {
    const { gateway } = setup();
    fake.accounts.set(`044/${ACCOUNT_NUMBER}`, 'ADA OBI');
    await gateway.resolveAccount(ACCOUNT_NUMBER, '044');
    fake.revokeTokens();
    expect(await gateway.resolveAccount(ACCOUNT_NUMBER, '044')).toBe('ADA OBI');
    expect(fake.logins).toBe(2);
    expect(fake.callsTo('/api/v1/disbursements/account/validate')).toBe(3);
  });

  it('shares one new login among calls that all hit a 401', async () => {
    const { gateway } = setup();
    await gateway.listBanks();
    fake.revokeTokens();
    await Promise.all([
      gateway.resolveAccount(ACCOUNT_NUMBER, '044'),
      gateway.resolveAccount(ACCOUNT_NUMBER, '044'),
      gateway.resolveAccount(ACCOUNT_NUMBER, '044'),
    ]);
    expect(fake.logins).toBe(2);
  });

  it('gives up after the retry is refused too', async () => {
    const { gateway } = setup();
    fake.failNext({ path: SUMMARY, status: 401, body: { error: 'invalid_token' }, times: 3 });
    const error = await failure(gateway.disbursementStatus('FV-WD-0001'));
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(fake.callsTo(SUMMARY)).toBe(2);
    expect(fake.logins).toBe(2);
    expect(logs.some((l) => l.level === 'error')).toBe(true);
  });

  it('reports refused credentials as an operator problem, never as a rejection', async () => {
    const { gateway } = setup({ secretKey: 'not-the-secret-key' });
    const error = await failure(gateway.initCheckout(checkout()));
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(error.message).toMatch(/credentials were refused/);
    expect(fake.callsTo(INIT)).toBe(0);
    const alert = logs.find((l) => l.level === 'error');
    expect(alert?.msg).toMatch(/API key and secret key/);
    expect(JSON.stringify(logs)).not.toContain('not-the-secret-key');
  });

  it('reports a login outage as unavailable', async () => {
    const { gateway } = setup();
    fake.failNext({ path: '/api/v1/auth/login', status: 503, body: 'upstream connect error' });
    await expect(gateway.listBanks()).rejects.toBeInstanceOf(ProviderUnavailable);
    // The failed login is not remembered: the next call logs in afresh.
    expect(await gateway.listBanks()).toHaveLength(FAKE_BANKS.length);
    expect(fake.logins).toBe(2);
  });
});

describe('outages and nonsense', () => {
  it('treats a 5xx as unavailable', async () => {
    const { gateway } = setup();
    fake.failNext({ path: INIT, status: 502, body: { requestSuccessful: false, responseMessage: 'Bad gateway', responseCode: '99' } });
    const error = await failure(gateway.initCheckout(checkout()));
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(error.message).toMatch(/HTTP 502/);
  });

  it('treats rate limiting as unavailable, not as a no', async () => {
    const { gateway } = setup();
    fake.failNext({ path: INIT, status: 429, body: { requestSuccessful: false, responseMessage: 'Too many requests', responseCode: '99' } });
    await expect(gateway.initCheckout(checkout())).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('gives up after timeoutMs', async () => {
    const { gateway } = setup({ timeoutMs: 150 });
    await gateway.listBanks();
    fake.failNext({ path: QUERY, delayMs: 2000 });
    const error = await failure(gateway.paymentStatus('FV-PAY-0001'));
    expect(error).toBeInstanceOf(ProviderUnavailable);
    // Only the timeout says this: the answer would have come after 2 s.
    expect(error.message).toMatch(/no answer within 150 ms/);
  });

  it('treats an unreachable host as unavailable', async () => {
    const { gateway } = setup({ baseUrl: await unreachableUrl() });
    const error = await failure(gateway.listBanks());
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(error.message).toMatch(/could not be reached/);
  });

  it.each([
    ['malformed JSON', 200, '{"requestSuccessful": true, "responseBody": {'],
    ['an HTML error page', 400, '<html><body>Bad Request</body></html>'],
    ['JSON without the envelope', 200, JSON.stringify({ ok: true })],
    [
      'a success envelope with the wrong body',
      200,
      JSON.stringify(envelope({ paymentReference: 'FV-PAY-0001', paymentStatus: 'PAID', amountPaid: { naira: 10 } })),
    ],
    ['a success envelope without a body', 200, JSON.stringify({ requestSuccessful: true, responseMessage: 'success', responseCode: '0' })],
    ['a contradictory envelope', 200, JSON.stringify({ requestSuccessful: true, responseMessage: 'odd', responseCode: '99' })],
  ])('treats %s as unavailable', async (_, status, body) => {
    const { gateway } = setup();
    fake.payments.set('FV-PAY-0001', { paymentStatus: 'PAID', amountPaid: '10.00', paidOn: null, paymentMethod: null });
    fake.failNext({ path: QUERY, status, body });
    await expect(gateway.paymentStatus('FV-PAY-0001')).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});

describe('banks', () => {
  it('lists code and name, and caches the list', async () => {
    const { gateway } = setup();
    const banks = await gateway.listBanks();
    expect(banks).toEqual(FAKE_BANKS.map(({ code, name }) => ({ code, name })));
    await gateway.listBanks();
    await Promise.all([gateway.listBanks(), gateway.listBanks()]);
    expect(fake.callsTo('/api/v1/banks')).toBe(1);
  });

  it('fetches the list once for calls that start together', async () => {
    const { gateway } = setup();
    await Promise.all([gateway.listBanks(), gateway.listBanks(), gateway.listBanks()]);
    expect(fake.callsTo('/api/v1/banks')).toBe(1);
  });

  it('refreshes the list after a day', async () => {
    const { gateway, advance } = setup();
    await gateway.listBanks();
    advance(24 * 60 * 60_000 + 1);
    await gateway.listBanks();
    expect(fake.callsTo('/api/v1/banks')).toBe(2);
  });

  it('falls back to the SDK path when /api/v1/banks is missing', async () => {
    const { gateway } = setup();
    fake.banksOnSdkPathOnly = true;
    expect(await gateway.listBanks()).toHaveLength(FAKE_BANKS.length);
    expect(fake.callsTo('/api/v1/sdk/transactions/banks')).toBe(1);
  });

  it('does not cache an outage', async () => {
    const { gateway } = setup();
    fake.failNext({ path: '/api/v1/banks', status: 503, body: '' });
    await expect(gateway.listBanks()).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(await gateway.listBanks()).toHaveLength(FAKE_BANKS.length);
  });
});

describe('account lookup', () => {
  it("returns the account holder's name", async () => {
    const { gateway } = setup();
    fake.accounts.set(`058/${ACCOUNT_NUMBER}`, 'ADAEZE OBI');
    expect(await gateway.resolveAccount(ACCOUNT_NUMBER, '058')).toBe('ADAEZE OBI');
    const query = fake.lastRequestTo('/api/v1/disbursements/account/validate')?.query;
    expect(query?.get('accountNumber')).toBe(ACCOUNT_NUMBER);
    expect(query?.get('bankCode')).toBe('058');
  });

  it('returns null when the bank has no such account', async () => {
    const { gateway } = setup();
    fake.accounts.set(`058/${ACCOUNT_NUMBER}`, 'ADAEZE OBI');
    expect(await gateway.resolveAccount(ACCOUNT_NUMBER, '044')).toBeNull();
  });

  it('throws ProviderUnavailable on an outage instead of saying "no such account"', async () => {
    const { gateway } = setup();
    fake.failNext({ path: '/api/v1/disbursements/account/validate', status: 504, body: 'Gateway Timeout' });
    await expect(gateway.resolveAccount(ACCOUNT_NUMBER, '044')).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});

describe('transfers', () => {
  it('sends the transfer in naira from our wallet and reports SUCCESS', async () => {
    const { gateway } = setup();
    expect(await gateway.disburse(transfer())).toBe('SUCCESS');
    const request = fake.lastRequestTo(SINGLE);
    expect(request?.authorization).toBe(`Bearer ${fake.issuedTokens[0]}`);
    expect(request?.body).toEqual({
      amount: 5000.5,
      reference: 'FV-WD-0001',
      narration: 'Fleetvest withdrawal',
      destinationBankCode: '044',
      destinationAccountNumber: ACCOUNT_NUMBER,
      destinationAccountName: 'ADA OBI',
      currency: 'NGN',
      sourceAccountNumber: fake.sourceAccountNumber,
    });
  });

  it.each([
    ['SUCCESS', 'SUCCESS'],
    ['PENDING', 'PENDING'],
    ['FAILED', 'FAILED'],
    ['PENDING_AUTHORIZATION', 'PENDING'],
    ['COMPLETED', 'SUCCESS'],
  ])('maps an initial %s to %s', async (monnify, ours) => {
    const { gateway } = setup();
    fake.nextTransferStatus = monnify;
    expect(await gateway.disburse(transfer())).toBe(ours);
  });

  it('alerts operators when a transfer waits for 2FA, with the account masked', async () => {
    const { gateway } = setup();
    fake.nextTransferStatus = 'PENDING_AUTHORIZATION';
    await gateway.disburse(transfer());
    const alert = logs.find((l) => l.level === 'error');
    expect(alert?.obj).toMatchObject({ reference: 'FV-WD-0001', status: 'PENDING_AUTHORIZATION', account: '******7890' });
  });

  it('answers a retried transfer (duplicate reference) with the status of the first one', async () => {
    const { gateway } = setup();
    fake.nextTransferStatus = 'PENDING';
    expect(await gateway.disburse(transfer())).toBe('PENDING');
    fake.transfers.set('FV-WD-0001', { status: 'SUCCESS', amount: 5000.5, destinationAccountNumber: ACCOUNT_NUMBER });
    expect(await gateway.disburse(transfer())).toBe('SUCCESS');
    expect(fake.callsTo(SINGLE)).toBe(2);
    expect(fake.lastRequestTo(SUMMARY)?.query.get('reference')).toBe('FV-WD-0001');
    expect(fake.transfers.size).toBe(1);
  });

  it("rejects with Monnify's message when it refuses a transfer it does not have", async () => {
    const { gateway } = setup();
    fake.walletBalanceNaira = 100;
    const error = await failure(gateway.disburse(transfer()));
    expect(error).toBeInstanceOf(ProviderRejected);
    expect(error.message).toBe('Insufficient balance');
  });

  it('treats a timeout as unknown, never as a failure', async () => {
    const { gateway } = setup({ timeoutMs: 150 });
    await gateway.listBanks();
    fake.failNext({ path: SINGLE, delayMs: 2000 });
    await expect(gateway.disburse(transfer())).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('treats a 5xx as unknown', async () => {
    const { gateway } = setup();
    fake.failNext({ path: SINGLE, status: 500, body: { requestSuccessful: false, responseMessage: 'Internal error', responseCode: '99' } });
    await expect(gateway.disburse(transfer())).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  // Monnify's transfer status table, every word: success, pending, pending with an operator alert, failed.
  it.each([
    ['SUCCESS', 'SUCCESS', false],
    ['COMPLETED', 'SUCCESS', false],
    ['PENDING', 'PENDING', false],
    ['AWAITING_PROCESSING', 'PENDING', false],
    ['IN_PROGRESS', 'PENDING', false],
    ['PENDING_AUTHORIZATION', 'PENDING', true],
    ['PENDING_BATCH_AUTHORIZATION', 'PENDING', true],
    ['OTP_EMAIL_DISPATCH_FAILED', 'PENDING', true],
    ['FAILED', 'FAILED', false],
    ['REVERSED', 'FAILED', false],
    ['EXPIRED', 'FAILED', false],
  ])('maps a summary status %s to %s (operator alert: %s)', async (monnify, ours, alerts) => {
    const { gateway } = setup();
    fake.transfers.set('FV-WD-0001', { status: monnify, amount: 5000.5, destinationAccountNumber: ACCOUNT_NUMBER });
    expect(await gateway.disbursementStatus('FV-WD-0001')).toBe(ours);
    expect(fake.lastRequestTo(SUMMARY)?.query.get('reference')).toBe('FV-WD-0001');
    expect(logs.filter((l) => l.level === 'error').map((l) => l.obj)).toEqual(
      alerts ? [expect.objectContaining({ reference: 'FV-WD-0001', status: monnify })] : [],
    );
  });

  it('never settles a status word outside the table, and logs it as an error', async () => {
    const { gateway } = setup();
    for (const word of ['SOMETHING_NEW', 'constructor', 'toString']) {
      fake.transfers.set('FV-WD-0001', { status: word, amount: 5000.5, destinationAccountNumber: ACCOUNT_NUMBER });
      // Unknown, like an answer that cannot be read, and carrying the word for the row.
      await expect(gateway.disbursementStatus('FV-WD-0001')).rejects.toMatchObject({ name: 'UnknownStatusWord', word });
    }
    expect(logs.filter((l) => l.level === 'error').map((l) => (l.obj as { status: string }).status)).toEqual(['SOMETHING_NEW', 'constructor', 'toString']);
  });

  it('reports a reference Monnify has no transfer for (404) as an unknown transfer', async () => {
    const { gateway } = setup();
    await expect(gateway.disbursementStatus('NEVER-SENT')).rejects.toBeInstanceOf(UnknownTransfer);
  });

  it('treats any other refused status query as unknown, never as "no such transfer"', async () => {
    const { gateway } = setup();
    fake.transfers.set('FV-WD-0001', { status: 'SUCCESS', amount: 5000.5, destinationAccountNumber: ACCOUNT_NUMBER });
    fake.failNext({ path: SUMMARY, status: 403, body: { requestSuccessful: false, responseMessage: 'IP not whitelisted', responseCode: '99' } });
    const error = await failure(gateway.disbursementStatus('FV-WD-0001'));
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(error).not.toBeInstanceOf(ProviderRejected);
  });

  it('does not call a refused transfer failed while the status query is refused too', async () => {
    const { gateway } = setup();
    fake.transfers.set('FV-WD-0001', { status: 'SUCCESS', amount: 5000.5, destinationAccountNumber: ACCOUNT_NUMBER });
    fake.failNext({ path: SUMMARY, status: 400, body: { requestSuccessful: false, responseMessage: 'Bad request', responseCode: '99' } });
    await expect(gateway.disburse(transfer())).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});

describe('the daily settlement’s searches', () => {
  const SEARCH = '/api/v1/transactions/search';
  const TRANSFER_SEARCH = '/api/v2/disbursements/search-transactions';
  const FROM = new Date('2026-11-20T23:00:00Z');
  const TO = new Date('2026-11-21T23:00:00Z');
  const AT = '2026-11-21T09:30:00.000+0000';

  const paid = (amountPaid: string | number | null, paymentStatus = 'PAID', completedOn: string | null = AT) => ({
    paymentStatus,
    amountPaid,
    amount: 2000,
    paidOn: null,
    paymentMethod: 'CARD',
    createdOn: '2026-11-21T09:00:00.000+0000',
    completedOn,
  });

  it('pages through the transaction search until the last page, within the period, in kobo and Monnify’s words', async () => {
    const { gateway } = setup();
    fake.maxPageSize = 2;
    for (const n of [1, 2, 3, 4, 5]) fake.payments.set(`FVD${n}`, paid('2000.00'));
    fake.payments.set('FVDLATER', { ...paid('2000.00'), createdOn: '2026-11-22T09:00:00.000+0000' });

    const records = await gateway.collections(FROM, TO);
    expect(records.map((record) => record.reference)).toEqual(['FVD1', 'FVD2', 'FVD3', 'FVD4', 'FVD5']);
    expect(records[0]).toEqual({ reference: 'FVD1', amountKobo: 200_000, word: 'PAID', status: 'PAID', at: new Date(AT) });
    expect(fake.requests.filter((r) => r.path === SEARCH).map((r) => Object.fromEntries(r.query))).toEqual(
      [0, 1, 2].map((page) => ({ page: String(page), size: '100', from: String(FROM.getTime()), to: String(TO.getTime()) })),
    );
    expect(fake.lastRequestTo(SEARCH)?.authorization).toBe(`Bearer ${fake.issuedTokens[0]}`);
  });

  // Each payment status word: what arrived (amountPaid, or the whole amount for a row paid without one), and what it means.
  it.each([
    ['PAID', '2000.00', 200_000, 'PAID'],
    ['OVERPAID', 2500, 250_000, 'PAID'],
    ['SUCCESSFUL', null, 200_000, 'PAID'],
    ['PARTIALLY_PAID', '500.00', 50_000, 'PARTIALLY_PAID'],
    ['PENDING', '0.00', 0, 'PENDING'],
    ['ABANDONED', null, 0, 'EXPIRED'],
    ['EXPIRED', '0.00', 0, 'EXPIRED'],
    ['CANCELLED', null, 0, 'FAILED'],
    ['FAILED', '0.00', 0, 'FAILED'],
    ['REVERSED', '2000.00', 0, 'FAILED'],
    ['SOMETHING_NEW', '2000.00', 0, null],
  ] as const)('reads a searched payment %s (amountPaid %s) as %s kobo, %s', async (word, amountPaid, amountKobo, status) => {
    const { gateway } = setup();
    fake.payments.set('FVD1', paid(amountPaid, word, word === 'PENDING' ? null : AT));
    const [record] = await gateway.collections(FROM, TO);
    // A row not completed is placed by when it began.
    expect(record).toEqual({ reference: 'FVD1', amountKobo, word, status, at: new Date(word === 'PENDING' ? '2026-11-21T09:00:00.000+0000' : AT) });
  });

  it('pages through the disbursement search of our wallet, with each transfer status word', async () => {
    const { gateway } = setup();
    fake.maxPageSize = 3;
    const words = ['SUCCESS', 'COMPLETED', 'PENDING', 'PENDING_AUTHORIZATION', 'FAILED', 'REVERSED', 'EXPIRED', 'SOMETHING_NEW'];
    words.forEach((status, n) => fake.transfers.set(`FVW${n}`, { status, amount: 1500.5, destinationAccountNumber: ACCOUNT_NUMBER, createdOn: AT }));
    fake.transfers.set('FVWEARLIER', { status: 'SUCCESS', amount: 10, destinationAccountNumber: ACCOUNT_NUMBER, createdOn: '2026-11-20T09:00:00.000+0000' });

    const records = await gateway.transfers(FROM, TO);
    expect(records).toEqual(
      words.map((word, n) => ({
        reference: `FVW${n}`,
        amountKobo: 150_050,
        word,
        status:
          ({ SUCCESS: 'SUCCESS', COMPLETED: 'SUCCESS', PENDING: 'PENDING', PENDING_AUTHORIZATION: 'PENDING' } as Record<string, string>)[word] ??
          (word === 'SOMETHING_NEW' ? null : 'FAILED'),
        at: new Date(AT),
      })),
    );
    expect(fake.requests.filter((r) => r.path === TRANSFER_SEARCH).map((r) => Object.fromEntries(r.query))).toEqual(
      [0, 1, 2].map((page) => ({
        pageNo: String(page),
        sourceAccountNumber: fake.sourceAccountNumber,
        pageSize: '100',
        startDate: String(FROM.getTime()),
        endDate: String(TO.getTime()),
      })),
    );
  });

  it('stops at a short page when the answer says neither last nor how many pages', async () => {
    const { gateway } = setup();
    const row = { paymentReference: 'FVD1', paymentStatus: 'PAID', amount: 20, amountPaid: 20, createdOn: AT };
    fake.failNext({ path: SEARCH, body: envelope({ content: [row] }) });
    expect(await gateway.collections(FROM, TO)).toEqual([{ reference: 'FVD1', amountKobo: 2000, word: 'PAID', status: 'PAID', at: new Date(AT) }]);
    expect(fake.callsTo(SEARCH)).toBe(1);
  });

  it("rejects with Monnify's message when it refuses a search", async () => {
    const { gateway } = setup({ sourceAccountNumber: '0000000000' });
    const error = await failure(gateway.transfers(FROM, TO));
    expect(error).toBeInstanceOf(ProviderRejected);
    expect(error.message).toBe('Invalid source account number');
    fake.failNext({ path: SEARCH, status: 400, body: { requestSuccessful: false, responseMessage: 'Date range too wide', responseCode: '99' } });
    expect((await failure(gateway.collections(FROM, TO))).message).toBe('Date range too wide');
  });

  // A settlement that skipped a record could not be trusted: any page it cannot read fails the whole search.
  it.each([
    ['not JSON', '<html>Bad gateway</html>'],
    ['no page', envelope({ items: [] })],
    ['a row without its reference', envelope({ content: [{ paymentStatus: 'PAID', amount: 20, createdOn: AT }], last: true })],
    [
      'an amount that is not naira',
      envelope({ content: [{ paymentReference: 'FVD1', paymentStatus: 'PAID', amount: 20, amountPaid: '20.005', createdOn: AT }], last: true }),
    ],
    ['a time it cannot read', envelope({ content: [{ paymentReference: 'FVD1', paymentStatus: 'PAID', amount: 20, createdOn: 'yesterday' }], last: true })],
    [
      'part paid without an amountPaid',
      envelope({ content: [{ paymentReference: 'FVD1', paymentStatus: 'PARTIALLY_PAID', amount: 20, createdOn: AT }], last: true }),
    ],
  ])('treats a search answer with %s as unavailable', async (_, body) => {
    const { gateway } = setup();
    fake.failNext({ path: SEARCH, body });
    await expect(gateway.collections(FROM, TO)).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('treats a malformed transfer row, a 5xx and an answer that never ends as unavailable', async () => {
    const { gateway } = setup();
    fake.failNext({ path: TRANSFER_SEARCH, body: envelope({ content: [{ reference: 'FVW1', status: 'SUCCESS', createdOn: AT }], last: true }) });
    await expect(gateway.transfers(FROM, TO)).rejects.toBeInstanceOf(ProviderUnavailable);
    fake.failNext({ path: TRANSFER_SEARCH, status: 502, body: 'Bad gateway' });
    await expect(gateway.transfers(FROM, TO)).rejects.toBeInstanceOf(ProviderUnavailable);
    const endless = envelope({ content: [{ reference: 'FVW1', status: 'SUCCESS', amount: 20, createdOn: AT }], last: false });
    fake.failNext({ path: TRANSFER_SEARCH, body: endless, times: 1000 });
    const error = await failure(gateway.transfers(FROM, TO));
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(error.message).toBe('Monnify transfer search: more than 1000 pages');
  });

  it('reads a search time written with or without its offset (then in Lagos time)', async () => {
    const { gateway } = setup();
    fake.payments.set('FVD1', { ...paid('20.00'), completedOn: '2026-11-21T10:30:00+01:00' });
    fake.payments.set('FVD2', { ...paid('20.00'), completedOn: '2026-11-21T10:30:00' });
    fake.payments.set('FVD3', { ...paid('20.00'), completedOn: '2026-11-21T09:30:00Z' });
    expect((await gateway.collections(FROM, TO)).map((record) => record.at)).toEqual([new Date(AT), new Date(AT), new Date(AT)]);
  });
});

describe('webhooks', () => {
  const payment = JSON.stringify({
    eventType: 'SUCCESSFUL_TRANSACTION',
    eventData: { transactionReference: 'MNFY|1', paymentReference: 'FV-PAY-0001', amountPaid: '1000.00', paymentStatus: 'PAID' },
  });
  const signed = (body: string) => ({ 'monnify-signature': fake.sign(body) });

  it('accepts a correctly signed payment event', () => {
    const { gateway } = setup();
    expect(gateway.parseWebhook(payment, signed(payment))).toEqual({ kind: 'payment', reference: 'FV-PAY-0001' });
  });

  it.each(['SUCCESSFUL_DISBURSEMENT', 'FAILED_DISBURSEMENT', 'REVERSED_DISBURSEMENT'])('accepts a signed %s event', (eventType) => {
    const { gateway } = setup();
    const body = JSON.stringify({ eventType, eventData: { reference: 'FV-WD-0001', amount: 5000.5, status: 'SUCCESS' } });
    expect(gateway.parseWebhook(body, signed(body))).toEqual({ kind: 'disbursement', reference: 'FV-WD-0001' });
  });

  it('rejects a tampered body', () => {
    const { gateway } = setup();
    const tampered = payment.replace('FV-PAY-0001', 'FV-PAY-0002');
    expect(gateway.parseWebhook(tampered, signed(payment))).toBeNull();
  });

  it('rejects a body re-serialised differently from what was signed', () => {
    const { gateway } = setup();
    const reformatted = JSON.stringify(JSON.parse(payment), null, 2);
    expect(gateway.parseWebhook(reformatted, signed(payment))).toBeNull();
  });

  it.each([
    ['a signature made with another key', () => ({ 'monnify-signature': createHmac('sha512', 'another-key').update(payment).digest('hex') })],
    ['a signature one digit off', () => ({ 'monnify-signature': fake.sign(payment).replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) })],
    ['no signature', () => ({})],
    ['an empty signature', () => ({ 'monnify-signature': '' })],
    ['a signature that is too long', () => ({ 'monnify-signature': `${fake.sign(payment)}0` })],
    ['a repeated header', () => ({ 'monnify-signature': [fake.sign(payment), fake.sign(payment)] })],
  ])('rejects %s', (_, headers) => {
    const { gateway } = setup();
    expect(gateway.parseWebhook(payment, headers())).toBeNull();
  });

  it('marks a genuine event we do not act on (or cannot read) as ignored, so Monnify stops retrying', () => {
    const { gateway } = setup();
    const refund = JSON.stringify({ eventType: 'SUCCESSFUL_REFUND', eventData: { transactionReference: 'MNFY|1' } });
    expect(gateway.parseWebhook(refund, signed(refund))).toEqual({ kind: 'ignored' });
    const broken = '{"eventType": "SUCCESSFUL_TRANSACTION", "eventData": {';
    expect(gateway.parseWebhook(broken, signed(broken))).toEqual({ kind: 'ignored' });
    const noReference = JSON.stringify({ eventType: 'SUCCESSFUL_TRANSACTION', eventData: {} });
    expect(gateway.parseWebhook(noReference, signed(noReference))).toEqual({ kind: 'ignored' });
  });
});
