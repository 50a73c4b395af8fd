import { useSignals } from '@preact/signals-react/runtime';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { css } from '@/ui/css';
import { SpecialOffers } from '@/features/investments';
import { useShownCopy } from '@/features/offline';
import { groupByDay } from '@/features/transactions';
import { formatLagosDateTime } from '@/lib/dates';
import { session } from '@/state/session';
import { cardClass } from '@/ui/Card';
import { LoadError } from '@/ui/LoadError';
import { DashboardCardsSkeleton } from './DashboardSkeleton';
import { HistoryCard } from './HistoryCard';
import { InvestmentTiles } from './InvestmentTiles';
import type { DashboardData, DashboardFigures } from './loader';
import { texts } from './texts';
import { WalletCard } from './WalletCard';

const page = css`
  display: grid;
  /* minmax(0, 1fr): no card's content may widen the page past a narrow screen. */
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  & h1 { margin: 0; font-size: var(--text-xl); }
`;

/** Reads the page again; settles once the new figures have arrived. */
type ReadAgain = () => Promise<void>;

/**
 * What the page could not load, said as such, with Try again: the kept figures' time above them,
 * or, with nothing kept, in their place (docs/product.md §Dashboard).
 */
const FiguresFault = ({ message, readAgain }: { message: string; readAgain: ReadAgain }) => (
  <div className={cardClass}>
    <LoadError message={message} retryLabel={texts.figures.retry} onRetry={readAgain} />
  </div>
);

/** The cards under the wallet, once the figures are in; null figures could not be loaded. */
const DashboardCards = ({ figures, readAgain }: { figures: DashboardFigures | null; readAgain: ReadAgain }) => {
  useShownCopy(figures?.snapshotAt ?? null);
  if (!figures) return <FiguresFault message={texts.figures.failed} readAgain={readAgain} />;
  return (
    <>
      {figures.snapshotAt !== null && <FiguresFault message={texts.figures.kept(formatLagosDateTime(new Date(figures.snapshotAt)))} readAgain={readAgain} />}
      <InvestmentTiles count={figures.investmentCount} invested={figures.investedAmount} returning={figures.returningAmount} />
      <SpecialOffers plans={figures.plans} />
      <HistoryCard groups={groupByDay(figures.recent)} />
    </>
  );
};

type Arrived = { figures: DashboardFigures | null } | { failure: unknown } | null;

/**
 * The latest figures that have arrived (`undefined` until the first do), and a way to read the
 * page again that settles when the next have. When the page reads again (back online, Try again),
 * the cards keep showing the last ones until the new ones are in, rather than going back to their
 * skeleton. The reads fail quietly on their own, so only a fault in the code fails the figures: it
 * is thrown here, in the render, to the app's error screen, as a failed loader's would be.
 */
const useArrivedFigures = (figures: Promise<DashboardFigures | null>) => {
  const router = useRouter();
  const [arrived, setArrived] = useState<Arrived>(null);
  const waiting = useRef<Array<() => void>>([]);
  useEffect(() => {
    let current = true;
    const settle = (next: Arrived) => {
      if (!current) return;
      setArrived(next);
      for (const done of waiting.current.splice(0)) done();
    };
    figures.then(
      (next) => settle({ figures: next }),
      (failure: unknown) => settle({ failure }),
    );
    return () => {
      current = false;
    };
  }, [figures]);
  const readAgain = useCallback<ReadAgain>(
    () =>
      new Promise((resolve) => {
        waiting.current.push(resolve);
        void router.invalidate();
      }),
    [router],
  );
  if (arrived && 'failure' in arrived) throw arrived.failure;
  return { figures: arrived?.figures, readAgain };
};

/**
 * Top to bottom: wallet, investment tiles, Special Offers, history (docs/product.md §Dashboard).
 * The greeting and the wallet draw at once from the session; the cards wait for their figures.
 */
export const DashboardScreen = ({ data }: { data: DashboardData }) => {
  useSignals();
  const { figures, readAgain } = useArrivedFigures(data.figures);
  return (
    <div className={page}>
      <h1 data-page-title={texts.pageTitle}>{texts.greeting(session.value?.customer?.firstname ?? '')}</h1>
      <WalletCard />
      {figures === undefined ? <DashboardCardsSkeleton /> : <DashboardCards figures={figures} readAgain={readAgain} />}
    </div>
  );
};
