import { createFileRoute } from '@tanstack/react-router';
import { loadPlans } from '@/features/investments/loaders';
import { PlansScreen } from '@/features/investments/PlansScreen';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/seeallinvestment')({
  // One chunk for loader and screen: each chunk costs the entry a line in its preload table.
  codeSplitGroupings: [['loader', 'component']],
  pendingComponent: pendingScreen('/_app/seeallinvestment'),
  loader: loadPlans,
  component: () => <PlansScreen from="/_app/seeallinvestment" />,
});
