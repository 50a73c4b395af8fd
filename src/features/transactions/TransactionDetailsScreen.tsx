import { Link, useRouter } from '@tanstack/react-router';
import { css } from '@/ui/css';
import type { Transaction } from '@contract/transactions';
import { formatLagosDateTime } from '@/lib/dates';
import { formatNairaDetail } from '@/lib/format';
import type { Tone } from '@/ui/tones';
import { HISTORY_STATUS_CODE, TRANSFER_STATUS } from '@contract/transactions';
import {
  amountSign,
  amountTone,
  isBillPayment,
  isPartiallyPaid,
  isRefunded,
  isReversed,
  isWithdrawal,
  statusLabel,
  statusTone,
  transactionLabel,
} from './kinds';
import { Badge } from '@/ui/Badge';
import { Card } from '@/ui/Card';
import { type Fact, Facts } from '@/ui/Facts';
import { LoadError } from '@/ui/LoadError';
import { TONES } from '@/ui/tones';
import type { TransactionDetails } from './detailsLoader';
import { TransactionIcon } from '@/features/transactions/TransactionList';
import { texts } from './texts';
import { Money } from '@/ui/Money';
import { ReceiptActions } from '@/features/receipts';

const page = css`
  max-width: 520px;
  margin: 0 auto;
  & h1 { margin: 0 0 16px; font-size: var(--text-xl); }
  & .back { display: inline-flex; align-items: center; min-height: var(--target); margin-bottom: 4px; color: var(--brand-dark); font-weight: 600; }
  & .top { display: grid; justify-items: center; gap: 8px; padding-bottom: 16px; text-align: center; }
  & .top svg { width: 28px; height: 28px; }
  & .amount { font-size: var(--text-2xl); font-weight: 800; }
  & dl { padding-top: 16px; border-top: 1px solid var(--border); }
  & .missing { margin: 0; padding: 16px 0; text-align: center; }
  & .refund { margin: 16px 0 0; padding: 12px 14px; border-radius: var(--radius); background: var(--bg); }
`;

/** A withdrawal's transfer status ('Successful', 'Pending', 'Refunded'), shown as the server words it. */
const transferTone = (status: string | undefined): Tone => (status === TRANSFER_STATUS.successful ? 'green' : 'blue');

/** A row when there is something to show. */
const factIf = (term: string, value: string | undefined): Fact[] => (value ? [[term, value]] : []);

/** What a bill payment bought and for whom, its prepaid token from the token's own field, and our reference. */
const billFacts = ({ details, token }: Transaction): Fact[] => {
  const t = texts.details;
  return [...Object.entries(t.bill).flatMap(([key, term]) => factIf(term, details[key])), ...factIf(t.token, token), ...factIf(t.reference, details.reference)];
};

/** The rows under the amount: when, what and how it stands, then the kind's own details. */
const factsOf = (transaction: Transaction): Fact[] => {
  const t = texts.details;
  const { details } = transaction;
  return [
    [t.date, formatLagosDateTime(transaction.created_at)],
    [t.description, transaction.title],
    [t.status, <Badge tone={statusTone(transaction.status)}>{statusLabel(transaction.status)}</Badge>],
    ...(isWithdrawal(transaction)
      ? ([
          [t.accountName, details.accountname],
          [t.accountNumber, details.accountnumber],
          [t.bankName, details.bankname],
          [t.transferStatus, <Badge tone={transferTone(details.status)}>{details.status}</Badge>],
        ] satisfies Fact[])
      : []),
    ...(isBillPayment(transaction) ? billFacts(transaction) : []),
  ];
};

const Details = ({ transaction }: { transaction: Transaction }) => {
  const t = texts.details;
  const tone = amountTone(transaction);
  const { details } = transaction;
  return (
    <>
      <div className="top">
        <TransactionIcon transaction={transaction} />
        <Badge tone={tone}>{transactionLabel(transaction)}</Badge>
        <span className="amount" style={{ color: TONES[tone].ink }}>
          <Money text={`${amountSign(transaction)}${formatNairaDetail(transaction.amount)}`} />
        </span>
      </div>
      <Facts facts={factsOf(transaction)} />
      {isBillPayment(transaction) && details.note && <p className="refund">{details.note}</p>}
      {isRefunded(transaction) && <p className="refund">{t.refunded(formatNairaDetail(transaction.amount))}</p>}
      {isReversed(transaction) && <p className="refund">{t.reversed(formatNairaDetail(transaction.amount))}</p>}
      {isPartiallyPaid(transaction) && <p className="refund">{t.partiallyPaid}</p>}
      {transaction.status !== HISTORY_STATUS_CODE.pending && <ReceiptActions id={transaction.id} />}
    </>
  );
};

/** /transaction-details (docs/product.md §Transactions), from the row a list passed along or, on a reload, by its ?id=. */
export const TransactionDetailsScreen = ({ found }: { found: TransactionDetails }) => {
  const t = texts.details;
  const router = useRouter();
  return (
    <Card className={page}>
      <Link to="/alltransactions" className="back">
        <span aria-hidden="true">←&nbsp;</span>
        {t.back}
      </Link>
      <h1>{t.heading}</h1>
      {found.status === 'found' && <Details transaction={found.transaction} />}
      {found.status === 'missing' && (
        <p className="missing" role="alert">
          {t.notFound}
        </p>
      )}
      {found.status === 'failed' && <LoadError message={t.failed} retryLabel={t.retry} onRetry={() => router.invalidate()} />}
    </Card>
  );
};
