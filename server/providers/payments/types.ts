import { ProviderRejected } from '../errors';

/**
 * The card gateway and bank-transfer provider behind one interface; the sandbox adapter (a
 * hosted checkout page on this server) and the Monnify adapter both implement it. Amounts are
 * integer kobo on this side of the interface; adapters convert to what their API wants.
 */
/** PARTIALLY_PAID: less arrived than was asked for; what arrived is credited (docs/rules.md §Money). */
export type PaymentStatus = 'PAID' | 'PARTIALLY_PAID' | 'PENDING' | 'FAILED' | 'EXPIRED';
export type DisbursementStatus = 'SUCCESS' | 'FAILED' | 'PENDING';

export interface CheckoutRequest {
  /** Ours, unique per payment; the provider echoes it back. */
  reference: string;
  amountKobo: number;
  customerName: string;
  customerEmail: string;
  description: string;
  /**
   * Where the hosted checkout sends the browser back. It carries no query of ours: the gateway
   * appends its own (paymentReference, transactionReference, paymentStatus; docs/providers.md).
   */
  redirectUrl: string;
}

export interface Checkout {
  checkoutUrl: string;
  providerReference: string;
}

export interface PaymentState {
  status: PaymentStatus;
  /** What the customer actually paid (credit this, not the amount asked for); null until paid. */
  amountPaidKobo: number | null;
  paidAt: Date | null;
  method: string | null;
}

export interface Bank {
  code: string;
  name: string;
}

export interface DisbursementRequest {
  /** Ours, unique per withdrawal; makes retries and status queries safe. */
  reference: string;
  amountKobo: number;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  narration: string;
}

/**
 * One payment or transfer as the provider's own records have it, for the daily settlement
 * (docs/rules.md §Daily settlement): our reference, the amount in kobo (what arrived, for a
 * payment; what was sent, for a transfer), the provider's own status word and what it means to us
 * (null for a word outside its table), and when it happened.
 */
export interface ProviderRecord<S> {
  reference: string;
  amountKobo: number;
  word: string;
  status: S | null;
  at: Date;
}

/**
 * What a genuine webhook is about; the service re-queries the status before giving value.
 * 'ignored' is a genuine event we do not act on (answered 200 so the provider stops retrying).
 */
export type WebhookEvent = { kind: 'payment'; reference: string } | { kind: 'disbursement'; reference: string } | { kind: 'ignored' };

export interface PaymentGateway {
  readonly name: 'sandbox' | 'monnify';
  /** The customer-facing label for the "Secured by" footer. */
  readonly label: string;
  /** The least one checkout or one transfer may be, in kobo (Monnify's is ₦20). */
  readonly minAmountKobo: number;
  initCheckout(request: CheckoutRequest): Promise<Checkout>;
  paymentStatus(reference: string): Promise<PaymentState>;
  listBanks(): Promise<Bank[]>;
  /** The account holder's name, or null when the bank says there is no such account. */
  resolveAccount(accountNumber: string, bankCode: string): Promise<string | null>;
  disburse(request: DisbursementRequest): Promise<DisbursementStatus>;
  disbursementStatus(reference: string): Promise<DisbursementStatus>;
  /** Every payment the gateway recorded from `from` up to (not including) `to`, all pages of them. */
  collections(from: Date, to: Date): Promise<ProviderRecord<PaymentStatus>[]>;
  /** Every transfer the gateway recorded from `from` up to (not including) `to`, all pages of them. */
  transfers(from: Date, to: Date): Promise<ProviderRecord<DisbursementStatus>[]>;
  /** Checks the signature of a webhook; null when it is not genuine. */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): WebhookEvent | null;
}

/**
 * A transfer status query the provider answered "no such reference": the transfer request never
 * reached it. Only this, never another refusal, lets a held withdrawal be requested again.
 */
export class UnknownTransfer extends ProviderRejected {
  override readonly name = 'UnknownTransfer';
}
