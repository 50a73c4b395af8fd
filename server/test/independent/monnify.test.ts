import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMonnifyGateway } from '../../providers/payments/monnify';
import { ProviderRejected, ProviderUnavailable } from '../../providers/errors';
import type { DisbursementRequest } from '../../providers/payments/types';
import { failure, logInto, type LogLine } from '../provider-kit';
import { IndependentMonnify, PAYMENT_STATUSES, TRANSFER_STATUSES, type PaymentStatus, type TransferStatus } from './monnify-fake';

/**
 * The real Monnify adapter against a Monnify written only from Monnify's public pages and SDK
 * (./monnify-fake.ts names them): each documented status word must come out as the page says it
 * should for the money.
 */

const monnify = new IndependentMonnify('MK_TEST_INDEPENDENT', 'independent-secret-key', '1234567890');
let logs: LogLine[] = [];

beforeAll(() => monnify.listen());
afterAll(() => monnify.close());
beforeEach(() => {
  monnify.reset();
  logs = [];
});
afterEach(() => {
  expect(JSON.stringify(logs)).not.toContain(monnify.secretKey);
});

const gateway = (secretKey = monnify.secretKey) =>
  createMonnifyGateway({
    baseUrl: monnify.url,
    apiKey: monnify.apiKey,
    secretKey,
    contractCode: monnify.contractCode,
    sourceAccountNumber: '8016472829',
    timeoutMs: 2000,
    log: logInto(logs),
  });

let sequence = 0;
const checkout = (amountKobo: number) => ({
  reference: `pay-${++sequence}`,
  amountKobo,
  customerName: 'Ada Obi',
  customerEmail: 'ada@example.com',
  description: 'Wallet top-up',
  redirectUrl: 'https://fleetvest.example/return',
});

/** A transfer of a distinct amount each time: Monnify refuses a repeat to one account within 2 minutes (D07). */
const transfer = (): DisbursementRequest => ({
  reference: `wd-${++sequence}`,
  amountKobo: 100_000 + sequence,
  bankCode: '057',
  accountNumber: '2085096393',
  accountName: 'Marvelous Benji',
  narration: 'Fleetvest withdrawal',
});

describe('Monnify checkout, read as Monnify documents it', () => {
  it('logs in with Basic apiKey:secretKey, then initialises with the Bearer token, the amount in naira and our reference', async () => {
    const result = await gateway().initCheckout(checkout(123_456));
    const login = monnify.lastRequestTo('/api/v1/auth/login');
    expect(login?.authorization).toBe(`Basic ${Buffer.from(`${monnify.apiKey}:${monnify.secretKey}`).toString('base64')}`);
    const init = monnify.lastRequestTo('/api/v1/merchant/transactions/init-transaction');
    expect(init?.body).toMatchObject({ amount: 1234.56, currencyCode: 'NGN', contractCode: monnify.contractCode, paymentReference: `pay-${sequence}` });
    const [collection] = [...monnify.collections.values()];
    expect(result).toEqual({ checkoutUrl: `${monnify.url}/checkout/${collection?.transactionReference}`, providerReference: collection?.transactionReference });
  });

  it('treats refused API keys as our own outage, never as the customer being declined', async () => {
    const error = await failure(gateway('not-the-secret').initCheckout(checkout(10_000)));
    expect(error).toBeInstanceOf(ProviderUnavailable);
  });
});

/**
 * verify-transactions: PAID fulfil; OVERPAID fulfil (refund or credit the excess); PARTIALLY_PAID do not
 * fulfil; PENDING wait; FAILED, EXPIRED (and ABANDONED, CANCELLED: no payment) do not fulfil; REVERSED
 * suspend. Amounts here in kobo: asked 10 000.00 naira.
 */
const PAYMENT_MEANING: Record<PaymentStatus, { paidNaira?: number; expect: { status: string[]; amountPaidKobo: number | null } }> = {
  PAID: { paidNaira: 10_000, expect: { status: ['PAID'], amountPaidKobo: 1_000_000 } },
  OVERPAID: { paidNaira: 10_500, expect: { status: ['PAID'], amountPaidKobo: 1_050_000 } },
  PARTIALLY_PAID: { paidNaira: 4_000.5, expect: { status: ['PARTIALLY_PAID'], amountPaidKobo: 400_050 } },
  PENDING: { expect: { status: ['PENDING'], amountPaidKobo: null } },
  ABANDONED: { expect: { status: ['FAILED', 'EXPIRED'], amountPaidKobo: null } },
  CANCELLED: { expect: { status: ['FAILED', 'EXPIRED'], amountPaidKobo: null } },
  FAILED: { expect: { status: ['FAILED'], amountPaidKobo: null } },
  EXPIRED: { expect: { status: ['EXPIRED'], amountPaidKobo: null } },
  REVERSED: { paidNaira: 10_000, expect: { status: ['FAILED'], amountPaidKobo: null } },
};

/** A checkout of `amountKobo` that Monnify then reports with `word` (and `paidNaira` received); the adapter's reading of it. */
async function statusAfter(word: string, amountKobo: number, paidNaira?: number) {
  const payments = gateway();
  const request = checkout(amountKobo);
  await payments.initCheckout(request);
  monnify.settle(request.reference, word, paidNaira);
  return payments.paymentStatus(request.reference);
}

describe('Monnify payment status words, read as Monnify documents them', () => {
  it.each(PAYMENT_STATUSES)('%s comes out as the verify-transactions page says', async (word) => {
    const meaning = PAYMENT_MEANING[word];
    const state = await statusAfter(word, 1_000_000, meaning.paidNaira);
    expect(meaning.expect.status).toContain(state.status);
    expect(state.amountPaidKobo).toBe(meaning.expect.amountPaidKobo);
  });

  it('reads the documented paidOn "dd/MM/yyyy hh:mm:ss AM" as Lagos time and the string amounts', async () => {
    const state = await statusAfter('PAID', 10_000);
    expect(state).toMatchObject({ status: 'PAID', amountPaidKobo: 10_000, method: 'CARD' });
    expect(state.paidAt?.toISOString()).toBe('2020-02-26T08:38:13.000Z');
  });

  // UNDERPAID and REFUNDED are on Monnify's support list of statuses without a stated meaning.
  it.each(['UNDERPAID', 'REFUNDED', 'SOMETHING_NEW'])('%s, a word without a documented meaning here, keeps the money held', async (word) => {
    expect(await failure(statusAfter(word, 10_000, 50))).toMatchObject({ name: 'UnknownStatusWord', word });
  });
});

/**
 * single-transfers "Transaction Status Description": SUCCESS, COMPLETED successful; PENDING,
 * AWAITING_PROCESSING, IN_PROGRESS pending; the authorization states wait for a person; FAILED not
 * successful; REVERSED reversed; EXPIRED past a batch's expiry.
 */
const TRANSFER_MEANING: Record<TransferStatus, 'SUCCESS' | 'PENDING' | 'FAILED'> = {
  SUCCESS: 'SUCCESS',
  COMPLETED: 'SUCCESS',
  PENDING: 'PENDING',
  AWAITING_PROCESSING: 'PENDING',
  IN_PROGRESS: 'PENDING',
  PENDING_AUTHORIZATION: 'PENDING',
  PENDING_BATCH_AUTHORIZATION: 'PENDING',
  OTP_EMAIL_DISPATCH_FAILED: 'PENDING',
  FAILED: 'FAILED',
  REVERSED: 'FAILED',
  EXPIRED: 'FAILED',
};

describe('Monnify transfer status words, read as Monnify documents them', () => {
  it('sends the documented single-transfer fields, the amount in naira', async () => {
    const request = transfer();
    await gateway().disburse(request);
    expect(monnify.lastRequestTo('/api/v2/disbursements/single')?.body).toMatchObject({
      amount: request.amountKobo / 100,
      reference: request.reference,
      narration: request.narration,
      destinationBankCode: '057',
      destinationAccountNumber: '2085096393',
      currency: 'NGN',
      sourceAccountNumber: '8016472829',
    });
  });

  it.each(TRANSFER_STATUSES)('%s in the transfer answer comes out as the status table says', async (word) => {
    monnify.nextTransferStatus = word;
    expect(await gateway().disburse(transfer())).toBe(TRANSFER_MEANING[word]);
  });

  it.each(TRANSFER_STATUSES)('%s in the status summary comes out as the status table says', async (word) => {
    const payouts = gateway();
    const request = transfer();
    monnify.nextTransferStatus = 'PENDING';
    await payouts.disburse(request);
    monnify.setTransferStatus(request.reference, word);
    expect(await payouts.disbursementStatus(request.reference)).toBe(TRANSFER_MEANING[word]);
  });

  it('an authorization state also tells the operator, since only a person can move it', async () => {
    monnify.nextTransferStatus = 'PENDING_AUTHORIZATION';
    await gateway().disburse(transfer());
    expect(logs.some((line) => line.level === 'error' && JSON.stringify(line.obj).includes('PENDING_AUTHORIZATION'))).toBe(true);
  });

  it('a word outside the table keeps the money held and is logged as an error', async () => {
    monnify.nextTransferStatus = 'PROCESSING_AT_NIBSS';
    // Settled neither way (an unknown outcome, never FAILED or SUCCESS), the word kept for the row.
    await expect(gateway().disburse(transfer())).rejects.toMatchObject({ name: 'UnknownStatusWord', word: 'PROCESSING_AT_NIBSS' });
    expect(logs.some((line) => line.level === 'error' && JSON.stringify(line.obj).includes('PROCESSING_AT_NIBSS'))).toBe(true);
  });

  it('a short wallet (HTTP 200, status FAILED, a comment) is a failed transfer', async () => {
    monnify.nextTransferStatus = 'FAILED';
    const request = transfer();
    expect(await gateway().disburse(request)).toBe('FAILED');
    expect(monnify.transfers.get(request.reference)?.comment).toMatch(/sufficient balance/);
  });

  it('a transfer reported SUCCESS and later REVERSED reads FAILED from the summary', async () => {
    const payouts = gateway();
    const request = transfer();
    expect(await payouts.disburse(request)).toBe('SUCCESS');
    monnify.setTransferStatus(request.reference, 'REVERSED');
    expect(await payouts.disbursementStatus(request.reference)).toBe('FAILED');
  });

  it('D07 (same account and amount within two minutes) refuses the new transfer: no money left', async () => {
    const payouts = gateway();
    const first = transfer();
    await payouts.disburse(first);
    const again = { ...first, reference: `wd-${++sequence}` };
    expect(await failure(payouts.disburse(again))).toBeInstanceOf(ProviderRejected);
    expect(monnify.transfers.has(again.reference)).toBe(false);
  });
});

describe('Monnify webhooks, read as Monnify documents them', () => {
  it('SUCCESSFUL_TRANSACTION signed with HMAC-SHA512 of the body names the payment to re-query', () => {
    const { body, headers } = monnify.webhook('SUCCESSFUL_TRANSACTION', {
      paymentReference: 'pay-77',
      transactionReference: 'MNFY|1|000001',
      paymentStatus: 'PAID',
    });
    expect(gateway().parseWebhook(body, headers)).toEqual({ kind: 'payment', reference: 'pay-77' });
  });

  it.each(['SUCCESSFUL_DISBURSEMENT', 'FAILED_DISBURSEMENT', 'REVERSED_DISBURSEMENT'])('%s names the transfer to re-query', (eventType) => {
    const { body, headers } = monnify.webhook(eventType, { reference: 'wd-77', amount: 1000, status: 'SUCCESS' });
    expect(gateway().parseWebhook(body, headers)).toEqual({ kind: 'disbursement', reference: 'wd-77' });
  });

  it.each(['SUCCESSFUL_REFUND', 'FAILED_REFUND', 'SETTLEMENT', 'MANDATE_UPDATE'])('%s is genuine but not ours to act on', (eventType) => {
    const { body, headers } = monnify.webhook(eventType, { reference: 'x' });
    expect(gateway().parseWebhook(body, headers)).toEqual({ kind: 'ignored' });
  });

  it('a body signed with another secret, or altered after signing, is not genuine', () => {
    const { body, headers } = monnify.webhook('SUCCESSFUL_TRANSACTION', { paymentReference: 'pay-78' });
    expect(gateway('another-secret').parseWebhook(body, headers)).toBeNull();
    expect(gateway().parseWebhook(body.replace('pay-78', 'pay-79'), headers)).toBeNull();
  });
});
