import { createFileRoute } from '@tanstack/react-router';
import { BillsHubScreen } from '@/features/bills/hub/BillsHubScreen';
import { BillsHubSkeleton } from '@/features/bills/hub/BillsHubSkeleton';

export const Route = createFileRoute('/_app/utilitybills')({ pendingComponent: BillsHubSkeleton, component: BillsHubScreen });
