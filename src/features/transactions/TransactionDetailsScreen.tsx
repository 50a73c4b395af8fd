import { Link, useRouter } from '@tanstack/react-router';
import { css } from '@/ui/css';
import type { ReactNode } from 'react';
import type { Transaction } from '@contract/transactions';
import { formatLagosDateTime } from '@/lib/dates';
import { formatNairaDetail } from '@/lib/format';
import type { Tone } from '@/ui/tones';
import { TRANSFER_STATUS } from '@contract/transactions';
import { amountSign, amountTone, isBillPayment, isRefunded, isWithdrawal, statusLabel, statusTone, transactionLabel } from './kinds';
import { Badge } from '@/ui/Badge';
import { Card } from '@/ui/Card';
import { LoadError } from '@/ui/LoadError';
import { TONES } from '@/ui/tones';
import { TransactionIcon } from '@/features/transactions/TransactionList';
import { useShownMatch } from '@/ui/useShownMatch';
import { texts } from './texts';

const page = css`
  max-width: 520px;
  margin: 0 auto;
  & h1 { margin: 0 0 16px; font-size: 1.4rem; }
  & .back { display: inline-flex; align-items: center; min-height: 44px; margin-bottom: 4px; color: var(--brand-dark); font-weight: 600; }
  & .top { display: grid; justify-items: center; gap: 8px; padding-bottom: 16px; text-align: center; }
  & .top svg { width: 28px; height: 28px; }
  & .amount { font-size: 1.8rem; font-weight: 800; }
  & dl { display: grid; grid-template-columns: auto 1fr; gap: 12px 16px; margin: 0; padding-top: 16px; border-top: 1px solid var(--border); }
  & dt { color: var(--muted); }
  & dd { margin: 0; text-align: right; font-weight: 600; overflow-wrap: anywhere; }
  & .missing { margin: 0; padding: 16px 0; text-align: center; }
  & .refund { margin: 16px 0 0; padding: 12px 14px; border-radius: var(--radius); background: var(--bg); }
`;

/** A withdrawal's transfer status ('Successful', 'Pending', 'Refunded'), shown as the server words it. */
const transferTone = (status: string | undefined): Tone => (status === TRANSFER_STATUS.successful ? 'green' : 'blue');

const Fact = ({ term, children }: { term: string; children: ReactNode }) => (
  <>
    <dt>{term}</dt>
    <dd>{children}</dd>
  </>
);

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
          {amountSign(transaction)}
          {formatNairaDetail(transaction.amount)}
        </span>
      </div>
      <dl>
        <Fact term={t.date}>{formatLagosDateTime(transaction.created_at)}</Fact>
        <Fact term={t.description}>{transaction.title}</Fact>
        <Fact term={t.status}>
          <Badge tone={statusTone(transaction.status)}>{statusLabel(transaction.status)}</Badge>
        </Fact>
        {isWithdrawal(transaction) && (
          <>
            <Fact term={t.accountName}>{details.accountname}</Fact>
            <Fact term={t.accountNumber}>{details.accountnumber}</Fact>
            <Fact term={t.bankName}>{details.bankname}</Fact>
            <Fact term={t.transferStatus}>
              <Badge tone={transferTone(details.status)}>{details.status}</Badge>
            </Fact>
          </>
        )}
        {isBillPayment(transaction) &&
          Object.entries(t.bill).map(([key, term]) =>
            details[key] ? (
              <Fact key={key} term={term}>
                {details[key]}
              </Fact>
            ) : null,
          )}
      </dl>
      {isBillPayment(transaction) && details.note && <p className="refund">{details.note}</p>}
      {isRefunded(transaction) && <p className="refund">{t.refunded(formatNairaDetail(transaction.amount))}</p>}
    </>
  );
};

/** /transaction-details (docs/product.md §Transactions), from the row a list passed along or, on a reload, by its ?id=. */
export const TransactionDetailsScreen = () => {
  const t = texts.details;
  const found = useShownMatch('/_app/transaction-details')?.loaderData;
  const router = useRouter();
  if (!found) return null;
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
