import { css } from '@/ui/css';
import { useState, type FormEvent } from 'react';
import type { OtpPurpose } from '@contract/auth';
import type { MessageResponse } from '@contract/common';
import { errorMessages } from '@/api/errors';
import { isOtp, OTP_LENGTH } from '@/lib/validation';
import { Button } from '@/ui/Button';
import { emptyCode, OtpInput } from '@/ui/OtpInput';
import { dismissErrors, notifyInvalid, notifySuccess, notifyErrors } from '@/ui/toast';
import { useCountdown } from '@/ui/useCountdown';
import { checkOtp } from './api';
import { AuthCard } from './AuthCard';
import { texts } from './texts';
import { showSendOtpError } from './useSendFirstOtp';

/** A new code may be asked for once a minute, as the server allows (docs/rules.md §Sign-up, OTP and sign-in). */
const RESEND_SECONDS = 60;
/** Its error toasts go when a code is sent again (or the screen is left). */
const FORM = 'otp';

const actions = css`
  display: grid;
  gap: 12px;
`;

type OtpFormProps = {
  email: string;
  purpose: OtpPurpose;
  /** Mails a new code. */
  resend: () => Promise<MessageResponse>;
  /** The code was accepted: store it and move on. */
  onVerified: (otp: string) => Promise<unknown>;
};

/** The OTP step of both registration and recovery. */
export const OtpForm = ({ email, purpose, resend, onVerified }: OtpFormProps) => {
  const t = texts.otp;
  const [code, setCode] = useState(() => emptyCode(OTP_LENGTH));
  const [invalid, setInvalid] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const [wait, restartWait] = useCountdown(RESEND_SECONDS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const otp = code.join('');
    dismissErrors(FORM);
    if (!isOtp(otp)) {
      setInvalid(true);
      notifyInvalid(texts.messages.otpIncomplete, { form: FORM });
      return;
    }
    setInvalid(false);
    setSubmitting(true);
    try {
      const result = await checkOtp({ email, otp, type: purpose });
      // Shown on the next step: the move takes this step's toasts away (src/router.ts).
      await onVerified(otp);
      notifySuccess(result.message);
    } catch (error) {
      notifyErrors(errorMessages(error, texts.errors.incorrectOtp), { form: FORM });
      setSubmitting(false);
    }
  };

  const sendAgain = async () => {
    setResending(true);
    try {
      notifySuccess((await resend()).message);
      restartWait();
    } catch (error) {
      showSendOtpError(error);
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthCard heading={t.heading} intro={t.intro(email)}>
      <form onSubmit={submit} noValidate>
        <OtpInput label={t.group} value={code} onChange={setCode} invalid={invalid} disabled={submitting} />
        <div className={actions}>
          <Button type="submit" block loading={submitting}>
            {t.submit}
          </Button>
          <Button variant="secondary" block loading={resending} disabled={wait > 0} onClick={sendAgain}>
            {wait > 0 ? t.resendIn(wait) : t.resend}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
};
