import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '@/features/shell/ComingSoonScreen';
import { texts } from '@/features/shell/texts';
import { pendingScreen } from '@/ui/pendingScreens';

/** A placeholder page titled 'Custom Page' (docs/product.md §Signed-in frame). */
export const Route = createFileRoute('/_app/transactions')({
  pendingComponent: pendingScreen('/_app/transactions'),
  component: () => <ComingSoonScreen heading={texts.placeholders.custom} />,
});
