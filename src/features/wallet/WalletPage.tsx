import { useSignals } from '@preact/signals-react/runtime';
import { css } from '@/ui/css';
import { useId, type ReactNode } from 'react';
import { formatNaira } from '@/lib/format';
import { session } from '@/state/session';
import { Card } from '@/ui/Card';
import { FitAmount } from '@/ui/FitAmount';
import { texts } from './texts';

/** Before the customer loads the balance reads 0.00 (docs/product.md §Dashboard). */
const NO_BALANCE = '0.00';

/** A wallet screen's card: narrow, its h1 on top. */
export const walletPageClass = css`
  max-width: 480px;
  margin: 0 auto;
  & h1 { margin: 0 0 16px; font-size: var(--text-xl); }
`;

/** The label above the amount: the amount gets the whole width, which a large balance needs on a phone. */
const balanceClass = css`
  display: grid;
  gap: 2px;
  margin: 0 0 20px;
  padding: 12px 14px;
  border-radius: var(--radius);
  background: var(--brand-soft);
  color: var(--brand-dark);
  & output { font-weight: 700; }
`;

/** The card a wallet screen sits in: its h1, then the content. */
export const WalletPage = ({ heading, children }: { heading: string; children: ReactNode }) => {
  const headingId = useId();
  return (
    <Card className={walletPageClass} aria-labelledby={headingId}>
      <h1 id={headingId}>{heading}</h1>
      {children}
    </Card>
  );
};

/** The wallet balance, announced when a refetch of the customer changes it. */
export const WalletBalance = () => {
  useSignals();
  const labelId = useId();
  return (
    <p className={balanceClass}>
      <span id={labelId}>{texts.balance}</span>
      <FitAmount aria-labelledby={labelId} text={formatNaira(session.value?.customer?.ngnbalance ?? NO_BALANCE)} largest="1.4rem" />
    </p>
  );
};
