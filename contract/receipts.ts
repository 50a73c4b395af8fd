import { define, enums, object, type Infer } from 'superstruct';
import { MessageResponse } from './common';
import { endpoint } from './endpoint';
import { LIMITS, numericId, text } from './fields';

/**
 * Receipts and statements (docs/rules.md §Receipts and statements): a history row's receipt as a
 * PNG, its verification code revoked, and the wallet's statement for a period as a PDF or CSV,
 * downloaded or mailed. The public page a code points to, /r/<code>, is HTML outside the API.
 */

/** A file's bytes (a PNG, a PDF, a CSV), not JSON: a Buffer or, for a statement, a stream of them. */
type FileBody = Uint8Array | { readonly pipe: unknown };
const FileBytes = define<FileBody>('file bytes', (value) => value instanceof Uint8Array || (typeof value === 'object' && value !== null && 'pipe' in value));

const STATEMENT_FORMATS = ['pdf', 'csv'] as const;

/** A Lagos calendar day as the date inputs send it; whether it is a real day is the period's check. */
const isoDay = (label: string) => text(label, LIMITS.code, (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) || 'Please choose a valid date.');

const StatementRequest = object({ from: isoDay('start date'), to: isoDay('end date'), format: enums(STATEMENT_FORMATS) });
export type StatementRequest = Infer<typeof StatementRequest>;

const TransactionParams = object({ id: numericId('transaction') });

/** The PNG of a completed, failed or refunded history row of the customer's; made with its code the first time. */
const receiptEndpoint = endpoint({
  method: 'GET',
  path: 'customer/funding/transaction/:id/receipt',
  params: TransactionParams,
  response: FileBytes,
  session: true,
});

/** Withdraws the row's verification code: /r/<code> then verifies nothing; the next receipt gets a new one. */
const revokeReceiptEndpoint = endpoint({
  method: 'POST',
  path: 'customer/funding/transaction/:id/receipt/revoke',
  params: TransactionParams,
  response: MessageResponse,
  session: true,
});

/** The wallet's statement for a period, streamed as it is written. */
const statementEndpoint = endpoint({
  method: 'GET',
  path: 'customer/statement',
  query: StatementRequest,
  response: FileBytes,
  session: true,
});

/** Mails the statement to the customer's address as an attachment. */
const emailStatementEndpoint = endpoint({
  method: 'POST',
  path: 'customer/statement/email',
  body: StatementRequest,
  response: MessageResponse,
  session: true,
});

export const receiptEndpoints = {
  receipt: receiptEndpoint,
  revokeReceipt: revokeReceiptEndpoint,
  statement: statementEndpoint,
  emailStatement: emailStatementEndpoint,
} as const;
