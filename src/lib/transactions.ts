import type { Transaction } from '@contract/transactions';
import { formatDay } from './dates';
import type { Tone } from './notifications';

/** The kinds of spec 3, keyed `which/classtype`. */
const LABELS: Readonly<Record<string, string>> = {
  '1/1': 'Deposit',
  '1/2': 'Withdrawal',
  '2/1': 'Airtime',
  '2/2': 'VTU Data',
  '2/3': 'Cable/TV',
  '2/4': 'Electricity',
  '3/1': 'Investment',
  '3/2': 'Payout',
};
const UNKNOWN_LABEL = 'TXN';

const STATUS_LABELS = { completed: 'Completed', pending: 'Pending' } as const;

type Kind = Pick<Transaction, 'which' | 'classtype'>;

export const transactionLabel = ({ which, classtype }: Kind): string => LABELS[`${which}/${classtype}`] ?? UNKNOWN_LABEL;

export const isWithdrawal = ({ which, classtype }: Kind): boolean => which === 1 && classtype === 2;

/** Spec 3: type 1 is a credit; every other type a debit. */
export const isCredit = ({ type }: Pick<Transaction, 'type'>): boolean => type === 1;

/** Spec 3: credits green, debits red. */
export const amountTone = (transaction: Pick<Transaction, 'type'>): Tone => (isCredit(transaction) ? 'green' : 'red');

/** '+' for a credit, '-' for a debit, before the naira amount. */
export const amountSign = (transaction: Pick<Transaction, 'type'>): '+' | '-' => (isCredit(transaction) ? '+' : '-');

/** Spec 2.9 and 4: only '1' is interpreted (Completed); anything else reads Pending. */
export const isCompleted = (status: string): boolean => status === '1';

export const statusLabel = (status: string): string => (isCompleted(status) ? STATUS_LABELS.completed : STATUS_LABELS.pending);

/** Rows under a day heading, in the order the server sent them (newest first). */
export type TransactionGroup = readonly [day: string, rows: readonly Transaction[]];

/**
 * Groups a newest-first list under the same day labels fetchrecent uses ('22 Nov 2026', the
 * Lagos date), so pages appended by Load More join the day they belong to.
 */
export const groupByDay = (rows: readonly Transaction[]): TransactionGroup[] => {
  const groups = new Map<string, Transaction[]>();
  for (const row of rows) {
    const day = formatDay(row.date) || row.date;
    const group = groups.get(day);
    if (group) group.push(row);
    else groups.set(day, [row]);
  }
  return [...groups];
};
