import { css } from '@/ui/css';
import { useEffect, useRef, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { errorMessages } from '@/api/errors';
import { isFilled } from '@/lib/validation';
import { REMEMBERED_ID_KEY, startSession } from '@/state/session';
import { Button } from '@/ui/Button';
import { Checkbox } from '@/ui/Checkbox';
import { TextInput } from '@/ui/Field';
import { PasswordInput } from '@/ui/PasswordInput';
import { dismissErrors, notifyError, notifySuccess, notifyErrors } from '@/ui/toast';
import { VALIDATION_MS } from '@/ui/toastLimits';
import { PasskeySignIn } from './PasskeySignIn';
import type { LoginResponse } from '@contract/auth';
import { login } from '../api';
import { takePrerenderedLogin } from './prerenderedLogin';
import { AuthCard, footnote } from '../AuthCard';
import { texts } from '../texts';

/** Sign-in errors show at the top centre for 3 s (docs/product.md §Errors and toasts); each attempt takes the last one's away. */
const LOGIN_TOAST = { position: 'top-center', duration: VALIDATION_MS, form: 'login' } as const;

const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 4px 12px;
  margin-bottom: 16px;
  & a { color: var(--brand-dark); font-weight: 600; padding: 10px 0; }
`;

const passkeyRow = css`
  margin-top: 12px;
  &:empty { display: none; }
`;

/** The sign-in screen's ways out: a link to another signed-out screen, and what follows a sign-in. */
export type LoginWays = {
  Link: ComponentType<{ to: '/register' | '/forgot-password'; children: ReactNode }>;
  /** Opens the dashboard. */
  onSignedIn: () => Promise<unknown>;
};

/**
 * The sign-in form. It does not know the router: inside the app the route gives it the router's
 * links, and the sign-in page that loads without the router gives it its own
 * (docs/architecture.md, "Sign-in before the JavaScript").
 */
export const LoginScreen = ({ Link, onSignedIn }: LoginWays) => {
  const t = texts.login;
  // What was typed in the pre-rendered form before the JavaScript arrived wins over Remember Me.
  const [typed] = useState(takePrerenderedLogin);
  const [uniqueid, setUniqueid] = useState(() => typed?.uniqueid || (localStorage.getItem(REMEMBERED_ID_KEY) ?? ''));
  const [password, setPassword] = useState(typed?.password ?? '');
  const [remember, setRemember] = useState(() => Boolean(typed?.remember) || localStorage.getItem(REMEMBERED_ID_KEY) !== null);
  const [invalid, setInvalid] = useState(false);
  /** The password form is sending; a passkey sign-in shows its wait on its own button. */
  const [submitting, setSubmitting] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // Focus goes back to the field that had it (setting a value leaves the caret at its end), and
  // a refusal the server wrote into the page stays in sight as the usual toast.
  useEffect(() => {
    if (typed?.focused) (form.current?.elements.namedItem(typed.focused) as HTMLInputElement | null)?.focus();
    if (typed?.alert) notifyError(typed.alert, LOGIN_TOAST);
  }, [typed]);

  /** A passkey sign-in ends as a password one does: the same cookies, session and way in. */
  const signedIn = async (result: LoginResponse) => {
    startSession(result);
    notifySuccess(result.message);
    await onSignedIn();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    dismissErrors(LOGIN_TOAST.form);
    if (!isFilled(uniqueid, password)) {
      setInvalid(true);
      notifyError(texts.messages.allFieldsRequired, LOGIN_TOAST);
      return;
    }
    setInvalid(false);
    setSubmitting(true);
    try {
      const id = uniqueid.trim();
      const result = await login({ uniqueid: id, password });
      if (remember) localStorage.setItem(REMEMBERED_ID_KEY, id);
      else localStorage.removeItem(REMEMBERED_ID_KEY);
      await signedIn(result);
    } catch (error) {
      notifyErrors(errorMessages(error, texts.errors.unexpected), LOGIN_TOAST);
      setSubmitting(false);
    }
  };

  return (
    <AuthCard heading={t.heading} intro={t.intro}>
      <form ref={form} onSubmit={submit} noValidate>
        <TextInput
          label={t.uniqueId}
          name="uniqueid"
          autoComplete="username webauthn"
          value={uniqueid}
          invalid={invalid && !uniqueid.trim()}
          onChange={(e) => setUniqueid(e.currentTarget.value)}
        />
        <PasswordInput
          label={t.password}
          name="password"
          autoComplete="current-password"
          value={password}
          invalid={invalid && !password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <div className={row}>
          <Checkbox label={t.remember} checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
          <Link to="/forgot-password">{t.forgot}</Link>
        </div>
        <Button type="submit" block loading={submitting}>
          {t.submit}
        </Button>
      </form>
      <div className={passkeyRow}>
        <PasskeySignIn
          label={t.passkey}
          disabled={submitting}
          onSignedIn={signedIn}
          onError={(error) => notifyErrors(errorMessages(error, texts.errors.unexpected), LOGIN_TOAST)}
        />
      </div>
      <p className={footnote}>
        {t.noAccount} <Link to="/register">{t.register}</Link>
      </p>
    </AuthCard>
  );
};
