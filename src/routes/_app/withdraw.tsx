import { createFileRoute } from '@tanstack/react-router';
import { WithdrawScreen } from '../../features/wallet/WithdrawScreen';
import { PendingScreen } from '../../ui/pendingScreens';

export const Route = createFileRoute('/_app/withdraw')({ pendingComponent: PendingScreen, component: WithdrawScreen });
