import { createFileRoute } from '@tanstack/react-router';
import { LegalScreen } from '@/features/account/LegalScreen';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/account/about/privacy-policy')({
  pendingComponent: pendingScreen('/_app/account/about/privacy-policy'),
  component: () => <LegalScreen id="privacy" />,
});
