import { Link } from '@tanstack/react-router';
import { css } from '@/ui/css';
import type { TransactionGroup } from '@/features/transactions';
import { Card } from '@/ui/Card';
import { NoTransactions, TransactionGroups } from '@/features/transactions';
import { texts } from './texts';

const card = css`
  & header { display: flex; align-items: center; justify-content: space-between; margin-bottom: 12px; }
  & h2 { margin: 0; font-size: var(--text-lg); }
  & header a { display: inline-flex; align-items: center; min-height: var(--target); padding: 0 4px; color: var(--brand-dark); font-weight: 600; }
`;

/** The latest transactions under their day headings, and See more (docs/product.md §Dashboard). */
export const HistoryCard = ({ groups }: { groups: readonly TransactionGroup[] }) => {
  const t = texts.history;
  return (
    <Card className={card} aria-labelledby="history-heading">
      <header>
        <h2 id="history-heading">{t.heading}</h2>
        <Link to="/alltransactions">{t.seeMore}</Link>
      </header>
      {groups.length === 0 ? <NoTransactions /> : <TransactionGroups groups={groups} headingLevel={3} />}
    </Card>
  );
};
