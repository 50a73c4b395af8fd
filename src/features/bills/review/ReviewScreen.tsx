import { useSignals } from '@preact/signals-react/runtime';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { css } from '@/ui/css';
import { useEffect, useId } from 'react';
import { hasPin } from '@contract/customer';
import { refreshCustomer } from '@/features/customer';
import { refreshNotifications } from '@/features/notifications';
import { useNeedsConnection } from '@/features/offline';
import { PinModal, usePinGate, type Approval } from '@/features/pin';
import { passkeyRequestOf, purchase } from './purchase';
import { session } from '@/state/session';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { dismissErrors, notifyError, notifySuccess } from '@/ui/toast';
import { forgetDraft } from '../drafts';
import type { LoadedReview } from './loaders';
import { BILL_PATHS } from '../paths';
import { reviewRows } from '../billDisplay';
import type { BillReview } from '../reviewState';
import { texts } from '../texts';
import { Facts } from '@/ui/Facts';
import { IconButton } from '@/ui/IconButton';
import { Money } from '@/ui/Money';

const page = css`
  max-width: 480px;
  margin: 0 auto;
  & .top { display: flex; align-items: center; gap: 8px; margin-bottom: 16px; }
  & h1 { margin: 0; font-size: var(--text-xl); }
  & .back { color: var(--brand-dark); font-size: var(--text-xl); }
  & dl { margin: 0 0 20px; padding: 16px 0; border-top: 1px solid var(--border); border-bottom: 1px solid var(--border); }
`;

/** A refusal of the purchase goes when Proceed is pressed again (or the screen is left). */
const FORM = 'bill-review';

/** The purchase and what it cost the customer; on to the hub, with an electricity token kept in view there. */
const usePay = (review: BillReview) => {
  const navigate = useNavigate();
  return async (approval: Approval): Promise<void> => {
    const receipt = await purchase(review, approval);
    forgetDraft(review.kind);
    notifySuccess(receipt.message);
    void refreshCustomer();
    void refreshNotifications();
    // In place of the review: Back must not reopen a purchase already paid.
    await navigate({ to: '/utilitybills', replace: true, state: { billReceipt: receipt } });
  };
};

const Review = ({ review }: { review: BillReview }) => {
  useSignals();
  const headingId = useId();
  const router = useRouter();
  const customer = session.value?.customer;
  // Without a customer on record yet, ask for the PIN: the server says when none is set.
  const pinGate = usePinGate(customer ? hasPin(customer) : true);
  const gate = useNeedsConnection(texts.offline);
  const pay = usePay(review);
  const proceed = () => {
    dismissErrors(FORM);
    pinGate.openFor({ submit: pay, passkey: passkeyRequestOf(review), fallback: texts.errors[review.kind], form: FORM });
  };
  return (
    <Card className={page} aria-labelledby={headingId}>
      <div className="top">
        <IconButton className="back" label={texts.review.back} onClick={() => router.history.back()}>
          <span aria-hidden="true">←</span>
        </IconButton>
        <h1 id={headingId}>{texts.review.heading}</h1>
      </div>
      <Facts facts={reviewRows(review).map(([label, value, money]) => [label, money ? <Money text={value} /> : value])} />
      <Button block disabled={gate.offline} aria-describedby={gate.describedBy} onClick={proceed}>
        {texts.review.proceed}
      </Button>
      {gate.note}
      <PinModal {...pinGate.modal} />
    </Card>
  );
};

/**
 * docs/product.md §Utility bills review screens. Their values come by navigation state only: without them (typed in,
 * reloaded) the customer is sent to the purchase screen with the product's message, shown once the
 * purchase screen is in place (leaving a page takes its error toasts along, see router.ts).
 */
export const ReviewScreen = ({ loaded }: { loaded: LoadedReview }) => {
  const navigate = useNavigate();
  const missing = loaded.review ? null : loaded.kind;

  useEffect(() => {
    if (!missing) return;
    void navigate({ to: BILL_PATHS[missing].form, replace: true }).then(() => notifyError(texts.noData[missing]));
  }, [missing, navigate]);

  return loaded.review ? <Review review={loaded.review} /> : null;
};
