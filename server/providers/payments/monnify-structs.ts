import { array, boolean, enums, integer, min, nonempty, nullable, number, optional, refine, string, type, union, unknown, type Struct } from 'superstruct';

/**
 * The shapes of what Monnify sends us. Everything from Monnify is checked against these before
 * use; a body that does not fit means we cannot tell what happened (ProviderUnavailable).
 * `type()` rather than `object()`: Monnify adds fields freely, and an extra field must not turn
 * a good answer into an outage.
 */

/** Every Monnify response; responseCode "0" is success. responseBody is checked per endpoint. */
export const Envelope = type({
  requestSuccessful: boolean(),
  responseMessage: string(),
  responseCode: string(),
  responseBody: optional(unknown()),
});

export const LoginBody = type({
  accessToken: nonempty(string()),
  expiresIn: min(integer(), 1),
});

/** The browser is sent to checkoutUrl, so only a web address is acceptable there. */
const webUrl = refine(string(), 'webUrl', (value) => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
});

export const InitTransactionBody = type({
  transactionReference: nonempty(string()),
  paymentReference: nonempty(string()),
  checkoutUrl: webUrl,
});

/** Documented as a string ("100.00"); some answers carry a number. */
const nairaAmount = union([string(), number()]);

export const TransactionStatusBody = type({
  paymentReference: nonempty(string()),
  paymentStatus: nonempty(string()),
  amountPaid: optional(nullable(nairaAmount)),
  paidOn: optional(nullable(string())),
  paymentMethod: optional(nullable(string())),
});

export const BanksBody = array(type({ name: nonempty(string()), code: nonempty(string()) }));

export const AccountBody = type({
  accountNumber: nonempty(string()),
  accountName: nonempty(string()),
});

/** The same shape answers both the transfer and its summary. Unknown statuses stay pending. */
export const DisbursementBody = type({
  reference: nonempty(string()),
  status: nonempty(string()),
});

/**
 * One page of a search: Spring's page (`content`, with `last` and `totalPages`), as Monnify's
 * search answers and its official SDKs read them (docs/providers.md).
 */
export const SearchPage = <T, S>(row: Struct<T, S>) =>
  type({
    content: array(row),
    last: optional(boolean()),
    totalPages: optional(integer()),
  });

/** A row of the transaction search: `amountPaid` is not in every reading, `amount` is what was asked. */
export const CollectionRow = type({
  paymentReference: nonempty(string()),
  paymentStatus: nonempty(string()),
  amount: nairaAmount,
  amountPaid: optional(nullable(nairaAmount)),
  createdOn: nonempty(string()),
  completedOn: optional(nullable(string())),
});

/** A row of the disbursement search. */
export const TransferRow = type({
  reference: nonempty(string()),
  status: nonempty(string()),
  amount: nairaAmount,
  createdOn: nonempty(string()),
});

export const PaymentWebhook = type({
  eventType: enums(['SUCCESSFUL_TRANSACTION']),
  eventData: type({ paymentReference: nonempty(string()) }),
});

export const DisbursementWebhook = type({
  eventType: enums(['SUCCESSFUL_DISBURSEMENT', 'FAILED_DISBURSEMENT', 'REVERSED_DISBURSEMENT']),
  eventData: type({ reference: nonempty(string()) }),
});

/** Monnify's payment status words; another word is read, never guessed about (see monnify.ts). */
export type MonnifyPaymentStatus =
  'PAID' | 'OVERPAID' | 'SUCCESSFUL' | 'PARTIALLY_PAID' | 'PENDING' | 'ABANDONED' | 'CANCELLED' | 'FAILED' | 'REVERSED' | 'EXPIRED';
