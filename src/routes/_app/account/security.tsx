import { createFileRoute } from '@tanstack/react-router';
import { SecurityScreen } from '../../../features/account/SecurityScreen';
import { PendingScreen } from '../../../ui/pendingScreens';

export const Route = createFileRoute('/_app/account/security')({ pendingComponent: PendingScreen, component: SecurityScreen });
