import { useSignals } from '@preact/signals-react/runtime';
import { Link } from '@tanstack/react-router';
import { css } from '@/ui/css';
import { useNeedsConnection } from '@/features/offline';
import { formatNaira } from '@/lib/format';
import { balanceVisible } from '@/state/preferences';
import { session } from '@/state/session';
import { Button, buttonClass } from '@/ui/Button';
import { FitAmount } from '@/ui/FitAmount';
import { EyeIcon, EyeOffIcon } from '@/ui/icons';
import { texts } from './texts';
import { IconButton } from '@/ui/IconButton';

/** Before the customer loads the balance reads 0.00 (docs/product.md §Dashboard). */
const NO_BALANCE = '0.00';

const card = css`
  padding: 20px;
  border-radius: var(--radius-lg);
  background: linear-gradient(135deg, var(--brand-dark), var(--brand));
  color: #fff;
  & h2 { margin: 0; font-size: var(--text-md); font-weight: 600; opacity: 0.9; }
  & .amount { display: flex; align-items: center; gap: 8px; margin: 8px 0 20px; }
  & output { font-weight: 800; letter-spacing: 0.5px; }
  & .actions { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; max-width: 360px; }
`;

export const WalletCard = () => {
  useSignals();
  const t = texts.wallet;
  const visible = balanceVisible.value;
  const balance = session.value?.customer?.ngnbalance ?? NO_BALANCE;
  const gate = useNeedsConnection(t.offline);

  return (
    <section className={card} aria-labelledby="wallet-heading">
      <h2 id="wallet-heading">{t.heading}</h2>
      <div className="amount">
        <FitAmount aria-live="polite" aria-labelledby="wallet-heading" text={visible ? formatNaira(balance) : t.hidden} largest="1.9rem" />
        <IconButton tone="onBrand" label={visible ? t.hide : t.show} onClick={() => (balanceVisible.value = !visible)}>
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      </div>
      <div className="actions">
        {gate.offline ? (
          // A link cannot be disabled: offline the two are buttons that are off, saying why.
          <>
            <Button variant="secondary" disabled aria-describedby={gate.describedBy}>
              {t.deposit}
            </Button>
            <Button variant="secondary" disabled aria-describedby={gate.describedBy}>
              {t.withdraw}
            </Button>
          </>
        ) : (
          <>
            <Link to="/deposit" className={buttonClass('secondary')}>
              {t.deposit}
            </Link>
            <Link to="/withdraw" className={buttonClass('secondary')}>
              {t.withdraw}
            </Link>
          </>
        )}
      </div>
      {gate.note}
    </section>
  );
};
