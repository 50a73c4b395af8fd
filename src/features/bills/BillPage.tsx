import { Link } from '@tanstack/react-router';
import { css } from 'goober';
import { useId, type ReactNode } from 'react';
import { Card } from '@/ui/Card';
import { texts } from './texts';

const page = css`
  max-width: 480px;
  margin: 0 auto;
  & h1 { margin: 0 0 16px; font-size: 1.4rem; }
  & .back { display: inline-flex; align-items: center; min-height: 44px; margin-bottom: 4px; color: var(--brand-dark); font-weight: 600; }
`;

/** A bill screen's card: the way back to the hub, its h1, then the form. */
export const BillPage = ({ heading, children }: { heading: string; children: ReactNode }) => {
  const headingId = useId();
  return (
    <Card className={page} aria-labelledby={headingId}>
      <Link to="/utilitybills" className="back">
        <span aria-hidden="true">←&nbsp;</span>
        {texts.back}
      </Link>
      <h1 id={headingId}>{heading}</h1>
      {children}
    </Card>
  );
};
