import { createFileRoute } from '@tanstack/react-router';
import { loadReview } from '@/features/bills/loaders';
import { ReviewScreen } from '@/features/bills/ReviewScreen';
import { pendingScreen } from '@/ui/pendingScreens';

/** /review/airtime, /data-subscription, /electricty-bill and /cable (docs/product.md §Utility bills), one route for the four. */
export const Route = createFileRoute('/_app/review/$bill')({
  codeSplitGroupings: [['loader', 'component']],
  pendingComponent: pendingScreen('/_app/review/$bill'),
  loader: loadReview,
  component: ReviewScreen,
});
