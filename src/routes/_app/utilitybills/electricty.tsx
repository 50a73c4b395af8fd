import { createFileRoute } from '@tanstack/react-router';
import { loadElectricityForm } from '@/features/bills/loaders';
import { ElectricityScreen } from '@/features/bills/ElectricityScreen';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/utilitybills/electricty')({
  codeSplitGroupings: [['loader', 'component']],
  pendingComponent: pendingScreen('/_app/utilitybills/electricty'),
  loader: loadElectricityForm,
  component: () => <ElectricityScreen from="/_app/utilitybills/electricty" />,
});
