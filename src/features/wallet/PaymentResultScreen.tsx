import { Link } from '@tanstack/react-router';
import { css } from '@/ui/css';
import { useId } from 'react';
import type { PaymentDetails } from '@contract/wallet';
import { refreshCustomer } from '@/features/customer';
import { formatLagosDateTime } from '@/lib/dates';
import { formatNaira } from '@/lib/format';
import { Badge } from '@/ui/Badge';
import { Card } from '@/ui/Card';
import { Button, buttonClass, spinnerClass } from '@/ui/Button';
import { cx } from '@/ui/cx';
import { verifyPayment } from './api';
import { isPaid, isPending, paymentOutcome, verifyFailure } from './paymentOutcome';
import { texts } from './texts';
import { useLoad } from '@/ui/useLoad';
import { walletPageClass } from './WalletPage';
import { type Fact, Facts } from '@/ui/Facts';
import { Money } from '@/ui/Money';

const status = css`
  margin-bottom: 20px;
  text-align: center;
`;

const bigSpinner = css`
  display: block;
  width: 40px;
  height: 40px;
  margin: 8px auto 16px;
  border-width: 4px;
  color: var(--brand);
`;

const detailsClass = css`
  margin-bottom: 24px;
`;

const againClass = css`
  margin-bottom: 12px;
`;

/** Asks the server how the payment ended; a paid one changed the balance, so the customer is refetched. */
const verify = async (reference: string): Promise<PaymentDetails> => {
  const { details } = await verifyPayment(reference);
  if (isPaid(details.paystatus)) void refreshCustomer();
  return details;
};

const Details = ({ details }: { details: PaymentDetails }) => {
  const t = texts.result;
  const outcome = paymentOutcome(details);
  const rows: Fact[] = [
    [t.reference, details.transactionreference],
    [t.amount, <Money text={formatNaira(details.amount)} />],
    [t.method, details.payment_method || t.none],
    [t.date, details.payment_date ? formatLagosDateTime(details.payment_date) : t.none],
    [t.status, <Badge tone={outcome.tone}>{outcome.badge}</Badge>],
  ];
  return <Facts layout="boxed" className={detailsClass} aria-label={t.details} facts={rows} />;
};

/** /verifypaymentfunding: where the checkout sends the browser back, with the payment's reference. */
export const PaymentResultScreen = ({ reference }: { reference: string | undefined }) => {
  const headingId = useId();
  const payment = useLoad(reference ?? null, () => verify(reference ?? ''));

  const heading =
    payment.status === 'idle'
      ? texts.errors.noReference
      : payment.status === 'loading'
        ? texts.result.verifying
        : payment.status === 'failed'
          ? verifyFailure(payment.error)
          : paymentOutcome(payment.value).message;

  return (
    <Card className={walletPageClass} aria-labelledby={headingId}>
      <div className={status} aria-live="polite" aria-busy={payment.status === 'loading'}>
        {payment.status === 'loading' && <span className={cx(spinnerClass, bigSpinner)} aria-hidden="true" />}
        <h1 id={headingId}>{heading}</h1>
      </div>
      {payment.status === 'done' && <Details details={payment.value} />}
      {/* A check that failed, or a payment still pending, can be asked about again. */}
      {(payment.status === 'failed' || (payment.status === 'done' && isPending(payment.value.paystatus))) && (
        <Button variant="secondary" block className={againClass} onClick={payment.reload}>
          {payment.status === 'failed' ? texts.retry : texts.result.checkAgain}
        </Button>
      )}
      <Link to="/dashboard" className={buttonClass('primary', true)}>
        {texts.result.dashboard}
      </Link>
    </Card>
  );
};
