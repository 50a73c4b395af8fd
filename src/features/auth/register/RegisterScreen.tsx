import { Link } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { setStage } from '@/lib/stages';
import { isFilled, isPassword } from '@/lib/validation';
import { Button } from '@/ui/Button';
import { TextInput } from '@/ui/Field';
import { PasswordInput } from '@/ui/PasswordInput';
import type { GetStartedRequest } from '@contract/auth';
import { getStarted } from '../api';
import { AuthCard, footnote } from '../AuthCard';
import { registration, signupStart } from '../flowStore';
import { texts } from '../texts';
import { useSendFirstOtp } from '../useSendFirstOtp';

export const RegisterScreen = () => {
  const t = texts.register;
  const [email, setEmail] = useState(() => registration.read()?.email ?? '');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { start, invalid: refuse, sendOtp, submitting } = useSendFirstOtp<GetStartedRequest>('register', signupStart, getStarted, '/register/otp');

  useEffect(() => setStage('register', 1), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    start();
    if (!isFilled(email, password) || !isPassword(password)) {
      setInvalid(true);
      refuse(texts.messages.allFieldsRequired);
      return;
    }
    setInvalid(false);
    await sendOtp({ email: email.trim(), password });
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
          invalid={invalid && !email.trim()}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <PasswordInput
          label={t.password}
          name="password"
          autoComplete="new-password"
          value={password}
          invalid={invalid && !isPassword(password)}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <Button type="submit" block loading={submitting}>
          {t.submit}
        </Button>
      </form>
      <p className={footnote}>
        {t.haveAccount} <Link to="/login">{t.login}</Link>
      </p>
    </AuthCard>
  );
};
