import { createFileRoute } from '@tanstack/react-router';
import { CalculatorScreen } from '@/features/investments/calculator/CalculatorScreen';
import { CalculatorSkeleton } from '@/features/investments/InvestmentsSkeletons';
import { loadCalculatorPlans } from '@/features/investments/loaders';
import { useShownMatch } from '@/ui/useShownMatch';

export const Route = createFileRoute('/_app/calulator')({
  // One chunk for loader and screen: each chunk costs the entry a line in its preload table.
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
  pendingComponent: CalculatorSkeleton,
  loader: loadCalculatorPlans,
  component: function CalculatorRoute() {
    const data = useShownMatch(Route.id)?.loaderData;
    return data === undefined ? null : <CalculatorScreen plans={data} />;
  },
});
