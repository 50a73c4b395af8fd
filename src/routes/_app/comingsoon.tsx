import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../features/shell/ComingSoonScreen';
import { PendingScreen } from '../../ui/pendingScreens';

export const Route = createFileRoute('/_app/comingsoon')({ pendingComponent: PendingScreen, component: () => <ComingSoonScreen /> });
