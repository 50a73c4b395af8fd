import { createFileRoute } from '@tanstack/react-router';
import { loadCableForm } from '@/features/bills/loaders';
import { CableScreen } from '@/features/bills/CableScreen';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/utilitybills/cable')({
  codeSplitGroupings: [['loader', 'component']],
  pendingComponent: pendingScreen('/_app/utilitybills/cable'),
  loader: loadCableForm,
  component: () => <CableScreen from="/_app/utilitybills/cable" />,
});
