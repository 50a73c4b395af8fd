import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '@/features/shell/ComingSoonScreen';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/comingsoon')({ pendingComponent: pendingScreen('/_app/comingsoon'), component: () => <ComingSoonScreen /> });
