import { DEPOSIT_STATUS, transactionLabel, TRANSFER_STATUS } from '../../../contract/transactions';
import type { transactions } from '../../db/schema';
import { maskNumber, maskPhone } from '../../lib/mask';
import { RECEIPT_TEXTS } from './texts';

type HistoryRow = typeof transactions.$inferSelect;

/** One line of who or what a transaction was for: a term and its value. */
export type Line = readonly [term: string, value: string];

/**
 * What a receipt says about a history row, worked out from the row alone (docs/rules.md §Receipts
 * and statements). `lines` are safe for anyone who holds the code: numbers masked, no names.
 * `ownerLines` add what only the customer's own PNG shows: the names on an account, meter or
 * card, and a prepaid token in full.
 */
export interface ReceiptFacts {
  kind: string;
  amountKobo: number;
  /** + money in, − money out. */
  direction: 'in' | 'out';
  at: Date;
  status: string;
  /** When the status last changed, if it changed after the transaction was made. */
  changedAt: Date | null;
  reference: string;
  lines: Line[];
  ownerLines: Line[];
}

/** A status word for anyone: Pending, Successful, Partially paid, Failed, Refunded or Reversed. */
function statusWord(row: Pick<HistoryRow, 'status' | 'details'>): string {
  const said = row.details.status;
  if (row.status === 'pending') return RECEIPT_TEXTS.status.pending;
  if (row.status === 'completed') return said === DEPOSIT_STATUS.partiallyPaid ? said : RECEIPT_TEXTS.status.successful;
  if (said === TRANSFER_STATUS.reversed || said === TRANSFER_STATUS.refunded) return said;
  return RECEIPT_TEXTS.status.failed;
}

const line = (term: string, value: string | undefined): Line[] => (value ? [[term, value]] : []);

/** The kind's own lines: for whom or what, masked; then what only the owner sees. */
function subjectOf(row: HistoryRow): { lines: Line[]; ownerLines: Line[] } {
  const d = row.details;
  const t = RECEIPT_TEXTS.terms;
  switch (row.title) {
    case 'Withdrawal':
      return {
        lines: [...line(t.bank, d.bankname), ...line(t.account, d.accountnumber && maskNumber(d.accountnumber))],
        ownerLines: line(t.accountName, d.accountname),
      };
    case 'Airtime':
    case 'Data':
      return { lines: [...line(t.network, d.network), ...line(t.plan, d.plan), ...line(t.phone, d.phonenumber && maskPhone(d.phonenumber))], ownerLines: [] };
    case 'Electricity':
      return {
        lines: [...line(t.provider, d.provider), ...line(t.meterType, d.metertype), ...line(t.meter, d.meterno && maskNumber(d.meterno))],
        ownerLines: [...line(t.meterName, d.customername), ...line(t.token, d.token)],
      };
    case 'Cable TV':
      return {
        lines: [...line(t.provider, d.provider), ...line(t.package, d.package), ...line(t.smartCard, d.smartcardno && maskNumber(d.smartcardno))],
        ownerLines: line(t.cardName, d.customername),
      };
    case 'Investment':
      return { lines: [...line(t.plan, d.plan), ...line(t.units, d.units)], ownerLines: [] };
    case 'Payout':
      return { lines: [...line(t.plan, d.plan), ...line(t.payout, d.payout), [t.to, RECEIPT_TEXTS.payoutBalance]], ownerLines: [] };
    case 'Cashout':
      return {
        lines: [
          [t.from, RECEIPT_TEXTS.payoutBalance],
          [t.to, RECEIPT_TEXTS.wallet],
        ],
        ownerLines: [],
      };
    default:
      return { lines: [[t.to, RECEIPT_TEXTS.wallet]], ownerLines: [] };
  }
}

/** A change is one the customer could see: a second or more after the row was made. */
const CHANGE_MS = 1000;

export function receiptFacts(row: HistoryRow): ReceiptFacts {
  return {
    kind: transactionLabel(row),
    amountKobo: row.amount,
    direction: row.type === 1 ? 'in' : 'out',
    at: row.createdAt,
    status: statusWord(row),
    changedAt: row.updatedAt.getTime() - row.createdAt.getTime() >= CHANGE_MS ? row.updatedAt : null,
    reference: row.reference,
    ...subjectOf(row),
  };
}
