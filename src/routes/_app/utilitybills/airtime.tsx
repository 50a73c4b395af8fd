import { createFileRoute } from '@tanstack/react-router';
import { loadPhoneForm } from '@/features/bills/loaders';
import { AirtimeScreen } from '@/features/bills/AirtimeScreen';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/utilitybills/airtime')({
  codeSplitGroupings: [['loader', 'component']],
  pendingComponent: pendingScreen('/_app/utilitybills/airtime'),
  loader: loadPhoneForm,
  component: () => <AirtimeScreen from="/_app/utilitybills/airtime" />,
});
