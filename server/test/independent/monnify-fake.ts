import { createHmac, randomUUID } from 'node:crypto';
import { asRecord, FakeHttpServer, type RecordedRequest } from '../fake-http.js';

/**
 * Monnify as its public documentation describes it, written from those pages and Monnify's own SDK
 * only (not from this project's docs or other fakes), so the real adapter can be checked against
 * an outside reading. Sources, shortened in the comments below:
 *   M-api      https://developers.monnify.com/api/
 *   M-verify   https://developers.monnify.com/docs/collections/manage-payments/verify-transactions
 *   M-single   https://developers.monnify.com/docs/disbursements/single-transfers
 *   M-events   https://developers.monnify.com/docs/webhooks/event-types
 *   W-init     https://teamapt.atlassian.net/wiki/spaces/MON/pages/213909259/Initialize+Transaction
 *   W-status   https://teamapt.atlassian.net/wiki/spaces/MON/pages/213909851/Get+Transaction+Status
 *   W-single   https://teamapt.atlassian.net/wiki/x/VoBEUQ (Single Transfers) and its version diffs of page 223149917
 *   SDK        github.com/Monnify/Monnify-Nodejs-lib src/base_api.js, src/collections/transaction.js,
 *              src/disbursements/disbursement.js
 * "(unconfirmed)" marks answers no public page pins down.
 */

/** paymentStatus words of a collection. W-status: "PAID, OVERPAID, PARTIALLY_PAID, PENDING, ABANDONED, CANCELLED, FAILED, REVERSED, EXPIRED". */
export const PAYMENT_STATUSES = ['PAID', 'OVERPAID', 'PARTIALLY_PAID', 'PENDING', 'ABANDONED', 'CANCELLED', 'FAILED', 'REVERSED', 'EXPIRED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Transfer status words, M-single "Transaction Status Description" (PENDING_BATCH_AUTHORIZATION from W-single's table). */
export const TRANSFER_STATUSES = [
  'PENDING',
  'AWAITING_PROCESSING',
  'IN_PROGRESS',
  'PENDING_AUTHORIZATION',
  'PENDING_BATCH_AUTHORIZATION',
  'OTP_EMAIL_DISPATCH_FAILED',
  'SUCCESS',
  'COMPLETED',
  'REVERSED',
  'FAILED',
  'EXPIRED',
] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

interface Collection {
  transactionReference: string;
  paymentReference: string;
  /** Naira, as Monnify takes and gives amounts (W-init sample "amount": 100.00). */
  amount: number;
  paymentStatus: string;
  amountPaid: number;
  description: string;
}

interface Transfer {
  reference: string;
  amount: number;
  status: string;
  destinationAccountNumber: string;
  destinationBankCode: string;
  createdAt: number;
  comment?: string;
}

export class IndependentMonnify extends FakeHttpServer {
  readonly collections = new Map<string, Collection>();
  readonly transfers = new Map<string, Transfer>();
  /** What the next single transfer answers: SUCCESS without 2FA, PENDING_AUTHORIZATION with it (W-single). */
  nextTransferStatus: string = 'SUCCESS';
  private token = `token-${randomUUID()}`;
  private sequence = 0;

  constructor(
    readonly apiKey: string,
    readonly secretKey: string,
    readonly contractCode: string,
  ) {
    super();
  }

  /** SDK computeTransactionHash: hex HMAC-SHA512 of the body with the client secret; M-events names the header monnify-signature. */
  sign(body: string): string {
    return createHmac('sha512', this.secretKey).update(body).digest('hex');
  }

  /** A webhook as Monnify would post it: the {eventType, eventData} envelope (W webhook page 320864320) and its signature. */
  webhook(eventType: string, eventData: Record<string, unknown>) {
    const body = JSON.stringify({ eventType, eventData });
    return { body, headers: { 'content-type': 'application/json', 'monnify-signature': this.sign(body) } };
  }

  /** Moves a collection to a word, optionally with what was actually paid (naira). */
  settle(paymentReference: string, paymentStatus: string, amountPaid?: number) {
    const collection = [...this.collections.values()].find((c) => c.paymentReference === paymentReference);
    if (!collection) throw new Error(`no collection ${paymentReference}`);
    collection.paymentStatus = paymentStatus;
    collection.amountPaid = amountPaid ?? (paymentStatus === 'PENDING' ? 0 : collection.amount);
  }

  setTransferStatus(reference: string, status: string) {
    const transfer = this.transfers.get(reference);
    if (!transfer) throw new Error(`no transfer ${reference}`);
    transfer.status = status;
  }

  override reset() {
    super.reset();
    this.collections.clear();
    this.transfers.clear();
    this.nextTransferStatus = 'SUCCESS';
  }

  protected faultBody() {
    return failure('Internal server error', '99');
  }

  protected answer(request: RecordedRequest): [number, unknown] {
    const { method, path } = request;
    if (method === 'POST' && path === '/api/v1/auth/login') return this.login(request);
    // SDK: every endpoint but login takes "Authorization: Bearer <accessToken>".
    // The status and body of a refused token are (unconfirmed); 401 with a failure envelope here.
    if (request.authorization !== `Bearer ${this.token}`) return [401, failure('Unauthorized', '99')];
    if (method === 'POST' && path === '/api/v1/merchant/transactions/init-transaction') return this.init(request);
    // W-status / SDK getTransactionStatusv2: GET /api/v2/transactions/{url-encoded transactionReference}.
    if (method === 'GET' && path.startsWith('/api/v2/transactions/')) {
      const reference = decodeURIComponent(path.slice('/api/v2/transactions/'.length));
      return this.status(this.collections.get(reference));
    }
    // SDK getTransactionStatusv1 / M-verify: GET /api/v2/merchant/transactions/query?paymentReference=.
    if (method === 'GET' && path === '/api/v2/merchant/transactions/query') {
      const paymentReference = request.query.get('paymentReference');
      return this.status([...this.collections.values()].find((c) => c.paymentReference === paymentReference));
    }
    if (method === 'POST' && path === '/api/v2/disbursements/single') return this.transfer(request);
    // SDK getSingleTransferStatus / M-single "Single Transfer Status": GET /api/v2/disbursements/single/summary?reference=.
    if (method === 'GET' && path === '/api/v2/disbursements/single/summary') {
      const transfer = this.transfers.get(request.query.get('reference') ?? '');
      // The answer for an unknown reference is (unconfirmed): 404 with a failure envelope here.
      return transfer ? [200, success(transferBody(transfer))] : [404, failure('Transfer not found', '99')];
    }
    return [404, failure('Not found', '99')];
  }

  private login(request: RecordedRequest): [number, unknown] {
    // M-api / SDK getToken: Basic base64(apiKey:secretKey), answer responseBody {accessToken, expiresIn}.
    const expected = `Basic ${Buffer.from(`${this.apiKey}:${this.secretKey}`).toString('base64')}`;
    // A refused login's status and body are (unconfirmed): 401 with a failure envelope here.
    if (request.authorization !== expected) return [401, failure('Invalid client credentials', '99')];
    // Checkout API page: the token is valid for one hour.
    return [200, success({ accessToken: this.token, expiresIn: 3600 })];
  }

  private init(request: RecordedRequest): [number, unknown] {
    const body = asRecord(request.body);
    // W-init: amount, customerName, customerEmail, paymentReference, paymentDescription, currencyCode, contractCode (M).
    // The answer to a missing field or a wrong contract is (unconfirmed): 400 with a failure envelope here.
    const missing = ['amount', 'customerName', 'customerEmail', 'paymentReference', 'paymentDescription', 'currencyCode', 'contractCode'].find(
      (field) => body[field] === undefined || body[field] === '',
    );
    if (missing) return [400, failure(`${missing} is required`, '99')];
    if (body.contractCode !== this.contractCode) return [400, failure('Invalid contract code', '99')];
    const transactionReference = `MNFY|${Date.now()}|${String(++this.sequence).padStart(6, '0')}`;
    this.collections.set(transactionReference, {
      transactionReference,
      paymentReference: String(body.paymentReference),
      amount: Number(body.amount),
      paymentStatus: 'PENDING',
      amountPaid: 0,
      description: String(body.paymentDescription),
    });
    // W-init sample response.
    return [
      200,
      success({
        transactionReference,
        paymentReference: body.paymentReference,
        merchantName: 'Test Limited',
        apiKey: this.apiKey,
        enabledPaymentMethod: Array.isArray(body.paymentMethods) ? body.paymentMethods : ['ACCOUNT_TRANSFER', 'CARD'],
        checkoutUrl: `${this.url}/checkout/${transactionReference}`,
      }),
    ];
  }

  private status(collection: Collection | undefined): [number, unknown] {
    // The answer for an unknown reference is (unconfirmed): 404 with a failure envelope here.
    if (!collection) return [404, failure('Transaction not found', '99')];
    // W-status sample response: amounts as strings with two decimals, paymentStatus the word.
    return [
      200,
      success({
        transactionReference: collection.transactionReference,
        paymentReference: collection.paymentReference,
        amountPaid: collection.amountPaid.toFixed(2),
        totalPayable: collection.amount.toFixed(2),
        settlementAmount: (collection.amountPaid * 0.99).toFixed(2),
        paidOn: collection.amountPaid > 0 ? '26/02/2020 09:38:13 AM' : null,
        paymentStatus: collection.paymentStatus,
        paymentDescription: collection.description,
        currency: 'NGN',
        paymentMethod: 'CARD',
      }),
    ];
  }

  private transfer(request: RecordedRequest): [number, unknown] {
    const body = asRecord(request.body);
    // W-single field reference: amount, reference, narration, destinationBankCode, destinationAccountNumber, currency, sourceAccountNumber (M).
    // The answer to a missing field is (unconfirmed): 400 with a failure envelope here.
    const missing = ['amount', 'reference', 'narration', 'destinationBankCode', 'destinationAccountNumber', 'currency', 'sourceAccountNumber'].find(
      (field) => body[field] === undefined || body[field] === '',
    );
    if (missing) return [400, failure(`${missing} is required`, '99')];
    const amount = Number(body.amount);
    const destinationAccountNumber = String(body.destinationAccountNumber);
    // M-single: "DUPLICATE REQUEST (D07)" for the same destination account and amount within 2 minutes.
    // The HTTP status and envelope of that refusal are (unconfirmed): 400 with responseCode D07 here.
    const now = Date.now();
    const duplicate = [...this.transfers.values()].some(
      (t) => t.destinationAccountNumber === destinationAccountNumber && t.amount === amount && now - t.createdAt < 120_000,
    );
    if (duplicate) return [400, failure('Duplicate Transaction', 'D07')];
    const transfer: Transfer = {
      reference: String(body.reference),
      amount,
      // W-single "Processing Transfers Asynchronously": async:true answers PENDING.
      status: body.async === true && this.nextTransferStatus === 'SUCCESS' ? 'PENDING' : this.nextTransferStatus,
      destinationAccountNumber,
      destinationBankCode: String(body.destinationBankCode),
      createdAt: now,
    };
    // W-single (diff v24→v25): a short wallet answers HTTP 200, requestSuccessful true, status FAILED and a comment.
    if (transfer.status === 'FAILED') transfer.comment = 'You do not have sufficient balance to process this request. Please fund your account and try again.';
    this.transfers.set(transfer.reference, transfer);
    return [200, success(transferBody(transfer))];
  }
}

/** M-api / W-* samples: every answer is {requestSuccessful, responseMessage, responseCode, responseBody}; "0" is success. */
const success = (responseBody: unknown) => ({ requestSuccessful: true, responseMessage: 'success', responseCode: '0', responseBody });

/** A refusal's envelope; its exact codes beyond D07 are (unconfirmed). */
const failure = (responseMessage: string, responseCode: string) => ({ requestSuccessful: false, responseMessage, responseCode });

/** W-single sample responseBody of a single transfer, also what the summary answers. */
const transferBody = (t: Transfer) => ({
  amount: t.amount,
  reference: t.reference,
  status: t.status,
  dateCreated: new Date(t.createdAt).toISOString(),
  totalFee: 0,
  ...(t.status === 'SUCCESS' || t.status === 'COMPLETED' ? { sessionId: `0904052211031513399363${t.createdAt}` } : {}),
  destinationAccountName: 'Marvelous Benji',
  destinationBankName: 'Zenith bank',
  destinationAccountNumber: t.destinationAccountNumber,
  destinationBankCode: t.destinationBankCode,
  ...(t.comment ? { comment: t.comment } : {}),
});
