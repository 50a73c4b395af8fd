import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { css } from '@/ui/css';
import { useState } from 'react';
import { errorMessages } from '@/api/errors';
import { Button } from '@/ui/Button';
import { dismissErrors, notifySuccess, notifyErrors } from '@/ui/toast';
import { register } from '../api';
import { AuthCard, footnote } from '../AuthCard';
import { finishFlow, registration } from '../flowStore';
import { texts } from '../texts';

const summary = css`
  margin: 0 0 20px;
  display: grid;
  gap: 12px;
  & div { display: grid; gap: 2px; border-bottom: 1px solid var(--border); padding-bottom: 10px; }
  & dt { color: var(--muted); font-size: var(--text-sm); }
  & dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
`;

/** Its error toasts go when the account is asked for again (or the screen is left). */
const FORM = 'confirm';

export const ConfirmScreen = () => {
  const t = texts.confirm;
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const record = registration.read();
  const { email, otp, details, time } = record ?? {};
  if (!email || !otp || !details || !time) return <Navigate to="/register" replace />;

  const rows: [string, string][] = [
    [t.email, email],
    [t.name, `${details.firstname} ${details.lastname}`],
    [t.phonenumber, details.phonenumber],
    [t.location, details.location],
    [t.address, details.address],
    [t.city, details.city],
    [t.time, time.name],
  ];

  const create = async () => {
    dismissErrors(FORM);
    setSubmitting(true);
    try {
      await register({ ...details, email, otp, confirmedtime: time.id });
      notifySuccess(texts.messages.accountCreated);
      finishFlow('register');
      await navigate({ to: '/login' });
    } catch (error) {
      notifyErrors(errorMessages(error, texts.errors.register), { form: FORM });
      setSubmitting(false);
    }
  };

  return (
    <AuthCard heading={t.heading} intro={t.intro}>
      <dl className={summary}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Button block loading={submitting} onClick={create}>
        {t.submit}
      </Button>
      <p className={footnote}>
        <Link to="/register/otp/details">{t.edit}</Link>
      </p>
    </AuthCard>
  );
};
