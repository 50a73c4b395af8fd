import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '@/features/shell/ComingSoonScreen';
import { ComingSoonSkeleton } from '@/features/shell/ComingSoonSkeleton';
import { texts } from '@/features/shell/texts';

/** A placeholder page titled 'Custom Page' (docs/product.md §Signed-in frame). */
export const Route = createFileRoute('/_app/transactions')({
  pendingComponent: ComingSoonSkeleton,
  component: () => <ComingSoonScreen heading={texts.placeholders.custom} />,
});
