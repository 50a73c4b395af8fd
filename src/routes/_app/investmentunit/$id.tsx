import { createFileRoute } from '@tanstack/react-router';
import { BuyUnitsScreen } from '@/features/investments/plans/BuyUnitsScreen';
import { BuyUnitsSkeleton } from '@/features/investments/InvestmentsSkeletons';
import { loadPlan } from '@/features/investments/loaders';
import { useShownMatch } from '@/ui/useShownMatch';

export const Route = createFileRoute('/_app/investmentunit/$id')({
  // One chunk for loader and screen: each chunk costs the entry a line in its preload table.
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
  pendingComponent: BuyUnitsSkeleton,
  loader: ({ params, location }) => loadPlan(params.id, location.state.plan),
  component: function BuyUnitsRoute() {
    const data = useShownMatch(Route.id)?.loaderData;
    return data === undefined ? null : <BuyUnitsScreen data={data} />;
  },
});
