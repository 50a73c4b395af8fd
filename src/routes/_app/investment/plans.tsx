import { createFileRoute } from '@tanstack/react-router';
import { PlansSkeleton } from '@/features/investments/InvestmentsSkeletons';
import { loadPlans } from '@/features/investments/loaders';
import { PlansScreen } from '@/features/investments/plans/PlansScreen';
import { useShownMatch } from '@/ui/useShownMatch';

export const Route = createFileRoute('/_app/investment/plans')({
  // One chunk for loader and screen: each chunk costs the entry a line in its preload table.
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
  pendingComponent: PlansSkeleton,
  loader: loadPlans,
  component: function PlansRoute() {
    const data = useShownMatch(Route.id)?.loaderData;
    return data === undefined ? null : <PlansScreen plans={data} />;
  },
});
