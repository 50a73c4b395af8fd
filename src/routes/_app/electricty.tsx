import { createFileRoute } from '@tanstack/react-router';
import { loadElectricityForm } from '@/features/bills/loaders';
import { ElectricityScreen } from '@/features/bills/ElectricityScreen';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/electricty')({
  codeSplitGroupings: [['loader', 'component']],
  pendingComponent: pendingScreen('/_app/electricty'),
  loader: loadElectricityForm,
  component: () => <ElectricityScreen from="/_app/electricty" />,
});
