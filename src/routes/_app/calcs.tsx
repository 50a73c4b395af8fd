import { createFileRoute } from '@tanstack/react-router';
import { CalcsScreen } from '@/features/investments/CalcsScreen';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/calcs')({ pendingComponent: pendingScreen('/_app/calcs'), component: CalcsScreen });
