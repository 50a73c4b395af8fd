import { useSignals } from '@preact/signals-react/runtime';
import { css } from '@/ui/css';
import { hasPin } from '@contract/customer';
import { refreshCustomer } from '@/features/customer';
import { useNeedsConnection } from '@/features/offline';
import { approvalBody, PinModal, usePinGate, type Approval } from '@/features/pin';
import { nairaToKobo } from '@contract/money';
import { formatNaira } from '@/lib/format';
import { balanceVisible } from '@/state/preferences';
import { session } from '@/state/session';
import { Button } from '@/ui/Button';
import { FitAmount } from '@/ui/FitAmount';
import { EyeIcon, EyeOffIcon } from '@/ui/icons';
import { dismissErrors, notifySuccess } from '@/ui/toast';
import { cashOutReturns } from '../api';
import { texts } from '../texts';
import { IconButton } from '@/ui/IconButton';

// On a phone the amount takes the whole row and Cashout goes under it: beside the button, a
// seven-figure payout balance had less room than its smallest size needs at 320 px.
const card = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 480px) { grid-template-columns: minmax(0, 1fr) auto; }
  align-items: center;
  gap: 12px 16px;
  padding: 20px;
  border-radius: var(--radius-lg);
  background: var(--brand-dark);
  color: #fff;
  & h2 { grid-column: 1 / -1; margin: 0; font-size: var(--text-md); font-weight: 600; opacity: 0.9; }
  & .amount { display: flex; align-items: center; gap: 6px; min-width: 0; }
  & output { font-weight: 800; }
  & .offline { grid-column: 1 / -1; }
`;

/** A refusal of the cash-out goes when Cashout is pressed again (or the screen is left). */
const FORM = 'cashout';

/**
 * The payout balance (shown or hidden with the wallet's, one switch; '---' when
 * the customer could not be read) and Cashout, which asks for the PIN, or for a new one first.
 */
export const PayoutCard = ({ customerLoaded, onCashedOut }: { customerLoaded: boolean; onCashedOut: () => Promise<void> }) => {
  useSignals();
  const t = texts.my;
  const customer = session.value?.customer;
  // Without a customer on record, ask for the PIN: the server says when none is set.
  const pinGate = usePinGate(customer ? hasPin(customer) : true);
  const balance = customerLoaded && customer ? customer.returns_ngnbalance : null;
  const visible = balanceVisible.value;
  const nothingToCashOut = balance !== null && nairaToKobo(balance) === 0;
  const gate = useNeedsConnection(t.offline);

  const cashOut = async (approval: Approval) => {
    const { message } = await cashOutReturns(approvalBody(approval));
    notifySuccess(message);
    await Promise.all([refreshCustomer(), onCashedOut()]);
  };
  const startCashOut = () => {
    dismissErrors(FORM);
    pinGate.openFor({ submit: cashOut, passkey: { kind: 'cashout', body: {} }, fallback: texts.errors.cashout, form: FORM });
  };

  return (
    <section className={card} aria-labelledby="payout-heading">
      <h2 id="payout-heading">{t.payout}</h2>
      <div className="amount">
        <FitAmount
          aria-live="polite"
          aria-labelledby="payout-heading"
          text={balance === null ? t.unknown : visible ? formatNaira(balance) : t.hidden}
          largest="1.7rem"
        />
        <IconButton tone="onBrand" label={visible ? t.hide : t.show} onClick={() => (balanceVisible.value = !visible)}>
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      </div>
      <Button variant="secondary" disabled={nothingToCashOut || gate.offline} aria-describedby={gate.describedBy} onClick={startCashOut}>
        {t.cashout}
      </Button>
      {gate.note && <div className="offline">{gate.note}</div>}
      <PinModal {...pinGate.modal} />
    </section>
  );
};
