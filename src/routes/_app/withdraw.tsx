import { createFileRoute } from '@tanstack/react-router';
import { WithdrawScreen } from '@/features/wallet/WithdrawScreen';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/withdraw')({ pendingComponent: pendingScreen('/_app/withdraw'), component: WithdrawScreen });
