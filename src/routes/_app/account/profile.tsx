import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '@/features/shell/ComingSoonScreen';
import { texts } from '@/features/shell/texts';
import { pendingScreen } from '@/ui/pendingScreens';

/** A page still to be built: its heading and the way back. */
export const Route = createFileRoute('/_app/account/profile')({
  pendingComponent: pendingScreen('/_app/account/profile'),
  component: () => <ComingSoonScreen heading={texts.placeholders.profile} />,
});
