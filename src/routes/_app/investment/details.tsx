import { createFileRoute } from '@tanstack/react-router';
import { loadPlan } from '@/features/investments/loaders';
import { PlanDetailsScreen } from '@/features/investments/PlanDetailsScreen';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/investment/details')({
  // One chunk for loader and screen: each chunk costs the entry a line in its preload table.
  codeSplitGroupings: [['loader', 'component']],
  pendingComponent: pendingScreen('/_app/investment/details'),
  // The plan comes in history state, not the address: a visit to another plan must not show this one's data first.
  gcTime: 0,
  loader: ({ location }) => loadPlan(undefined, location.state.plan),
  component: () => <PlanDetailsScreen from="/_app/investment/details" />,
});
