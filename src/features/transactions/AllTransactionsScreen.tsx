import { Link, useRouter } from '@tanstack/react-router';
import { css } from '@/ui/css';
import { useMemo, useState } from 'react';
import { errorMessages } from '@/api/errors';
import { notifyErrors } from '@/ui/toast';
import { groupByDay } from '@/features/transactions/kinds';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { LoadError } from '@/ui/LoadError';
import { NoTransactions, TransactionGroups } from '@/features/transactions/TransactionList';
import { fetchTransactionPage, type TransactionPage } from './api';
import { texts } from './texts';

const page = css`
  max-width: 720px;
  margin: 0 auto;
  & .top { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px; margin-bottom: 16px; }
  & h1 { margin: 0; font-size: var(--text-xl); }
  & .statement { display: inline-flex; align-items: center; min-height: var(--target); color: var(--brand-dark); font-weight: 600; }
  & .count { margin: 16px 0 0; color: var(--muted); font-size: var(--text-sm); text-align: center; }
  & .more { display: flex; justify-content: center; margin-top: 12px; }
`;

/** Appends the next page; a row that moved down a page because a new one arrived is not shown twice. */
const appendPage = (shown: TransactionPage, next: TransactionPage): TransactionPage => {
  const ids = new Set(shown.rows.map((row) => row.id));
  return { ...next, rows: [...shown.rows, ...next.rows.filter((row) => !ids.has(row.id))] };
};

const TransactionsList = ({ first }: { first: TransactionPage }) => {
  const t = texts.all;
  const [list, setList] = useState(first);
  const [loading, setLoading] = useState(false);
  const groups = useMemo(() => groupByDay(list.rows), [list.rows]);

  const loadMore = async () => {
    setLoading(true);
    try {
      const next = await fetchTransactionPage(list.page + 1);
      setList((shown) => appendPage(shown, next));
    } catch (error) {
      notifyErrors(errorMessages(error, t.failed));
    } finally {
      setLoading(false);
    }
  };

  if (list.rows.length === 0) return <NoTransactions />;
  return (
    <>
      <TransactionGroups groups={groups} headingLevel={2} />
      <p className="count" role="status">
        {t.loaded(list.rows.length)}
      </p>
      {list.page < list.lastPage && (
        <div className="more">
          <Button variant="secondary" loading={loading} onClick={loadMore}>
            {t.loadMore}
          </Button>
        </div>
      )}
    </>
  );
};

/**
 * /alltransactions (docs/product.md §Transactions): every row, newest first, ten more at a time.
 * `first` is page one, null when it could not be read; `loadedAt` is when it was, and a revisit,
 * which reads page one again in the background, starts the list again from it.
 */
export const AllTransactionsScreen = ({ first, loadedAt }: { first: TransactionPage | null; loadedAt: number }) => {
  const router = useRouter();
  return (
    <Card className={page}>
      <div className="top">
        <h1>{texts.all.heading}</h1>
        <Link to="/account/statement" className="statement">
          {texts.all.statement}
        </Link>
      </div>
      {first ? (
        <TransactionsList key={loadedAt} first={first} />
      ) : (
        <LoadError message={texts.all.failed} retryLabel={texts.all.retry} onRetry={() => router.invalidate()} />
      )}
    </Card>
  );
};
