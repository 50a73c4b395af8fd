import { createFileRoute } from '@tanstack/react-router';
import { DepositScreen } from '@/features/wallet/DepositScreen';
import { DepositSkeleton } from '@/features/wallet/WalletSkeleton';

export const Route = createFileRoute('/_app/deposit')({ pendingComponent: DepositSkeleton, component: DepositScreen });
