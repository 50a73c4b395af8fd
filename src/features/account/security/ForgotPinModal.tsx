import { css } from '@/ui/css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessages } from '@/api/errors';
import { PinModal, pinTexts } from '@/features/pin';
import { Modal } from '@/ui/Modal';
import { emptyCode, OtpInput } from '@/ui/OtpInput';
import { PasswordInput } from '@/ui/PasswordInput';
import { notifySuccess } from '@/ui/toast';
import { forgotPin, resetPin } from '../api';
import { DialogButtons, DialogProblems } from '../DialogParts';
import { texts } from '../texts';

const OTP_LENGTH = 6;

const hint = css`
  margin: 0 0 16px;
  color: var(--muted);
`;

type Step = 'password' | 'otp' | 'pin' | null;

type Props = { open: boolean; onClose: () => void };

/**
 * Forgot PIN (docs/rules.md, Profile and security): the password, then the code mailed to the
 * customer, then the new PIN twice in the PIN dialog. The code is checked with the new PIN, so a
 * wrong one shows there and the customer can go back for another.
 */
export const ForgotPinModal = ({ open, onClose }: Props) => {
  const t = texts.forgotPin;
  const [shown, setShown] = useState(open);
  const [step, setStep] = useState<Step>(null);
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState(() => emptyCode(OTP_LENGTH));
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const otpForm = useRef<HTMLFormElement>(null);

  // The code's form takes the password's place in a dialog already open: its first box takes the focus.
  useEffect(() => {
    if (step === 'otp') otpForm.current?.querySelector('input')?.focus();
  }, [step]);

  // Each opening starts afresh at the password.
  if (shown !== open) {
    setShown(open);
    if (open) {
      setStep('password');
      setPassword('');
      setOtp(emptyCode(OTP_LENGTH));
      setProblems([]);
      setSubmitting(false);
    }
  }

  const close = () => {
    if (submitting) return;
    setStep(null);
    onClose();
  };

  const sendPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!password) {
      setProblems([texts.messages.allFieldsRequired]);
      return;
    }
    setSubmitting(true);
    try {
      notifySuccess((await forgotPin({ password })).message);
      setProblems([]);
      setStep('otp');
    } catch (error) {
      setProblems(errorMessages(error, texts.errors.unexpected));
    }
    setSubmitting(false);
  };

  const takeOtp = (event: FormEvent) => {
    event.preventDefault();
    if (otp.some((digit) => digit === '')) {
      setProblems([texts.messages.otpIncomplete]);
      return;
    }
    setProblems([]);
    setStep('pin');
  };

  return (
    <>
      <Modal open={open && (step === 'password' || step === 'otp')} title={t.heading} onClose={close}>
        {step === 'otp' ? (
          <form ref={otpForm} onSubmit={takeOtp} noValidate>
            <p className={hint}>{t.otpHint}</p>
            <OtpInput label={t.otp} value={otp} onChange={setOtp} invalid={problems.length > 0} />
            <DialogProblems problems={problems} />
            <DialogButtons cancel={t.cancel} submit={t.next} onCancel={close} />
          </form>
        ) : (
          <form onSubmit={sendPassword} noValidate>
            <p className={hint}>{t.passwordHint}</p>
            <PasswordInput label={t.password} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
            <DialogProblems problems={problems} />
            <DialogButtons cancel={t.cancel} submit={t.next} onCancel={close} busy={submitting} />
          </form>
        )}
      </Modal>
      <PinModal
        mode="set"
        open={open && step === 'pin'}
        onClose={() => {
          // Back to the code: a wrong one can be typed again, or the dialog cancelled from there.
          setOtp(emptyCode(OTP_LENGTH));
          setStep('otp');
        }}
        onSuccess={close}
        errorFallback={pinTexts.setFailed}
        mismatchMessage={texts.messages.pinMismatch}
        onSubmit={async ({ pin, confirmation }) => notifySuccess((await resetPin({ otp: otp.join(''), pin, pin_confirmation: confirmation })).message)}
      />
    </>
  );
};
