import { DEPOSIT_STATUS, HISTORY_STATUS_CODE, TRANSFER_STATUS, type HistoryStatus, type Transaction } from '@contract/transactions';
import { formatLagosDay } from '@/lib/dates';
import type { Tone } from '@/ui/tones';

/** The kind's label, the same on the screens, the receipts and the statements. */
export { transactionLabel } from '@contract/transactions';

/** What a row's status means to the customer, in the server's words (docs/rules.md §History and notifications: failed is not pending). */
export type TransactionState = HistoryStatus;

const STATUS_LABELS: Readonly<Record<TransactionState, string>> = { completed: 'Completed', pending: 'Pending', failed: 'Failed' };
const STATUS_TONES: Readonly<Record<TransactionState, Tone>> = { completed: 'green', pending: 'blue', failed: 'red' };
const REFUNDED_LABEL = 'Refunded';

type Kind = Pick<Transaction, 'which' | 'classtype'>;

export const isWithdrawal = ({ which, classtype }: Kind): boolean => which === 1 && classtype === 2;

/** Which 2 is a bill payment: airtime, data, cable or electricity (docs/product.md §What the screens show). */
export const isBillPayment = ({ which }: Pick<Transaction, 'which'>): boolean => which === 2;

/** Type 1 is a credit; every other type a debit. */
export const isCredit = ({ type }: Pick<Transaction, 'type'>): boolean => type === 1;

/** Credits green, debits red. */
export const amountTone = (transaction: Pick<Transaction, 'type'>): Tone => (isCredit(transaction) ? 'green' : 'red');

/** '+' for a credit, '-' for a debit, before the naira amount. */
export const amountSign = (transaction: Pick<Transaction, 'type'>): '+' | '-' => (isCredit(transaction) ? '+' : '-');

/**
 * Completed and Failed read as themselves (docs/rules.md §History and notifications): a failed
 * deposit or a refunded withdrawal is not money in flight, and reading it as Pending would say so.
 * Anything else is Pending.
 */
const transactionState = (status: string): TransactionState =>
  status === HISTORY_STATUS_CODE.completed ? 'completed' : status === HISTORY_STATUS_CODE.failed ? 'failed' : 'pending';

export const statusLabel = (status: string): string => STATUS_LABELS[transactionState(status)];

export const statusTone = (status: string): Tone => STATUS_TONES[transactionState(status)];

/** A withdrawal the bank declined: its money went back to the wallet in the same step. */
export const isRefunded = (transaction: Pick<Transaction, 'which' | 'classtype' | 'details'>): boolean =>
  isWithdrawal(transaction) && transaction.details.status === TRANSFER_STATUS.refunded;

/** 'Refunded' beside a refunded withdrawal in a list; nothing for other rows. */
/** A withdrawal the bank returned after it was sent: its money is back in the wallet. */
export const isReversed = (transaction: Pick<Transaction, 'which' | 'classtype' | 'details'>): boolean =>
  isWithdrawal(transaction) && transaction.details.status === TRANSFER_STATUS.reversed;

/** A deposit that arrived short: completed for what arrived (its amount), and marked so. */
export const isPartiallyPaid = (transaction: Pick<Transaction, 'which' | 'classtype' | 'details'>): boolean =>
  transaction.which === 1 && transaction.classtype === 1 && transaction.details.status === DEPOSIT_STATUS.partiallyPaid;

/** 'Refunded' or 'Reversed' beside a withdrawal whose money came back, 'Partially paid' beside a short deposit; nothing for other rows. */
export const rowNote = (transaction: Pick<Transaction, 'which' | 'classtype' | 'details'>): string | undefined => {
  if (isRefunded(transaction)) return REFUNDED_LABEL;
  if (isReversed(transaction)) return TRANSFER_STATUS.reversed;
  return isPartiallyPaid(transaction) ? DEPOSIT_STATUS.partiallyPaid : undefined;
};

/** Rows under a day heading, in the order the server sent them (newest first). */
export type TransactionGroup = readonly [day: string, rows: readonly Transaction[]];

/**
 * Groups a newest-first list under its Lagos days ('22 Nov 2026'), so pages appended by Load
 * More join the day they belong to, and every list's headings come from the one clock.
 */
export const groupByDay = (rows: readonly Transaction[]): TransactionGroup[] => {
  const groups = new Map<string, Transaction[]>();
  for (const row of rows) {
    const day = formatLagosDay(row.created_at) || row.date;
    const group = groups.get(day);
    if (group) group.push(row);
    else groups.set(day, [row]);
  }
  return [...groups];
};
