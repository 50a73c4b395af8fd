import { createFileRoute } from '@tanstack/react-router';
import { DepositScreen } from '@/features/wallet/DepositScreen';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/deposit')({ pendingComponent: pendingScreen('/_app/deposit'), component: DepositScreen });
