import { createFileRoute } from '@tanstack/react-router';
import { loadMyInvestments } from '@/features/investments/loaders';
import { MyInvestmentsScreen } from '@/features/investments/MyInvestmentsScreen';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/investments')({
  pendingComponent: pendingScreen('/_app/investments'),
  loader: loadMyInvestments,
  component: MyInvestmentsScreen,
});
