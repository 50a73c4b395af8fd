import { array, enums, literal, number, object, optional, record, string, type Infer } from 'superstruct';
import { endpoint } from './endpoint';
import { codesOf, type WireCodes } from './wire-codes';

/** A history row's status in our words, which the server and the database speak. */
export const HISTORY_STATUSES = ['pending', 'completed', 'failed'] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

/** The legacy wire's code for each (docs/rules.md §History and notifications). */
export const HISTORY_STATUS_CODE = { pending: '0', completed: '1', failed: '2' } as const satisfies WireCodes<HistoryStatus, string>;
export const TransactionStatus = enums(codesOf(HISTORY_STATUS_CODE));

/**
 * A history row (docs/rules.md §History and notifications). type 1 credit, otherwise debit; which 1
 * wallet (classtype 1 Deposit, 2 Withdrawal), 2 bills (1 Airtime, 2 Data, 3 Cable, 4 Electricity),
 * 3 investment (1 Investment, 2 Payout). status is a HISTORY_STATUS_CODE. amount is
 * naira with two decimals; date/time are the Lagos calendar date and clock, created_at the exact
 * instant. `token` is a prepaid electricity purchase's token once issued, a field of its own
 * (details keep it too, as `token`).
 */
export const Transaction = object({
  id: number(),
  type: number(),
  which: number(),
  classtype: number(),
  title: string(),
  amount: string(),
  date: string(),
  time: string(),
  created_at: string(),
  details: record(string(), string()),
  status: TransactionStatus,
  token: optional(string()),
});
export type Transaction = Infer<typeof Transaction>;

/** The kinds of docs/product.md §What the screens show, keyed `which/classtype`. */
const KIND_LABELS: Readonly<Record<string, string>> = {
  '1/1': 'Deposit',
  '1/2': 'Withdrawal',
  '2/1': 'Airtime',
  '2/2': 'VTU Data',
  '2/3': 'Cable/TV',
  '2/4': 'Electricity',
  '3/1': 'Investment',
  '3/2': 'Payout',
};

/** A history row's kind as every screen, receipt and statement names it; any other pair is 'TXN'. */
export const transactionLabel = ({ which, classtype }: Pick<Transaction, 'which' | 'classtype'>): string => KIND_LABELS[`${which}/${classtype}`] ?? 'TXN';

/**
 * A withdrawal's `details.status`, the words its details screen shows. A transfer the bank
 * declines is always refunded to the wallet in the same step, so it reads Refunded.
 */
export const TRANSFER_STATUS = { pending: 'Pending', successful: 'Successful', refunded: 'Refunded', reversed: 'Reversed' } as const;

/**
 * A deposit's `details.status` when less arrived than was asked for: the row is completed for what
 * arrived (its amount), and says so.
 */
export const DEPOSIT_STATUS = { partiallyPaid: 'Partially paid' } as const;

/** GET customer/funding/fetchrecent: latest rows grouped under a day label, newest first. */
export const RecentTransactionsResponse = object({
  status: literal('success'),
  data: record(string(), array(Transaction)),
});
export type RecentTransactionsResponse = Infer<typeof RecentTransactionsResponse>;

/** The customer's history. */
export const recentTransactionsEndpoint = endpoint({
  method: 'GET',
  path: 'customer/funding/fetchrecent',
  response: RecentTransactionsResponse,
  session: true,
});
