import { createFileRoute } from '@tanstack/react-router';
import { loadReview } from '@/features/bills/loaders';
import { ReviewScreen } from '@/features/bills/ReviewScreen';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/review/electricty-bill')({
  codeSplitGroupings: [['loader', 'component']],
  pendingComponent: pendingScreen('/_app/review/electricty-bill'),
  loader: loadReview('electricity'),
  component: () => <ReviewScreen kind="electricity" />,
});
