import { createFileRoute } from '@tanstack/react-router';
import { loadTransactionDetails } from '@/features/transactions/detailsLoader';
import { TransactionDetailsScreen } from '@/features/transactions/TransactionDetailsScreen';
import { TransactionDetailsSkeleton } from '@/features/transactions/TransactionsSkeleton';
import { positiveInt } from '@/lib/search';
import { useShownMatch } from '@/ui/useShownMatch';

export const Route = createFileRoute('/_app/transaction-details')({
  pendingComponent: TransactionDetailsSkeleton,
  // The id makes a reload or a shared link work without the row a list passed along.
  validateSearch: (search): { id?: number } => ({ id: positiveInt(search.id) }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ deps, location }) => loadTransactionDetails(deps.id, location.state.transaction),
  component: function TransactionDetailsRoute() {
    const data = useShownMatch(Route.id)?.loaderData;
    return data === undefined ? null : <TransactionDetailsScreen found={data} />;
  },
});
