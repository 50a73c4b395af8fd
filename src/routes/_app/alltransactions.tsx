import { createFileRoute } from '@tanstack/react-router';
import { AllTransactionsScreen } from '../../features/transactions/AllTransactionsScreen';
import { loadFirstPage } from '../../features/transactions/allTransactionsLoader';
import { PendingScreen } from '../../ui/pendingScreens';

export const Route = createFileRoute('/_app/alltransactions')({
  pendingComponent: PendingScreen,
  loader: loadFirstPage,
  component: AllTransactionsScreen,
});
