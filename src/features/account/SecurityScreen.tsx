import { useSignals } from '@preact/signals-react/runtime';
import { Link } from '@tanstack/react-router';
import { css } from 'goober';
import { useEffect, useId, useRef, useState } from 'react';
import { hasPin } from '@contract/customer';
import { refreshCustomer } from '@/features/customer';
import { session } from '@/state/session';
import { Card } from '@/ui/Card';
import { changePin, createPin, PinModal, pinTexts } from '@/features/pin';
import { notifySuccess } from '@/ui/toast';
import { actionListClass, Chevron } from './ActionList';
import { texts } from './texts';

const page = css`
  max-width: 560px;
  margin: 0 auto;
  & h1 { margin: 0 0 16px; font-size: 1.4rem; }
`;

// A class, not a descendant rule: the PIN dialogs' own h2 sit inside this card too.
const sectionHeading = css`
  margin: 24px 0 8px;
  font-size: 1rem;
  color: var(--muted);
`;

const facts = css`
  margin: 0;
  & div { display: flex; justify-content: space-between; gap: 12px; padding: 12px 0; border-bottom: 1px solid var(--border); }
  & dt { color: var(--muted); }
  & dd { margin: 0; font-weight: 600; text-align: right; overflow-wrap: anywhere; }
`;

type Dialog = 'change' | 'set' | null;

/** /account/security: the sign-in details, and the password and PIN actions (docs/product.md §Account). */
export const SecurityScreen = () => {
  useSignals();
  const t = texts.security;
  const headingId = useId();
  const actionsId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const changePinButton = useRef<HTMLButtonElement>(null);
  const customer = session.value?.customer;
  const offerSetPin = customer ? !hasPin(customer) : false;
  const close = () => setDialog(null);

  useEffect(() => void refreshCustomer(), []);

  return (
    <Card className={page} aria-labelledby={headingId}>
      <h1 id={headingId}>{t.heading}</h1>
      <dl className={facts}>
        <div>
          <dt>{t.email}</dt>
          <dd>{customer?.email || t.none}</dd>
        </div>
        <div>
          <dt>{t.phone}</dt>
          <dd>{customer?.phonenumber || t.none}</dd>
        </div>
      </dl>
      <h2 id={actionsId} className={sectionHeading}>
        {t.actions}
      </h2>
      <ul className={actionListClass} aria-labelledby={actionsId}>
        <li>
          {/* The change-password screen is still to be built. */}
          <Link to="/comingsoon">
            {t.changePassword}
            <Chevron />
          </Link>
        </li>
        <li>
          <button type="button" ref={changePinButton} onClick={() => setDialog('change')}>
            {t.changePin}
            <Chevron />
          </button>
        </li>
        {offerSetPin && (
          <li>
            <button type="button" onClick={() => setDialog('set')}>
              {t.setPin}
              <Chevron />
            </button>
          </li>
        )}
      </ul>
      <PinModal
        mode="change"
        open={dialog === 'change'}
        onClose={close}
        errorFallback={texts.errors.changePin}
        onSubmit={async ({ oldpin, newpin }) => notifySuccess((await changePin({ oldpin, newpin })).message)}
      />
      <PinModal
        mode="set"
        open={dialog === 'set'}
        onClose={close}
        errorFallback={pinTexts.setFailed}
        mismatchMessage={texts.messages.pinMismatch}
        onSubmit={({ pin, confirmation }) => createPin(pin, confirmation)}
        onClosed={() => {
          // Set PIN had the focus and is gone once the PIN is set: Change PIN takes it.
          if (!offerSetPin) changePinButton.current?.focus();
        }}
      />
    </Card>
  );
};
