import { createFileRoute } from '@tanstack/react-router';
import { loadReview } from '@/features/bills/loaders';
import { ReviewScreen } from '@/features/bills/ReviewScreen';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/review/airtime')({
  codeSplitGroupings: [['loader', 'component']],
  pendingComponent: pendingScreen('/_app/review/airtime'),
  loader: loadReview('airtime'),
  component: () => <ReviewScreen kind="airtime" />,
});
