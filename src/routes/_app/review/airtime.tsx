import { createFileRoute } from '@tanstack/react-router';
import { ReviewSkeleton } from '@/features/bills/review/ReviewSkeleton';
import { loadReview } from '@/features/bills/review/loaders';
import { ReviewScreen } from '@/features/bills/review/ReviewScreen';
import { useShownMatch } from '@/ui/useShownMatch';

/** Its values come by navigation state (docs/product.md §Utility bills). */
export const Route = createFileRoute('/_app/review/airtime')({
  // One chunk for loader and screen: each chunk costs the entry a line in its preload table.
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
  pendingComponent: ReviewSkeleton,
  loader: ({ location }) => loadReview('airtime', location.state),
  component: function AirtimeReviewRoute() {
    const data = useShownMatch(Route.id)?.loaderData;
    return data === undefined ? null : <ReviewScreen loaded={data} />;
  },
});
