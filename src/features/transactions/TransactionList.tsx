import { Link } from '@tanstack/react-router';
import { css } from '@/ui/css';
import { useId } from 'react';
import type { Transaction } from '@contract/transactions';
import { formatLagosClock } from '@/lib/dates';
import { formatNaira } from '@/lib/format';
import { amountSign, amountTone, isCredit, rowNote, statusLabel, statusTone, transactionLabel, type TransactionGroup } from '@/features/transactions/kinds';
import { Badge } from '@/ui/Badge';
import { MinusSquareIcon, PlusCircleIcon, ReceiptIcon } from '@/ui/icons';
import { TONES } from '@/ui/tones';
import { Money } from '@/ui/Money';
import { EmptyState } from '@/ui/EmptyState';
import { buttonClass } from '@/ui/Button';
import { emptyTexts } from './emptyTexts';

declare module '@tanstack/history' {
  interface HistoryState {
    /** The row a list was showing, so its details need no call (docs/product.md §Dashboard). */
    transaction?: Transaction;
  }
}

const groupsClass = css`
  display: grid;
  gap: 12px;
  & h2, & h3 { margin: 0; color: var(--muted); font-size: var(--text-xs); font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; }
  & ul { list-style: none; margin: 0; padding: 0; }
`;

const rowClass = css`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 56px;
  padding: 8px 2px;
  border-bottom: 1px solid var(--border);
  color: inherit;
  text-decoration: none;
  &:hover { background: var(--bg); }
  & svg { width: 18px; height: 18px; }
  /* The amount keeps its digits whole; on a narrow phone a long kind shortens to an ellipsis instead. */
  & .what { flex: 1; min-width: 0; display: grid; }
  & .what strong { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  & .what span { color: var(--muted); font-size: var(--text-xs); }
  & .amount { display: grid; justify-items: end; gap: 4px; font-size: clamp(0.875rem, 4.4vw, 1rem); font-weight: 700; white-space: nowrap; }
`;

const iconClass = css`
  flex: none;
  display: inline-flex;
  padding: 8px;
  border-radius: 50%;
`;

/** A green plus for a credit, a red minus for a debit. */
export const TransactionIcon = ({ transaction }: { transaction: Pick<Transaction, 'type'> }) => {
  const tone = TONES[amountTone(transaction)];
  return (
    <span className={iconClass} style={{ color: tone.ink, background: tone.soft }}>
      {isCredit(transaction) ? <PlusCircleIcon /> : <MinusSquareIcon />}
    </span>
  );
};

/** One history row: opens its details with the row in the navigation state and its id in the URL. */
const TransactionRow = ({ transaction }: { transaction: Transaction }) => {
  const tone = TONES[amountTone(transaction)];
  const note = rowNote(transaction);
  return (
    <Link to="/transaction-details" search={{ id: transaction.id }} state={{ transaction }} className={rowClass}>
      <TransactionIcon transaction={transaction} />
      <span className="what">
        <strong>{transactionLabel(transaction)}</strong>
        <span>
          {formatLagosClock(transaction.created_at)}
          {note && ` · ${note}`}
        </span>
      </span>
      <span className="amount">
        <span style={{ color: tone.ink }}>
          <Money text={`${amountSign(transaction)}${formatNaira(transaction.amount)}`} />
        </span>
        <Badge tone={statusTone(transaction.status)}>{statusLabel(transaction.status)}</Badge>
      </span>
    </Link>
  );
};

type TransactionGroupsProps = {
  groups: readonly TransactionGroup[];
  /** The day headings' level under the screen's own headings. */
  headingLevel: 2 | 3;
};

/** Transactions under their day headings: the dashboard's History card and /alltransactions. */
export const TransactionGroups = ({ groups, headingLevel }: TransactionGroupsProps) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = useId();
  return (
    <div className={groupsClass}>
      {groups.map(([day, rows], index) => (
        <div key={day}>
          <Heading id={`${id}-${index}`}>{day}</Heading>
          <ul aria-labelledby={`${id}-${index}`}>
            {rows.map((transaction) => (
              <li key={transaction.id}>
                <TransactionRow transaction={transaction} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
};

/** No transaction yet: the picture, and a deposit as the first step. */
export const NoTransactions = () => (
  <EmptyState
    picture={<ReceiptIcon />}
    text={emptyTexts.empty}
    next={
      <Link to="/deposit" className={buttonClass('primary')}>
        {emptyTexts.emptyNext}
      </Link>
    }
  />
);
