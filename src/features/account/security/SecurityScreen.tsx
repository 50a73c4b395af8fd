import { useSignals } from '@preact/signals-react/runtime';
import { useRouter } from '@tanstack/react-router';
import { css } from '@/ui/css';
import { useEffect, useId, useRef, useState } from 'react';
import type { SecurityData } from './loaders';
import { hasPin } from '@contract/customer';
import { refreshCustomer } from '@/features/customer';
import { session } from '@/state/session';
import { Card } from '@/ui/Card';
import { changePin, createPin, PinModal, pinTexts } from '@/features/pin';
import { notifySuccess } from '@/ui/toast';
import { actionListClass, Chevron } from '../ActionList';
import { ChangePasswordModal } from './ChangePasswordModal';
import { ForgotPinModal } from './ForgotPinModal';
import { PasskeysSection } from './PasskeysSection';
import { SessionList } from './SessionList';
import { accountPage } from '../styles';
import { texts } from '../texts';
import { Facts } from '@/ui/Facts';

// A class, not a descendant rule: the PIN dialogs' own h2 sit inside this card too.
const sectionHeading = css`
  margin: 24px 0 8px;
  font-size: var(--text-md);
  color: var(--muted);
`;

type Dialog = 'password' | 'change' | 'set' | 'forgot' | null;

/**
 * /account/security: the sign-in details, the password and PIN actions, the passkeys and the
 * signed-in devices (each list null when it could not be read) (docs/product.md §Account).
 */
export const SecurityScreen = ({ sessions, passkeys }: SecurityData) => {
  useSignals();
  const router = useRouter();
  const t = texts.security;
  const headingId = useId();
  const actionsId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const changePinButton = useRef<HTMLButtonElement>(null);
  const customer = session.value?.customer;
  const offerSetPin = customer ? !hasPin(customer) : false;
  const close = () => setDialog(null);
  /** Reads both lists again: after a Try again, or a change to either. */
  const reload = () => router.invalidate();

  useEffect(() => void refreshCustomer(), []);

  return (
    <Card className={accountPage} aria-labelledby={headingId}>
      <h1 id={headingId}>{t.heading}</h1>
      <Facts
        layout="boxed"
        facts={[
          [t.email, customer?.email || t.none],
          [t.phone, customer?.phonenumber || t.none],
        ]}
      />
      <h2 id={actionsId} className={sectionHeading}>
        {t.actions}
      </h2>
      <ul className={actionListClass} aria-labelledby={actionsId}>
        <li>
          <button type="button" onClick={() => setDialog('password')}>
            {t.changePassword}
            <Chevron />
          </button>
        </li>
        <li>
          <button type="button" ref={changePinButton} onClick={() => setDialog('change')}>
            {t.changePin}
            <Chevron />
          </button>
        </li>
        {offerSetPin ? (
          <li>
            <button type="button" onClick={() => setDialog('set')}>
              {t.setPin}
              <Chevron />
            </button>
          </li>
        ) : (
          <li>
            <button type="button" onClick={() => setDialog('forgot')}>
              {t.forgotPin}
              <Chevron />
            </button>
          </li>
        )}
      </ul>
      <PasskeysSection passkeys={passkeys} reload={reload} headingClass={sectionHeading} needsPin={customer ? hasPin(customer) : true} />
      <SessionList sessions={sessions} reload={reload} headingClass={sectionHeading} />
      <ChangePasswordModal open={dialog === 'password'} onClose={close} />
      <ForgotPinModal open={dialog === 'forgot'} onClose={close} />
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
