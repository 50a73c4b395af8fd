import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../../features/shell/ComingSoonScreen';
import { texts } from '../../features/shell/texts';

/** Placeholder until its issue lands. */
export const Route = createFileRoute('/_app/utilitybills')({
  component: () => <ComingSoonScreen heading={texts.placeholders.utilityBills} />,
});
