import { Link } from '@tanstack/react-router';
import { css } from '@/ui/css';
import { useId, type ReactNode } from 'react';
import { useNeedsConnection } from '@/features/offline';
import { Card } from '@/ui/Card';
import { texts } from '../texts';

const page = css`
  max-width: 480px;
  margin: 0 auto;
  & h1 { margin: 0 0 16px; font-size: var(--text-xl); }
  & .back { display: inline-flex; align-items: center; min-height: var(--target); margin-bottom: 4px; color: var(--brand-dark); font-weight: 600; }
`;

/** The id of a bill form's offline note, which its Continue names as the reason it is off. */
export const OFFLINE_NOTE_ID = 'bill-offline-note';

/** A bill screen's card: the way back to the hub, its h1, offline the note that paying waits, then the form. */
export const BillPage = ({ heading, children }: { heading: string; children: ReactNode }) => {
  const headingId = useId();
  const gate = useNeedsConnection(texts.offline, OFFLINE_NOTE_ID);
  return (
    <Card className={page} aria-labelledby={headingId}>
      <Link to="/utilitybills" className="back">
        <span aria-hidden="true">←&nbsp;</span>
        {texts.back}
      </Link>
      <h1 id={headingId}>{heading}</h1>
      {gate.note}
      {children}
    </Card>
  );
};
