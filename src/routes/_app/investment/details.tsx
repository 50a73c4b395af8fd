import { createFileRoute } from '@tanstack/react-router';
import { PlanDetailsSkeleton } from '@/features/investments/InvestmentsSkeletons';
import { loadPlan } from '@/features/investments/loaders';
import { PlanDetailsScreen } from '@/features/investments/plans/PlanDetailsScreen';
import { useShownMatch } from '@/ui/useShownMatch';

export const Route = createFileRoute('/_app/investment/details')({
  // One chunk for loader and screen: each chunk costs the entry a line in its preload table.
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
  pendingComponent: PlanDetailsSkeleton,
  // The plan comes in history state, not the address: a visit to another plan must not show this one's data first.
  gcTime: 0,
  loader: ({ location }) => loadPlan(undefined, location.state.plan),
  component: function PlanDetailsRoute() {
    const data = useShownMatch(Route.id)?.loaderData;
    return data === undefined ? null : <PlanDetailsScreen data={data} byId={false} />;
  },
});
