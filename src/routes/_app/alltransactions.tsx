import { createFileRoute } from '@tanstack/react-router';
import { AllTransactionsScreen } from '@/features/transactions/AllTransactionsScreen';
import { loadFirstPage } from '@/features/transactions/allTransactionsLoader';
import { TransactionsSkeleton } from '@/features/transactions/TransactionsSkeleton';
import { useShownMatch } from '@/ui/useShownMatch';

export const Route = createFileRoute('/_app/alltransactions')({
  pendingComponent: TransactionsSkeleton,
  loader: loadFirstPage,
  component: function AllTransactionsRoute() {
    const match = useShownMatch(Route.id);
    return match?.loaderData === undefined ? null : <AllTransactionsScreen first={match.loaderData} loadedAt={match.updatedAt} />;
  },
});
