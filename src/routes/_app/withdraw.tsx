import { createFileRoute } from '@tanstack/react-router';
import { WithdrawSkeleton } from '@/features/wallet/WalletSkeleton';
import { WithdrawScreen } from '@/features/wallet/WithdrawScreen';

export const Route = createFileRoute('/_app/withdraw')({ pendingComponent: WithdrawSkeleton, component: WithdrawScreen });
