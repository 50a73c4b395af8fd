import { Link } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { setStage } from '@/lib/stages';
import { isFilled } from '@/lib/validation';
import { Button } from '@/ui/Button';
import { TextInput } from '@/ui/Field';
import { forgotPassword } from '../api';
import { AuthCard, footnote } from '../AuthCard';
import { recovery } from '../flowStore';
import { texts } from '../texts';
import { useSendFirstOtp } from '../useSendFirstOtp';

export const ForgotScreen = () => {
  const t = texts.forgot;
  const [email, setEmail] = useState(() => recovery.read()?.email ?? '');
  const [invalid, setInvalid] = useState(false);
  const { start, invalid: refuse, sendOtp, submitting } = useSendFirstOtp('recovery', recovery, forgotPassword, '/forgot-password/otp');

  useEffect(() => setStage('recovery', 1), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    start();
    if (!isFilled(email)) {
      setInvalid(true);
      refuse(texts.messages.allFieldsRequired);
      return;
    }
    setInvalid(false);
    await sendOtp({ email: email.trim() });
  };

  return (
    <AuthCard heading={t.heading} intro={t.intro}>
      <form onSubmit={submit} noValidate>
        <TextInput
          label={t.email}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          invalid={invalid}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <Button type="submit" block loading={submitting}>
          {t.submit}
        </Button>
      </form>
      <p className={footnote}>
        <Link to="/login">{t.back}</Link>
      </p>
    </AuthCard>
  );
};
