import { createFileRoute } from '@tanstack/react-router';
import { CalculatorScreen } from '@/features/investments/CalculatorScreen';
import { loadCalculatorPlans } from '@/features/investments/loaders';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/calulator')({
  // One chunk for loader and screen: each chunk costs the entry a line in its preload table.
  codeSplitGroupings: [['loader', 'component']],
  pendingComponent: pendingScreen('/_app/calulator'),
  loader: loadCalculatorPlans,
  component: CalculatorScreen,
});
