import { createFileRoute } from '@tanstack/react-router';
import { BuyUnitsScreen } from '@/features/investments/BuyUnitsScreen';
import { loadPlan } from '@/features/investments/loaders';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/investmentunit/$id')({
  // One chunk for loader and screen: each chunk costs the entry a line in its preload table.
  codeSplitGroupings: [['loader', 'component']],
  pendingComponent: pendingScreen('/_app/investmentunit/$id'),
  loader: ({ params, location }) => loadPlan(params.id, location.state.plan),
  component: () => <BuyUnitsScreen from="/_app/investmentunit/$id" />,
});
