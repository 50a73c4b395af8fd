import { createFileRoute } from '@tanstack/react-router';
import { loadTransactionDetails } from '@/features/transactions/detailsLoader';
import { TransactionDetailsScreen } from '@/features/transactions/TransactionDetailsScreen';
import { positiveInt } from '@/lib/search';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/transaction-details')({
  pendingComponent: pendingScreen('/_app/transaction-details'),
  // The id makes a reload or a shared link work without the row a list passed along.
  validateSearch: (search): { id?: number } => ({ id: positiveInt(search.id) }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ deps, location }) => loadTransactionDetails(deps.id, location.state.transaction),
  component: TransactionDetailsScreen,
});
