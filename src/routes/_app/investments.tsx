import { createFileRoute } from '@tanstack/react-router';
import { MyInvestmentsSkeleton } from '@/features/investments/InvestmentsSkeletons';
import { loadMyInvestments } from '@/features/investments/loaders';
import { MyInvestmentsScreen } from '@/features/investments/mine/MyInvestmentsScreen';
import { useShownMatch } from '@/ui/useShownMatch';

export const Route = createFileRoute('/_app/investments')({
  // One chunk for loader and screen: each chunk costs the entry a line in its preload table.
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
  pendingComponent: MyInvestmentsSkeleton,
  loader: loadMyInvestments,
  component: function MyInvestmentsRoute() {
    const data = useShownMatch(Route.id)?.loaderData;
    return data === undefined ? null : <MyInvestmentsScreen data={data} />;
  },
});
