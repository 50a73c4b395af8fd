import { createFileRoute } from '@tanstack/react-router';
import { loadPlans } from '@/features/investments/loaders';
import { PlansScreen } from '@/features/investments/PlansScreen';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/investment/plans')({
  // One chunk for loader and screen: each chunk costs the entry a line in its preload table.
  codeSplitGroupings: [['loader', 'component']],
  pendingComponent: pendingScreen('/_app/investment/plans'),
  loader: loadPlans,
  component: () => <PlansScreen from="/_app/investment/plans" />,
});
