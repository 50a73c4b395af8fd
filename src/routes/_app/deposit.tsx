import { createFileRoute } from '@tanstack/react-router';
import { DepositScreen } from '../../features/wallet/DepositScreen';
import { PendingScreen } from '../../ui/pendingScreens';

export const Route = createFileRoute('/_app/deposit')({ pendingComponent: PendingScreen, component: DepositScreen });
