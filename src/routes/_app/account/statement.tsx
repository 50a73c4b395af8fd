import { createFileRoute } from '@tanstack/react-router';
import { StatementScreen } from '@/features/receipts/StatementScreen';
import { StatementSkeleton } from '@/features/receipts/StatementSkeleton';

export const Route = createFileRoute('/_app/account/statement')({
  // No loader: nothing is read before the form shows, so its skeleton travels in the screen's own
  // chunk instead of the signed-in one (docs/performance.md §Chunks, preloads and budgets).
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: StatementSkeleton,
  component: StatementScreen,
});
