import { createHmac, randomBytes } from 'node:crypto';
import { asRecord, FakeHttpServer, type RecordedRequest } from './fake-http';

/**
 * A local stand-in for Monnify that answers the way its documentation describes, over real HTTP
 * on 127.0.0.1, so the adapter is tested through fetch, JSON and headers exactly as in production.
 * Tests arrange state (payments, accounts, transfers) and inject faults, and read back what was
 * asked of it (requests, logins).
 */

export interface FakePayment {
  paymentStatus: string;
  amountPaid: string | number | null;
  paidOn: string | null;
  paymentMethod: string | null;
  /** Tests set this to make the fake answer about some other transaction. */
  paymentReference?: string;
  /** What init-transaction was given, and Monnify's own reference for the payment. */
  redirectUrl?: string;
  transactionReference?: string;
  /** What the transaction search shows: the amount asked, and when it began and was paid (ISO, with offset). */
  amount?: number;
  createdOn?: string;
  completedOn?: string | null;
}

export interface FakeTransfer {
  status: string;
  amount: number;
  destinationAccountNumber: string;
  /** When Monnify took it (ISO, with offset; 21 Nov 2026 09:00 UTC unless a test says): the disbursement search filters and shows it. */
  createdOn?: string;
}

type Handler = (request: RecordedRequest) => [number, unknown];

const envelope = (responseBody: unknown) => ({
  requestSuccessful: true,
  responseMessage: 'success',
  responseCode: '0',
  responseBody,
});
const refusal = (responseMessage: string, responseCode = '99') => ({ requestSuccessful: false, responseMessage, responseCode });

/** Monnify's way of writing a time in its searches: "2026-11-21T09:00:00.000+0000". */
const monnifyTime = (instant: Date) => instant.toISOString().replace('Z', '+0000');

const transferTime = (transfer: FakeTransfer) => transfer.createdOn ?? '2026-11-21T09:00:00.000+0000';

/** A Spring page of `rows`, as Monnify's searches answer: page `number` of `size`. */
const springPage = (rows: unknown[], number: number, size: number) => {
  const totalPages = Math.ceil(rows.length / size);
  const content = rows.slice(number * size, (number + 1) * size);
  return {
    content,
    pageable: { sort: { sorted: false, unsorted: true, empty: true }, pageSize: size, pageNumber: number, offset: number * size, paged: true, unpaged: false },
    totalElements: rows.length,
    totalPages,
    last: number + 1 >= totalPages,
    first: number === 0,
    size,
    number,
    numberOfElements: content.length,
    empty: content.length === 0,
  };
};

/** A query's whole-number parameter, its default when absent; NaN when it is not one. */
const wholeNumber = (query: URLSearchParams, name: string, fallback: number) => {
  const text = query.get(name);
  return text === null ? fallback : /^\d+$/.test(text) ? Number(text) : NaN;
};

export const FAKE_BANKS = [
  { name: 'Access bank', code: '044', ussdTemplate: '*901*Amount*AccountNumber#', baseUssdCode: '*901#', transferUssdTemplate: '*901*AccountNumber#' },
  {
    name: 'Guaranty Trust Bank',
    code: '058',
    ussdTemplate: '*737*2*Amount*AccountNumber#',
    baseUssdCode: '*737#',
    transferUssdTemplate: '*737*1*Amount*AccountNumber#',
  },
  { name: 'Moniepoint Microfinance Bank', code: '50515', ussdTemplate: null, baseUssdCode: null, transferUssdTemplate: null },
];

export class FakeMonnify extends FakeHttpServer {
  readonly apiKey = 'MK_TEST_FAKEKEY';
  readonly secretKey = randomBytes(16).toString('hex');
  readonly contractCode = '7059707855';
  readonly sourceAccountNumber = '3934178936';

  /** Seconds each issued token lives, as Monnify's expiresIn. */
  tokenLifetimeSeconds = 3599;
  /** Serve the bank list only on the SDK path (the primary path 404s like an unknown route). */
  banksOnSdkPathOnly = false;
  /** Status a new transfer gets, as with 2FA on (PENDING_AUTHORIZATION) or a slow bank (PENDING). */
  nextTransferStatus = 'SUCCESS';
  /** Our Monnify wallet balance; a transfer above it is refused. */
  walletBalanceNaira = 1_000_000;
  /** The largest page a search answers, whatever size is asked for (Monnify's own cap is not published). */
  maxPageSize = 100;

  readonly payments = new Map<string, FakePayment>();
  /** `${bankCode}/${accountNumber}` -> account name */
  readonly accounts = new Map<string, string>();
  readonly transfers = new Map<string, FakeTransfer>();
  /** Every access token handed out, so tests can prove none reaches a log. */
  readonly issuedTokens: string[] = [];

  private tokens = new Set<string>();

  static start(): Promise<FakeMonnify> {
    return new FakeMonnify().listen();
  }

  /** The adapter options that point at this fake. */
  get credentials() {
    return {
      baseUrl: this.url,
      apiKey: this.apiKey,
      secretKey: this.secretKey,
      contractCode: this.contractCode,
      sourceAccountNumber: this.sourceAccountNumber,
    };
  }

  /** The configuration variables that run the app on Monnify at this fake. */
  get env(): Record<string, string> {
    return {
      PAYMENT_PROVIDER: 'monnify',
      MONNIFY_BASE_URL: this.url,
      MONNIFY_API_KEY: this.apiKey,
      MONNIFY_SECRET_KEY: this.secretKey,
      MONNIFY_CONTRACT_CODE: this.contractCode,
      MONNIFY_SOURCE_ACCOUNT: this.sourceAccountNumber,
    };
  }

  get logins(): number {
    return this.requests.filter((r) => r.path === '/api/v1/auth/login').length;
  }

  /** How many times we asked how the transfer with this reference stands. */
  statusQueriesAbout(reference: string): number {
    return this.requests.filter((r) => r.path === '/api/v2/disbursements/single/summary' && r.query.get('reference') === reference).length;
  }

  /** Every token issued so far stops working, as when Monnify revokes or expires them early. */
  revokeTokens() {
    this.tokens.clear();
  }

  /**
   * Where Monnify's checkout sends the browser once the customer is done: the redirectUrl it was
   * given with paymentReference, transactionReference and paymentStatus appended, whatever query
   * that address already had.
   */
  returnAddress(paymentReference: string): string {
    const payment = this.payments.get(paymentReference);
    if (!payment?.redirectUrl) throw new Error(`no checkout for ${paymentReference}`);
    const back = new URL(payment.redirectUrl);
    back.searchParams.append('paymentReference', paymentReference);
    back.searchParams.append('transactionReference', payment.transactionReference ?? '');
    back.searchParams.append('paymentStatus', payment.paymentStatus);
    return back.href;
  }

  /** The monnify-signature Monnify would send with this exact body. */
  sign(rawBody: string): string {
    return createHmac('sha512', this.secretKey).update(rawBody, 'utf8').digest('hex');
  }

  override reset() {
    super.reset();
    this.payments.clear();
    this.accounts.clear();
    this.transfers.clear();
    this.tokens.clear();
    this.issuedTokens.length = 0;
    this.tokenLifetimeSeconds = 3599;
    this.banksOnSdkPathOnly = false;
    this.nextTransferStatus = 'SUCCESS';
    this.walletBalanceNaira = 1_000_000;
    this.maxPageSize = 100;
  }

  protected faultBody() {
    return refusal('Fault injected by the test');
  }

  protected answer(request: RecordedRequest): [number, unknown] {
    if (request.path === '/api/v1/auth/login') return this.login(request);
    const token = request.authorization?.startsWith('Bearer ') ? request.authorization.slice(7) : undefined;
    // Spring's OAuth answer, not Monnify's envelope: this is what an expired token gets.
    if (!token || !this.tokens.has(token)) return [401, { error: 'invalid_token', error_description: 'Access token expired' }];
    const route = this.routes[`${request.method} ${request.path}`];
    if (!route) return [404, { timestamp: new Date().toISOString(), status: 404, error: 'Not Found', path: request.path }];
    return route(request);
  }

  private login(request: RecordedRequest): [number, unknown] {
    const expected = `Basic ${Buffer.from(`${this.apiKey}:${this.secretKey}`).toString('base64')}`;
    if (request.method !== 'POST' || request.authorization !== expected) {
      return [401, refusal('Full authentication is required to access this resource')];
    }
    const accessToken = `eyJ.${randomBytes(12).toString('hex')}`;
    this.tokens.add(accessToken);
    this.issuedTokens.push(accessToken);
    return [200, envelope({ accessToken, expiresIn: this.tokenLifetimeSeconds })];
  }

  private routes: Record<string, Handler> = {
    'POST /api/v1/merchant/transactions/init-transaction': (request) => {
      const body = asRecord(request.body);
      if (typeof body.amount !== 'number' || body.amount < 20) return [400, refusal('Amount must be at least 20 naira')];
      if (body.contractCode !== this.contractCode) return [400, refusal('Invalid contract code')];
      if (body.currencyCode !== 'NGN') return [400, refusal('Invalid currency code')];
      const paymentReference = String(body.paymentReference ?? '');
      if (!paymentReference) return [400, refusal('paymentReference is required')];
      if (this.payments.has(paymentReference)) return [400, refusal('Duplicate payment reference', '99')];
      const transactionReference = `MNFY|${Date.now()}|${randomBytes(3).toString('hex')}`;
      const redirectUrl = typeof body.redirectUrl === 'string' ? body.redirectUrl : undefined;
      this.payments.set(paymentReference, {
        paymentStatus: 'PENDING',
        amountPaid: '0.00',
        paidOn: null,
        paymentMethod: null,
        redirectUrl,
        transactionReference,
        amount: body.amount,
        createdOn: monnifyTime(new Date()),
      });
      return [
        200,
        envelope({
          transactionReference,
          paymentReference,
          merchantName: 'Fleetvest',
          apiKey: this.apiKey,
          enabledPaymentMethod: ['ACCOUNT_TRANSFER', 'CARD'],
          checkoutUrl: `${this.url}/checkout/${encodeURIComponent(transactionReference)}`,
        }),
      ];
    },

    'GET /api/v2/merchant/transactions/query': (request) => {
      const reference = request.query.get('paymentReference') ?? '';
      const payment = this.payments.get(reference);
      if (!payment) return [404, refusal(`Could not find transaction with the specified paymentReference`)];
      return [
        200,
        envelope({
          transactionReference: 'MNFY|20190915200044|000090',
          paymentReference: payment.paymentReference ?? reference,
          amountPaid: payment.amountPaid,
          totalPayable: '100.00',
          settlementAmount: '99.00',
          paidOn: payment.paidOn,
          paymentStatus: payment.paymentStatus,
          paymentDescription: 'Fund wallet',
          currency: 'NGN',
          paymentMethod: payment.paymentMethod,
          product: { type: 'API_NOTIFICATION', reference },
          customer: { email: 'ada@example.com', name: 'Ada Obi' },
        }),
      ];
    },

    'GET /api/v1/banks': () => (this.banksOnSdkPathOnly ? [404, { status: 404, error: 'Not Found' }] : [200, envelope(FAKE_BANKS)]),

    'GET /api/v1/sdk/transactions/banks': () => [200, envelope(FAKE_BANKS)],

    'GET /api/v1/disbursements/account/validate': (request) => {
      const accountNumber = request.query.get('accountNumber') ?? '';
      const bankCode = request.query.get('bankCode') ?? '';
      const accountName = this.accounts.get(`${bankCode}/${accountNumber}`);
      if (!accountName) return [400, refusal('Could not resolve account name, please ensure the account number and bank code are correct')];
      return [200, envelope({ accountNumber, accountName, bankCode })];
    },

    'POST /api/v2/disbursements/single': (request) => {
      const body = asRecord(request.body);
      const required = [
        'amount',
        'reference',
        'narration',
        'destinationBankCode',
        'destinationAccountNumber',
        'destinationAccountName',
        'currency',
        'sourceAccountNumber',
      ];
      const missing = required.find((key) => body[key] === undefined || body[key] === '');
      if (missing) return [400, refusal(`${missing} is required`)];
      if (body.sourceAccountNumber !== this.sourceAccountNumber) return [400, refusal('Invalid source account number')];
      if (body.currency !== 'NGN') return [400, refusal('Invalid currency')];
      const reference = String(body.reference);
      if (this.transfers.has(reference)) return [400, refusal('Duplicate reference. A transfer with this reference already exists', 'D01')];
      if (typeof body.amount !== 'number' || body.amount <= 0) return [400, refusal('Invalid amount')];
      if (body.amount < 20) return [400, refusal('Amount must be at least 20 naira')];
      if (body.amount > this.walletBalanceNaira) return [400, refusal('Insufficient balance', 'D02')];
      const transfer = {
        status: this.nextTransferStatus,
        amount: body.amount,
        destinationAccountNumber: String(body.destinationAccountNumber),
        createdOn: monnifyTime(new Date()),
      };
      this.transfers.set(reference, transfer);
      return [200, envelope(this.transferBody(reference, transfer))];
    },

    'GET /api/v1/transactions/search': (request) => {
      const page = wholeNumber(request.query, 'page', 0);
      const size = wholeNumber(request.query, 'size', 10);
      const from = wholeNumber(request.query, 'from', 0);
      const to = wholeNumber(request.query, 'to', Number.MAX_SAFE_INTEGER);
      if ([page, size, from, to].some(Number.isNaN) || size < 1) return [400, refusal('Invalid search parameters')];
      const rows = [...this.payments]
        .filter(([, payment]) => payment.createdOn && Date.parse(payment.createdOn) >= from && Date.parse(payment.createdOn) <= to)
        .map(([paymentReference, payment]) => ({
          customerDTO: { email: 'ada@example.com', name: 'Ada Obi', merchantCode: 'FLEETVEST' },
          paymentMethod: payment.paymentMethod ?? 'CARD',
          createdOn: payment.createdOn,
          amount: payment.amount ?? 0,
          currencyCode: 'NGN',
          completedOn: payment.completedOn ?? null,
          paymentDescription: 'Fleetvest wallet deposit',
          paymentStatus: payment.paymentStatus,
          transactionReference: payment.transactionReference ?? 'MNFY|20261121090000|000001',
          paymentReference,
          merchantName: 'Fleetvest',
          amountPaid: payment.amountPaid,
          completed: payment.paymentStatus === 'PAID',
        }));
      return [200, envelope(springPage(rows, page, Math.min(size, this.maxPageSize)))];
    },

    'GET /api/v2/disbursements/search-transactions': (request) => {
      if (request.query.get('sourceAccountNumber') !== this.sourceAccountNumber) return [400, refusal('Invalid source account number')];
      const page = wholeNumber(request.query, 'pageNo', 0);
      const size = wholeNumber(request.query, 'pageSize', 10);
      const start = wholeNumber(request.query, 'startDate', 0);
      const end = wholeNumber(request.query, 'endDate', Number.MAX_SAFE_INTEGER);
      if ([page, size, start, end].some(Number.isNaN) || size < 1) return [400, refusal('Invalid search parameters')];
      const rows = [...this.transfers]
        .filter(([, transfer]) => Date.parse(transferTime(transfer)) >= start && Date.parse(transferTime(transfer)) <= end)
        .map(([reference, transfer]) => ({
          ...this.transferBody(reference, transfer),
          narration: 'Fleetvest withdrawal',
          currency: 'NGN',
          fee: 10.75,
          twoFaEnabled: false,
          transactionDescription: 'Approved or completed successfully',
          transactionReference: `MFDS${reference}`,
          sourceAccountNumber: this.sourceAccountNumber,
        }));
      return [200, envelope(springPage(rows, page, Math.min(size, this.maxPageSize)))];
    },

    'GET /api/v2/disbursements/single/summary': (request) => {
      const reference = request.query.get('reference') ?? '';
      const transfer = this.transfers.get(reference);
      if (!transfer) return [404, refusal('Could not find transfer with the specified reference')];
      return [200, envelope(this.transferBody(reference, transfer))];
    },
  };

  private transferBody(reference: string, transfer: FakeTransfer) {
    return {
      amount: transfer.amount,
      reference,
      status: transfer.status,
      dateCreated: transferTime(transfer),
      createdOn: transferTime(transfer),
      totalFee: 10.75,
      destinationAccountName: 'ADA OBI',
      destinationBankName: 'Access bank',
      destinationAccountNumber: transfer.destinationAccountNumber,
      destinationBankCode: '044',
    };
  }
}
