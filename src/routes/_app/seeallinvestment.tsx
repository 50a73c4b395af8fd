import { createFileRoute } from '@tanstack/react-router';
import { loadPlans } from '@/features/investments/loaders';
import { PlansScreen } from '@/features/investments/PlansScreen';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/seeallinvestment')({
  pendingComponent: pendingScreen('/_app/seeallinvestment'),
  loader: loadPlans,
  component: () => <PlansScreen from="/_app/seeallinvestment" />,
});
