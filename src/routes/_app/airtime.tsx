import { createFileRoute } from '@tanstack/react-router';
import { loadPhoneForm } from '@/features/bills/loaders';
import { AirtimeScreen } from '@/features/bills/AirtimeScreen';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/airtime')({
  codeSplitGroupings: [['loader', 'component']],
  pendingComponent: pendingScreen('/_app/airtime'),
  loader: loadPhoneForm,
  component: () => <AirtimeScreen from="/_app/airtime" />,
});
