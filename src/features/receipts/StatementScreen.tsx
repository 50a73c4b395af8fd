import { useId, useState, type FormEvent } from 'react';
import type { StatementRequest } from '@contract/receipts';
import { statementPeriodProblem } from '@contract/statement-period';
import { saveFile, type Received } from '@/api/download';
import { ApiError } from '@/api/errors';
import { lagosIsoDate } from '@/lib/dates';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { css } from '@/ui/css';
import { TextInput } from '@/ui/Field';
import { notifyErrors, notifySuccess } from '@/ui/toast';
import { emailStatement, fetchStatement } from './api';
import { periodOf, PERIODS, type PeriodName } from './periods';
import { texts } from './texts';

const page = css`
  max-width: 520px;
  margin: 0 auto;
  & h1 { margin: 0 0 8px; font-size: var(--text-xl); }
  & .intro { margin: 0 0 16px; color: var(--muted); }
  & fieldset { border: 0; padding: 0; margin: 0 0 16px; }
  & legend { font-weight: 600; font-size: var(--text-sm); margin-bottom: 8px; }
  & .choices { display: flex; flex-wrap: wrap; gap: 8px; }
  & .choices label { display: inline-flex; align-items: center; gap: 6px; min-height: var(--target); padding: 0 12px; border: 1px solid var(--border); border-radius: var(--radius-pill); cursor: pointer; }
  & .choices label:has(input:checked) { border-color: var(--brand); background: var(--brand-soft); color: var(--brand-dark); font-weight: 600; }
  & .dates { display: grid; grid-template-columns: 1fr 1fr; gap: 0 12px; }
  & .problem { margin: -8px 0 12px; color: var(--danger); font-size: var(--text-sm); }
  & .actions { display: flex; flex-wrap: wrap; gap: 8px; }
  & .actions > * { flex: 1 1 160px; }
  & .progress { display: grid; gap: 4px; margin-top: 16px; font-size: var(--text-sm); color: var(--muted); }
  & progress { width: 100%; accent-color: var(--brand); }
`;

type Busy = 'download' | 'email' | null;

const messagesOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.messages.length > 0 ? error.messages : [fallback]);

/** The choices of one radio group, as pills. */
function Choices<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly [T, string][];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="choices">
        {options.map(([option, label]) => (
          <label key={option}>
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * /account/statement (docs/product.md §Receipts and statements): a period (this month, last month,
 * the last 3, 6 or 12 months, or custom dates up to 12 months), PDF or CSV, then Download, with
 * what has arrived shown as it comes, or E-mail it to me.
 */
export const StatementScreen = () => {
  const t = texts.statement;
  const id = useId();
  const today = lagosIsoDate();
  const [period, setPeriod] = useState<PeriodName>('lastMonth');
  const [custom, setCustom] = useState(() => periodOf('thisMonth', today));
  const [format, setFormat] = useState<StatementRequest['format']>('pdf');
  const [busy, setBusy] = useState<Busy>(null);
  const [received, setReceived] = useState<Received | null>(null);

  const dates = period === 'custom' ? custom : periodOf(period, today);
  const problem = statementPeriodProblem(dates.from, dates.to, today);
  const request: StatementRequest = { ...dates, format };

  const submit = async (event: FormEvent<HTMLFormElement>, what: Exclude<Busy, null>) => {
    event.preventDefault();
    if (problem) return;
    setBusy(what);
    try {
      if (what === 'email') {
        notifySuccess((await emailStatement(request)).message);
      } else {
        setReceived({ bytes: 0, total: null });
        saveFile(await fetchStatement(request, setReceived));
        notifySuccess(t.done);
      }
    } catch (error) {
      notifyErrors(messagesOf(error, t.failed));
    } finally {
      setBusy(null);
      setReceived(null);
    }
  };

  return (
    <Card className={page}>
      <h1>{t.heading}</h1>
      <p className="intro">{t.intro}</p>
      <form onSubmit={(event) => void submit(event, 'download')}>
        <Choices legend={t.period} name={`${id}period`} options={PERIODS.map((name) => [name, t.periods[name]] as const)} value={period} onChange={setPeriod} />
        {period === 'custom' && (
          <div className="dates">
            {(['from', 'to'] as const).map((end) => (
              <TextInput
                key={end}
                label={t[end]}
                type="date"
                value={custom[end]}
                max={today}
                onChange={(event) => setCustom({ ...custom, [end]: event.currentTarget.value })}
                invalid={Boolean(problem)}
              />
            ))}
          </div>
        )}
        {problem && (
          <p className="problem" role="alert">
            {problem}
          </p>
        )}
        <Choices
          legend={t.format}
          name={`${id}format`}
          options={[
            ['pdf', t.pdf],
            ['csv', t.csv],
          ]}
          value={format}
          onChange={setFormat}
        />
        <div className="actions">
          <Button type="submit" loading={busy === 'download'} disabled={busy !== null || Boolean(problem)}>
            {t.download}
          </Button>
          <Button
            variant="secondary"
            loading={busy === 'email'}
            disabled={busy !== null || Boolean(problem)}
            onClick={(event) => void submit(event as unknown as FormEvent<HTMLFormElement>, 'email')}
          >
            {t.email}
          </Button>
        </div>
        {received && (
          <div className="progress" role="status">
            <span>{t.downloading}</span>
            {received.total ? <progress max={received.total} value={received.bytes} /> : <progress />}
            <span>{t.received((received.bytes / 1024).toFixed(0))}</span>
          </div>
        )}
      </form>
    </Card>
  );
};
