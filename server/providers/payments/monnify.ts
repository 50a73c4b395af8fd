import { createHmac } from 'node:crypto';
import { is, validate, type Struct } from 'superstruct';
import { koboToNairaString, nairaToKobo } from '../../../contract/money';
import { sameHash } from '../../lib/secrets';
import { withoutTrailingSlashes } from '../../lib/urls';
import {
  AccountBody,
  BanksBody,
  DisbursementBody,
  DisbursementWebhook,
  CollectionRow,
  Envelope,
  InitTransactionBody,
  LoginBody,
  PaymentWebhook,
  SearchPage,
  TransactionStatusBody,
  TransferRow,
  type MonnifyPaymentStatus,
} from './monnify-structs';
import { cachedLoader } from '../../lib/cache';
import { ProviderRejected, ProviderUnavailable, UnknownStatusWord } from '../errors';
import { parseJson, providerHttp, type ProviderLog, type RawResponse } from '../http';
import { UnknownTransfer, type Bank, type DisbursementStatus, type PaymentGateway, type PaymentStatus, type ProviderRecord } from './types';

export interface MonnifyOptions {
  /** https://sandbox.monnify.com or https://api.monnify.com */
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  contractCode: string;
  /** Our Monnify wallet that transfers are paid from. */
  sourceAccountNumber: string;
  timeoutMs?: number;
  log: ProviderLog;
  now?: () => number;
}

/** Log in again this long before the token expires, so no call goes out with a dying token. */
const TOKEN_REFRESH_MARGIN_MS = 60_000;
/** The bank list changes a few times a year; a day-old copy is fine and spares a call per withdrawal. */
const BANKS_TTL_MS = 24 * 60 * 60_000;
/** Monnify takes no checkout (init-transaction) and no single transfer below ₦20. */
export const MONNIFY_MIN_AMOUNT_KOBO = 20_00;
/** Rows asked for per page of a search; Monnify answers in pages whatever size it honours. */
const SEARCH_PAGE_SIZE = 100;
/** More pages than a day's records could fill: a search that goes on past this is not an answer. */
const SEARCH_MAX_PAGES = 1000;
/** Monnify's clock for paidOn is Lagos time (WAT, UTC+1 all year). */
const LAGOS_OFFSET_MS = 60 * 60_000;

interface AccessToken {
  value: string;
  /** When to log in again: the margin before expiry, or half the lifetime of a very short token. */
  refreshAt: number;
}

/** Monnify answered in its envelope: either the checked body, or a definite refusal. */
type Answer<T> = { ok: true; body: T } | { ok: false; status: number; code: string; message: string };

type Method = 'GET' | 'POST';

/**
 * The real card gateway and transfer provider. Outcomes are sorted three ways: a checked answer,
 * Monnify's definite "no" (ProviderRejected), or anything we cannot be sure about — timeouts,
 * 5xx, bodies that do not fit — as ProviderUnavailable, so money stays held and reconciliation
 * asks again. A ProviderRejected from a status query means Monnify refused the query (for example
 * an unknown reference), not that the payment or transfer failed.
 */
export function createMonnifyGateway(options: MonnifyOptions): PaymentGateway {
  const { apiKey, secretKey, contractCode, sourceAccountNumber, log } = options;
  if (!options.baseUrl || !apiKey || !secretKey || !contractCode || !sourceAccountNumber) {
    throw new Error('Monnify needs a base URL, API key, secret key, contract code and source account number');
  }
  const baseUrl = withoutTrailingSlashes(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? 15_000;
  const now = options.now ?? Date.now;
  const basicAuth = `Basic ${Buffer.from(`${apiKey}:${secretKey}`).toString('base64')}`;

  const http = providerHttp('Monnify', log, timeoutMs);
  const { unavailable, throwIfTransient } = http;

  const exchange = (op: string, method: Method, path: string, authorization: string, payload?: object) =>
    http.exchange(op, `${baseUrl}${path}`, {
      method,
      headers: {
        authorization,
        accept: 'application/json',
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      body: payload ? JSON.stringify(payload) : undefined,
    });

  /** A failed login is always our problem (keys, contract, outage), never the customer's "no". */
  async function login(): Promise<AccessToken> {
    const raw = await exchange('login', 'POST', '/api/v1/auth/login', basicAuth);
    if (raw.status === 401 || raw.status === 403) {
      log.error({ provider: 'monnify', status: raw.status }, 'Monnify refused our API key and secret key: check MONNIFY_* settings');
      throw new ProviderUnavailable('Monnify login: the API credentials were refused');
    }
    const answer = interpret('login', throwIfTransient('login', raw), LoginBody);
    if (!answer.ok) throw unavailable('login', `refused (${answer.code}: ${answer.message})`, 'refused');
    const lifetimeMs = answer.body.expiresIn * 1000;
    return { value: answer.body.accessToken, refreshAt: now() + lifetimeMs - Math.min(TOKEN_REFRESH_MARGIN_MS, lifetimeMs / 2) };
  }

  let token: AccessToken | null = null;
  let loggingIn: Promise<AccessToken> | null = null;

  /** Calls that start together share one login instead of each logging in. */
  async function accessToken(): Promise<AccessToken> {
    if (token && now() < token.refreshAt) return token;
    loggingIn ??= login().finally(() => {
      loggingIn = null;
    });
    token = await loggingIn;
    return token;
  }

  /**
   * An authenticated exchange. A 401 means the token died early (revoked, clock skew): log in once
   * more and retry once; the first attempt was not processed, so repeating it is safe.
   */
  async function send(op: string, method: Method, path: string, payload?: object): Promise<RawResponse> {
    const first = await accessToken();
    let raw = await exchange(op, method, path, `Bearer ${first.value}`, payload);
    if (raw.status === 401) {
      // Only drop the token this call used: a concurrent call may already have a fresh one.
      if (token === first) token = null;
      const second = await accessToken();
      raw = await exchange(op, method, path, `Bearer ${second.value}`, payload);
      if (raw.status === 401) {
        log.error({ provider: 'monnify', op }, 'Monnify refused a fresh access token');
        throw new ProviderUnavailable(`Monnify ${op}: a fresh access token was refused`);
      }
    }
    return throwIfTransient(op, raw);
  }

  /** Reads the envelope: success with a body of the expected shape, a definite refusal, or nonsense. */
  function interpret<T, S>(op: string, raw: RawResponse, struct: Struct<T, S>): Answer<T> {
    const json = parseJson(raw.text);
    const [envelopeError, envelope] = validate(json, Envelope);
    // Struct errors quote the offending value (it may be a token), so only their path is kept.
    if (envelopeError) throw unavailable(op, `HTTP ${raw.status} without Monnify's envelope`, `http_${raw.status}`);
    const httpOk = raw.status >= 200 && raw.status < 300;
    if (httpOk && envelope.requestSuccessful && envelope.responseCode === '0') {
      const [bodyError, body] = validate(envelope.responseBody, struct);
      if (bodyError) throw unavailable(op, `unexpected responseBody (${bodyError.path.join('.') || 'body'})`);
      return { ok: true, body };
    }
    const clientError = raw.status >= 400 && raw.status < 500;
    if ((httpOk || clientError) && !envelope.requestSuccessful && envelope.responseCode !== '0') {
      return { ok: false, status: raw.status, code: envelope.responseCode, message: envelope.responseMessage };
    }
    throw unavailable(op, `contradictory answer (HTTP ${raw.status}, code ${envelope.responseCode})`);
  }

  async function call<T, S>(op: string, method: Method, path: string, struct: Struct<T, S>, payload?: object): Promise<Answer<T>> {
    return interpret(op, await send(op, method, path, payload), struct);
  }

  /** The returned record must be the one we asked about; anything else is not an answer. */
  function expectReference(op: string, expected: string, actual: string) {
    if (actual !== expected) throw unavailable(op, 'the answer is about another reference');
  }

  async function fetchBanks(): Promise<Bank[]> {
    let raw = await send('bank list', 'GET', '/api/v1/banks');
    // Older accounts only serve the SDK path; the docs disagree on which one is current.
    if (raw.status === 404) raw = await send('bank list', 'GET', '/api/v1/sdk/transactions/banks');
    const banks = accepted(interpret('bank list', raw, BanksBody));
    return banks.map(({ code, name }) => ({ code, name: name.trim() }));
  }

  const banks = cachedLoader(fetchBanks, BANKS_TTL_MS, now);

  /**
   * Every row of a search, page after page from page 0, until Monnify says it was the last (its
   * `last`, else `totalPages`, else a short page). A row that does not fit fails the whole search:
   * a settlement that skipped a record could not be trusted.
   */
  async function search<T, S>(op: string, path: string, query: (page: number) => Record<string, string>, row: Struct<T, S>): Promise<T[]> {
    const rows: T[] = [];
    for (let page = 0; page < SEARCH_MAX_PAGES; page += 1) {
      const body = accepted(await call(op, 'GET', `${path}?${new URLSearchParams(query(page))}`, SearchPage(row)));
      rows.push(...body.content);
      const last = body.last ?? (body.totalPages === undefined ? body.content.length < SEARCH_PAGE_SIZE : page + 1 >= body.totalPages);
      if (last || body.content.length === 0) return rows;
    }
    throw unavailable(op, `more than ${SEARCH_MAX_PAGES} pages`);
  }

  /** A search row's amount in kobo; anything else is an answer we cannot use. */
  function searchAmount(op: string, naira: string | number): number {
    const kobo = nairaToKobo(naira);
    if (kobo === null) throw unavailable(op, 'an amount that is not naira');
    return kobo;
  }

  /** A search row's time; one we cannot read could not be placed in a day. */
  function searchTime(op: string, text: string): Date {
    const instant = parseMonnifyInstant(text.trim());
    if (!instant) throw unavailable(op, 'a time we cannot read');
    return instant;
  }

  async function disbursementSummary(reference: string): Promise<Answer<{ reference: string; status: string }>> {
    const query = new URLSearchParams({ reference });
    return call('transfer status', 'GET', `/api/v2/disbursements/single/summary?${query}`, DisbursementBody);
  }

  /** A refused summary query: 404 means Monnify has no such transfer; anything else proves nothing. */
  const noSuchTransfer = (refusal: { status: number }) => refusal.status === 404;
  const summaryRefusal = (reference: string, refusal: { status: number; message: string }) =>
    noSuchTransfer(refusal) ? new UnknownTransfer(refusal.message) : unavailable('transfer status', `refused for ${reference}: ${refusal.message}`);

  /**
   * Monnify refused a transfer. If it nevertheless knows the reference (a retry after a timeout
   * hits "duplicate reference", whatever the wording), the first attempt stands: report its status
   * instead of a failure that would refund money already sent. The refusal is only final when
   * Monnify also says it has no transfer with this reference.
   */
  async function settleRefusedTransfer(reference: string, refusal: { code: string; message: string }): Promise<DisbursementStatus> {
    const summary = await disbursementSummary(reference);
    if (!summary.ok) throw noSuchTransfer(summary) ? new ProviderRejected(refusal.message) : summaryRefusal(reference, summary);
    expectReference('transfer status', reference, summary.body.reference);
    log.warn({ provider: 'monnify', reference, code: refusal.code }, 'Monnify refused a transfer it already has; using its recorded status');
    return transferStatus(log, reference, summary.body.status);
  }

  return {
    name: 'monnify',
    label: 'Monnify',
    minAmountKobo: MONNIFY_MIN_AMOUNT_KOBO,

    async initCheckout(request) {
      const answer = await call('checkout', 'POST', '/api/v1/merchant/transactions/init-transaction', InitTransactionBody, {
        amount: toNaira(request.amountKobo),
        customerName: request.customerName,
        customerEmail: request.customerEmail,
        paymentReference: request.reference,
        paymentDescription: request.description,
        currencyCode: 'NGN',
        contractCode,
        redirectUrl: request.redirectUrl,
      });
      const body = accepted(answer);
      expectReference('checkout', request.reference, body.paymentReference);
      return { checkoutUrl: body.checkoutUrl, providerReference: body.transactionReference };
    },

    async paymentStatus(reference) {
      const query = new URLSearchParams({ paymentReference: reference });
      const body = accepted(await call('payment status', 'GET', `/api/v2/merchant/transactions/query?${query}`, TransactionStatusBody));
      expectReference('payment status', reference, body.paymentReference);
      const status = paymentStatus(log, reference, body.paymentStatus);
      if (status !== 'PAID' && status !== 'PARTIALLY_PAID') return { status, amountPaidKobo: null, paidAt: null, method: body.paymentMethod ?? null };
      const amountPaidKobo = body.amountPaid == null ? null : nairaToKobo(body.amountPaid);
      if (amountPaidKobo === null) throw unavailable('payment status', 'paid without a readable amountPaid');
      return { status, amountPaidKobo, paidAt: paidAt(log, reference, body.paidOn), method: body.paymentMethod ?? null };
    },

    listBanks: banks,

    async resolveAccount(accountNumber, bankCode) {
      const query = new URLSearchParams({ accountNumber, bankCode });
      const answer = await call('account lookup', 'GET', `/api/v1/disbursements/account/validate?${query}`, AccountBody);
      // Any refusal here is the bank saying there is no such account (Monnify code "99" and kin).
      if (!answer.ok) return null;
      if (answer.body.accountNumber !== accountNumber) throw unavailable('account lookup', 'the answer is about another account');
      return answer.body.accountName.trim();
    },

    async disburse(request) {
      const answer = await call('transfer', 'POST', '/api/v2/disbursements/single', DisbursementBody, {
        amount: toNaira(request.amountKobo),
        reference: request.reference,
        narration: request.narration,
        destinationBankCode: request.bankCode,
        destinationAccountNumber: request.accountNumber,
        destinationAccountName: request.accountName,
        currency: 'NGN',
        sourceAccountNumber,
      });
      if (!answer.ok) return settleRefusedTransfer(request.reference, answer);
      expectReference('transfer', request.reference, answer.body.reference);
      return transferStatus(log, request.reference, answer.body.status, maskAccount(request.accountNumber));
    },

    async disbursementStatus(reference) {
      const summary = await disbursementSummary(reference);
      if (!summary.ok) throw summaryRefusal(reference, summary);
      const { body } = summary;
      expectReference('transfer status', reference, body.reference);
      return transferStatus(log, reference, body.status);
    },

    async collections(from, to): Promise<ProviderRecord<PaymentStatus>[]> {
      const op = 'transaction search';
      const range = { size: String(SEARCH_PAGE_SIZE), from: String(from.getTime()), to: String(to.getTime()) };
      const rows = await search(op, '/api/v1/transactions/search', (page) => ({ page: String(page), ...range }), CollectionRow);
      return rows.map((row) => {
        const status = paymentMeaning(row.paymentStatus);
        // What arrived: amountPaid where the row has it; a row paid in full without it arrived whole.
        const arrived = status === 'PAID' || status === 'PARTIALLY_PAID' ? (row.amountPaid ?? (status === 'PAID' ? row.amount : null)) : 0;
        if (arrived === null) throw unavailable(op, 'paid in part without an amountPaid');
        return {
          reference: row.paymentReference,
          word: row.paymentStatus,
          status,
          amountKobo: arrived === 0 ? 0 : searchAmount(op, arrived),
          at: searchTime(op, row.completedOn || row.createdOn),
        };
      });
    },

    async transfers(from, to): Promise<ProviderRecord<DisbursementStatus>[]> {
      const op = 'transfer search';
      const range = { sourceAccountNumber, pageSize: String(SEARCH_PAGE_SIZE), startDate: String(from.getTime()), endDate: String(to.getTime()) };
      const rows = await search(op, '/api/v2/disbursements/search-transactions', (page) => ({ pageNo: String(page), ...range }), TransferRow);
      return rows.map((row) => ({
        reference: row.reference,
        word: row.status,
        status: transferMeaning(row.status),
        amountKobo: searchAmount(op, row.amount),
        at: searchTime(op, row.createdOn),
      }));
    },

    parseWebhook(rawBody, headers) {
      const signature = headers['monnify-signature'];
      if (typeof signature !== 'string' || !signedBy(secretKey, rawBody, signature)) {
        log.warn({ provider: 'monnify' }, 'Monnify webhook ignored: missing or wrong signature');
        return null;
      }
      const json = parseJson(rawBody);
      if (is(json, PaymentWebhook)) return { kind: 'payment', reference: json.eventData.paymentReference };
      if (is(json, DisbursementWebhook)) return { kind: 'disbursement', reference: json.eventData.reference };
      return { kind: 'ignored' };
    },
  };
}

/** Monnify's definite "no" becomes ProviderRejected carrying its own words. */
function accepted<T>(answer: Answer<T>): T {
  if (!answer.ok) throw new ProviderRejected(answer.message);
  return answer.body;
}

/** Kobo to the naira number Monnify wants, via the exact decimal string: 123456 -> 1234.56. */
function toNaira(kobo: number): number {
  if (!Number.isSafeInteger(kobo) || kobo <= 0) throw new RangeError(`amount must be a positive whole number of kobo (got ${kobo})`);
  return Number(koboToNairaString(kobo));
}

const maskAccount = (accountNumber: string) => `******${accountNumber.slice(-4)}`;

const PAYMENT_STATUS: Record<MonnifyPaymentStatus, PaymentStatus> = {
  PAID: 'PAID',
  OVERPAID: 'PAID',
  SUCCESSFUL: 'PAID',
  PENDING: 'PENDING',
  ABANDONED: 'EXPIRED',
  EXPIRED: 'EXPIRED',
  // Less arrived than was asked for: what arrived is the customer's, and is credited.
  PARTIALLY_PAID: 'PARTIALLY_PAID',
  CANCELLED: 'FAILED',
  FAILED: 'FAILED',
  REVERSED: 'FAILED',
};

/** A payment status word's meaning; null for a word outside the table. */
const paymentMeaning = (word: string): PaymentStatus | null => (Object.hasOwn(PAYMENT_STATUS, word) ? PAYMENT_STATUS[word as MonnifyPaymentStatus] : null);

/** What a payment status word means; a word outside the table is settled neither way, as for transfers. */
function paymentStatus(log: ProviderLog, reference: string, word: string): PaymentStatus {
  const status = paymentMeaning(word);
  if (status) return status;
  log.error({ provider: 'monnify', reference, status: word }, 'Unknown Monnify payment status: the payment stays pending until a known one comes');
  throw new UnknownStatusWord(word);
}

/**
 * Monnify's transfer status table (docs/providers.md): each word and what it means for the money.
 * The authorization states need a person (the deployment expects 2FA off), so they also alert.
 */
const TRANSFER_STATUS: Readonly<Record<string, { outcome: DisbursementStatus; alert?: true }>> = {
  SUCCESS: { outcome: 'SUCCESS' },
  COMPLETED: { outcome: 'SUCCESS' },
  PENDING: { outcome: 'PENDING' },
  AWAITING_PROCESSING: { outcome: 'PENDING' },
  IN_PROGRESS: { outcome: 'PENDING' },
  PENDING_AUTHORIZATION: { outcome: 'PENDING', alert: true },
  PENDING_BATCH_AUTHORIZATION: { outcome: 'PENDING', alert: true },
  OTP_EMAIL_DISPATCH_FAILED: { outcome: 'PENDING', alert: true },
  FAILED: { outcome: 'FAILED' },
  REVERSED: { outcome: 'FAILED' },
  EXPIRED: { outcome: 'FAILED' },
};

/** A transfer status word's meaning; null for a word outside the table. */
const transferMeaning = (word: string): DisbursementStatus | null => (Object.hasOwn(TRANSFER_STATUS, word) ? TRANSFER_STATUS[word]!.outcome : null);

/**
 * What a transfer status word means. A word outside the table is never settled either way: the
 * money stays held, reconciliation asks again, and the word is logged as an error and kept on the
 * row (UnknownStatusWord) for `npm run held`. The sandbox gateway speaks the same words and reads
 * them here too.
 */
export function transferStatus(log: ProviderLog, reference: string, status: string, account?: string): DisbursementStatus {
  const known = Object.hasOwn(TRANSFER_STATUS, status) ? TRANSFER_STATUS[status] : undefined;
  if (!known) {
    log.error({ provider: 'monnify', reference, status }, 'Unknown Monnify transfer status: the money stays held until a known one comes');
    throw new UnknownStatusWord(status);
  }
  if (known.alert) {
    log.error({ provider: 'monnify', reference, status, account }, 'Monnify transfer awaits authorization: turn 2FA off or authorize it on the dashboard');
  }
  return known.outcome;
}

/**
 * paidOn comes as "dd/MM/yyyy hh:mm:ss AM" (documented) or "yyyy-MM-dd HH:mm:ss[.S]" (seen in
 * Monnify's webhooks), both in Lagos time. It is informative only: an unreadable date must not
 * hold up crediting a payment, so it becomes null with a warning.
 */
function paidAt(log: ProviderLog, reference: string, paidOn: string | null | undefined): Date | null {
  if (!paidOn) return null;
  const date = parseMonnifyDate(paidOn.trim());
  if (!date) log.warn({ provider: 'monnify', reference, paidOn }, 'Unreadable paidOn from Monnify');
  return date;
}

function parseMonnifyDate(text: string): Date | null {
  const twelveHour = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{1,2}):(\d{2}):(\d{2}) ([AP]M)$/i.exec(text);
  if (twelveHour) {
    const [, dd, mm, yyyy, hh, mi, ss, ampm] = twelveHour;
    const clockHour = Number(hh);
    if (clockHour < 1 || clockHour > 12) return null;
    const hour = (clockHour % 12) + (ampm?.toUpperCase() === 'PM' ? 12 : 0);
    return lagosWallTime(Number(yyyy), Number(mm), Number(dd), hour, Number(mi), Number(ss));
  }
  const dashed = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?$/.exec(text);
  if (!dashed) return null;
  const [, yyyy, mm, dd, hh, mi, ss] = dashed;
  return lagosWallTime(Number(yyyy), Number(mm), Number(dd), Number(hh), Number(mi), Number(ss));
}

/**
 * A search row's time: an ISO time with its offset ("2026-06-27T08:08:11.000+0000", as Monnify's
 * pages show), or a time without one, read as Lagos wall time like paidOn.
 */
function parseMonnifyInstant(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:?\d{2})$/.test(text)) return parseMonnifyDate(text);
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The instant a Lagos wall-clock time names; null for impossible dates (31/02) rather than letting Date roll them over. */
function lagosWallTime(year: number, month: number, day: number, hour: number, minute: number, second: number): Date | null {
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(utc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  return new Date(utc - LAGOS_OFFSET_MS);
}

/** hex HMAC-SHA512 of the exact raw body, keyed with the secret key, compared in constant time. */
function signedBy(secretKey: string, rawBody: string, signature: string): boolean {
  if (!/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody, 'utf8').digest('hex');
  return sameHash(expected, signature);
}
