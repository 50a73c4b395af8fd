import { createFileRoute } from '@tanstack/react-router';
import { AllTransactionsScreen } from '../../features/transactions/AllTransactionsScreen';
import { loadFirstPage } from '../../features/transactions/allTransactionsLoader';
import { PageSkeleton } from '../../ui/PageSkeleton';

export const Route = createFileRoute('/_app/alltransactions')({
  loader: loadFirstPage,
  pendingComponent: PageSkeleton,
  component: AllTransactionsScreen,
});
