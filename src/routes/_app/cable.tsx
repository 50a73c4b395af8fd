import { createFileRoute } from '@tanstack/react-router';
import { loadCableForm } from '@/features/bills/loaders';
import { CableScreen } from '@/features/bills/CableScreen';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/cable')({
  codeSplitGroupings: [['loader', 'component']],
  pendingComponent: pendingScreen('/_app/cable'),
  loader: loadCableForm,
  component: () => <CableScreen from="/_app/cable" />,
});
