import { css } from '@/ui/css';
import { Button } from '@/ui/Button';

const problemsClass = css`
  min-height: 1.5em;
  margin-bottom: 12px;
  color: var(--danger);
  & p { margin: 0; }
`;

const actionsClass = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
`;

/** A dialog form's messages, read out as they change: toasts behind a modal are inert. */
export const DialogProblems = ({ problems }: { problems: readonly string[] }) => (
  <div className={problemsClass} role="alert">
    {problems.map((message) => (
      <p key={message}>{message}</p>
    ))}
  </div>
);

type DialogButtonsProps = { cancel: string; submit: string; onCancel: () => void; busy?: boolean };

/** Cancel and the form's submit side by side; both wait while the form is being sent. */
export const DialogButtons = ({ cancel, submit, onCancel, busy = false }: DialogButtonsProps) => (
  <div className={actionsClass}>
    <Button variant="secondary" onClick={onCancel} disabled={busy}>
      {cancel}
    </Button>
    <Button type="submit" loading={busy}>
      {submit}
    </Button>
  </div>
);
