import { createFileRoute } from '@tanstack/react-router';
import { AllTransactionsScreen } from '@/features/transactions/AllTransactionsScreen';
import { loadFirstPage } from '@/features/transactions/allTransactionsLoader';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/alltransactions')({
  pendingComponent: pendingScreen('/_app/alltransactions'),
  loader: loadFirstPage,
  component: AllTransactionsScreen,
});
