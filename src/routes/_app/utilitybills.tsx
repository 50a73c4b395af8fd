import { createFileRoute } from '@tanstack/react-router';
import { BillsHubScreen } from '@/features/bills/BillsHubScreen';
import { BillsHubSkeleton } from '@/features/bills/BillsSkeleton';

export const Route = createFileRoute('/_app/utilitybills')({ pendingComponent: BillsHubSkeleton, component: BillsHubScreen });
