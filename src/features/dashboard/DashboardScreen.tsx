import { useSignals } from '@preact/signals-react/runtime';
import { css } from 'goober';
import { SpecialOffers } from '@/features/investments';
import { groupByDay } from '@/features/transactions';
import { session } from '@/state/session';
import { useShownMatch } from '@/ui/useShownMatch';
import { HistoryCard } from './HistoryCard';
import { InvestmentTiles } from './InvestmentTiles';
import { texts } from './texts';
import { WalletCard } from './WalletCard';

const page = css`
  display: grid;
  /* minmax(0, 1fr): no card's content may widen the page past a narrow screen. */
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  & h1 { margin: 0; font-size: 1.4rem; }
`;

/** Top to bottom: wallet, investment tiles, Special Offers, history (docs/product.md §Dashboard). */
export const DashboardScreen = () => {
  useSignals();
  const data = useShownMatch('/_app/dashboard')?.loaderData;
  if (!data) return null;
  return (
    <div className={page}>
      <h1>{texts.greeting(session.value?.customer?.firstname ?? '')}</h1>
      <WalletCard />
      <InvestmentTiles count={data.investmentCount} invested={data.investedAmount} returning={data.returningAmount} />
      <SpecialOffers plans={data.plans} />
      <HistoryCard groups={groupByDay(data.recent)} />
    </div>
  );
};
