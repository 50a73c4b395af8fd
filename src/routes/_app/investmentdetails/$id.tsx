import { createFileRoute } from '@tanstack/react-router';
import { loadPlan } from '@/features/investments/loaders';
import { PlanDetailsScreen } from '@/features/investments/PlanDetailsScreen';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/investmentdetails/$id')({
  // One chunk for loader and screen: each chunk costs the entry a line in its preload table.
  codeSplitGroupings: [['loader', 'component']],
  pendingComponent: pendingScreen('/_app/investmentdetails/$id'),
  loader: ({ params, location }) => loadPlan(params.id, location.state.plan),
  component: () => <PlanDetailsScreen from="/_app/investmentdetails/$id" />,
});
