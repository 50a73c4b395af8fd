import { createFileRoute } from '@tanstack/react-router';
import { WithdrawScreen } from '../../features/wallet/WithdrawScreen';

export const Route = createFileRoute('/_app/withdraw')({ component: WithdrawScreen });
