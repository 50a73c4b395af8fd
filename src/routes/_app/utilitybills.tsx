import { createFileRoute } from '@tanstack/react-router';
import { BillsHubScreen } from '@/features/bills/BillsHubScreen';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/utilitybills')({ pendingComponent: pendingScreen('/_app/utilitybills'), component: BillsHubScreen });
