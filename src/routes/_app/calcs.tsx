import { createFileRoute } from '@tanstack/react-router';
import { CalcsScreen } from '@/features/investments/calculator/CalcsScreen';
import { CalcsSkeleton } from '@/features/investments/InvestmentsSkeletons';

export const Route = createFileRoute('/_app/calcs')({ pendingComponent: CalcsSkeleton, component: CalcsScreen });
