import { Navigate, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { errorMessages } from '@/api/errors';
import { isPassword } from '@/lib/validation';
import { Button } from '@/ui/Button';
import { PasswordInput } from '@/ui/PasswordInput';
import { dismissErrors, notifyInvalid, notifySuccess, notifyErrors } from '@/ui/toast';
import { resetPassword } from '../api';
import { AuthCard } from '../AuthCard';
import { finishFlow, recovery } from '../flowStore';
import { passwordProblem } from '../rules';
import { texts } from '../texts';

/** Its error toasts go when it is sent again (or the screen is left). */
const FORM = 'reset';

export const ResetPasswordScreen = () => {
  const t = texts.reset;
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const record = recovery.read();
  const { email, otp } = record ?? {};
  if (!email || !otp) return <Navigate to="/forgot-password" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    dismissErrors(FORM);
    const found = passwordProblem(password, confirmation);
    setProblem(found);
    if (found) {
      notifyInvalid(found, { form: FORM });
      return;
    }
    setSubmitting(true);
    try {
      const result = await resetPassword({ email, otp, password, password_confirmation: confirmation });
      notifySuccess(result.message);
      finishFlow('recovery');
      await navigate({ to: '/login' });
    } catch (error) {
      notifyErrors(errorMessages(error, texts.errors.unexpected), { form: FORM });
      setSubmitting(false);
    }
  };

  return (
    <AuthCard heading={t.heading}>
      <form onSubmit={submit} noValidate>
        <PasswordInput
          label={t.password}
          autoComplete="new-password"
          value={password}
          invalid={problem === texts.messages.allFieldsRequired && !isPassword(password)}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <PasswordInput
          label={t.confirmation}
          autoComplete="new-password"
          value={confirmation}
          invalid={problem !== undefined && password !== confirmation}
          onChange={(e) => setConfirmation(e.currentTarget.value)}
        />
        <Button type="submit" block loading={submitting}>
          {t.submit}
        </Button>
      </form>
    </AuthCard>
  );
};
