import { createFileRoute } from '@tanstack/react-router';
import { DepositScreen } from '../../features/wallet/DepositScreen';

export const Route = createFileRoute('/_app/deposit')({ component: DepositScreen });
