import { createFileRoute } from '@tanstack/react-router';
import { loadMyInvestments } from '@/features/investments/loaders';
import { MyInvestmentsScreen } from '@/features/investments/MyInvestmentsScreen';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/investments')({
  // One chunk for loader and screen: each chunk costs the entry a line in its preload table.
  codeSplitGroupings: [['loader', 'component']],
  pendingComponent: pendingScreen('/_app/investments'),
  loader: loadMyInvestments,
  component: MyInvestmentsScreen,
});
