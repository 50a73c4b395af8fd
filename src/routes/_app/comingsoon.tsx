import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '@/features/shell/ComingSoonScreen';
import { ComingSoonSkeleton } from '@/features/shell/ComingSoonSkeleton';

export const Route = createFileRoute('/_app/comingsoon')({ pendingComponent: ComingSoonSkeleton, component: () => <ComingSoonScreen /> });
