import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { css } from '@/ui/css';
import { SpecialOffers } from '@/features/investments';
import { useShownCopy } from '@/features/offline';
import { groupByDay } from '@/features/transactions';
import { session } from '@/state/session';
import { useShownMatch } from '@/ui/useShownMatch';
import { DashboardCardsSkeleton } from './DashboardSkeleton';
import { HistoryCard } from './HistoryCard';
import { InvestmentTiles } from './InvestmentTiles';
import type { DashboardFigures } from './loader';
import { texts } from './texts';
import { WalletCard } from './WalletCard';

const page = css`
  display: grid;
  /* minmax(0, 1fr): no card's content may widen the page past a narrow screen. */
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  & h1 { margin: 0; font-size: 1.4rem; }
`;

/** The cards under the wallet, once the figures are in. */
const DashboardCards = ({ figures }: { figures: DashboardFigures }) => {
  useShownCopy(figures.snapshotAt);
  return (
    <>
      <InvestmentTiles count={figures.investmentCount} invested={figures.investedAmount} returning={figures.returningAmount} />
      <SpecialOffers plans={figures.plans} />
      <HistoryCard groups={groupByDay(figures.recent)} />
    </>
  );
};

type Arrived = { figures: DashboardFigures } | { failure: unknown } | null;

/**
 * The latest figures that have arrived. When the page reads again (back online), the cards keep
 * showing the last ones until the new ones are in, rather than going back to their skeleton. The
 * reads fail quietly on their own, so only a fault in the code fails the figures: it is thrown
 * here, in the render, to the app's error screen, as a failed loader's would be.
 */
const useArrivedFigures = (figures: Promise<DashboardFigures> | undefined): DashboardFigures | null => {
  const [arrived, setArrived] = useState<Arrived>(null);
  useEffect(() => {
    let current = true;
    figures?.then(
      (next) => current && setArrived({ figures: next }),
      (failure: unknown) => current && setArrived({ failure }),
    );
    return () => {
      current = false;
    };
  }, [figures]);
  if (arrived && 'failure' in arrived) throw arrived.failure;
  return arrived?.figures ?? null;
};

/**
 * Top to bottom: wallet, investment tiles, Special Offers, history (docs/product.md §Dashboard).
 * The greeting and the wallet draw at once from the session; the cards wait for their figures.
 */
export const DashboardScreen = () => {
  useSignals();
  const data = useShownMatch('/_app/dashboard')?.loaderData;
  const figures = useArrivedFigures(data?.figures);
  if (!data) return null;
  return (
    <div className={page}>
      <h1 data-page-title={texts.pageTitle}>{texts.greeting(session.value?.customer?.firstname ?? '')}</h1>
      <WalletCard />
      {figures ? <DashboardCards figures={figures} /> : <DashboardCardsSkeleton />}
    </div>
  );
};
