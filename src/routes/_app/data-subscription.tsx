import { createFileRoute } from '@tanstack/react-router';
import { loadPhoneForm } from '@/features/bills/loaders';
import { DataScreen } from '@/features/bills/DataScreen';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/data-subscription')({
  codeSplitGroupings: [['loader', 'component']],
  pendingComponent: pendingScreen('/_app/data-subscription'),
  loader: loadPhoneForm,
  component: () => <DataScreen from="/_app/data-subscription" />,
});
