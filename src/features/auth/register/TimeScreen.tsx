import { Navigate, useNavigate, useRouter } from '@tanstack/react-router';
import { css } from '@/ui/css';
import { useState, type FormEvent } from 'react';
import type { CallTime } from '@contract/auth';
import { setStage } from '@/lib/stages';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/LoadError';
import { notifyInvalid } from '@/ui/toast';
import { AuthCard } from '../AuthCard';
import { registration } from '../flowStore';
import { texts } from '../texts';

const fieldset = css`
  border: 0;
  margin: 0 0 20px;
  padding: 0;
  display: grid;
  gap: 10px;
  & legend { font-weight: 600; margin-bottom: 10px; }
  & label {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 48px;
    padding: 10px 14px;
    border: 1px solid var(--border);
    border-radius: var(--radius);
    cursor: pointer;
  }
  & label:has(input:checked) { border-color: var(--brand); background: var(--brand-soft); }
  & input { width: 20px; height: 20px; accent-color: var(--brand); }
`;

/** The time frames could not be read: why, and a way to ask again. */
const TimesFailed = () => {
  const router = useRouter();
  return (
    <AuthCard heading={texts.time.heading} intro={texts.time.intro}>
      <LoadError message={texts.errors.loadTimes} retryLabel={texts.time.retry} onRetry={() => router.invalidate()} />
    </AuthCard>
  );
};

export const TimeScreen = ({ times }: { times: readonly CallTime[] | null }) => (times === null ? <TimesFailed /> : <TimeChoice times={times} />);

const TimeChoice = ({ times }: { times: readonly CallTime[] }) => {
  const t = texts.time;
  const navigate = useNavigate();
  const record = registration.read();
  const [chosen, setChosen] = useState(record?.time?.id);

  if (!record) return <Navigate to="/register" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const time = times.find((candidate) => candidate.id === chosen);
    if (!time) {
      notifyInvalid(texts.messages.timeRequired);
      return;
    }
    registration.write({ ...record, time });
    setStage('register', 5);
    void navigate({ to: '/register/otp/details/time/confirm-registration' });
  };

  return (
    <AuthCard heading={t.heading} intro={t.intro}>
      <form onSubmit={submit} noValidate>
        <fieldset className={fieldset}>
          <legend>{t.legend}</legend>
          {times.length === 0 && <p>{t.empty}</p>}
          {times.map((time) => (
            <label key={time.id}>
              <input type="radio" name="confirmedtime" value={time.id} checked={chosen === time.id} onChange={() => setChosen(time.id)} />
              {time.name}
            </label>
          ))}
        </fieldset>
        <Button type="submit" block>
          {t.submit}
        </Button>
      </form>
    </AuthCard>
  );
};
