import { createFileRoute } from '@tanstack/react-router';
import { loadSessions } from '@/features/account/loaders';
import { SecurityScreen } from '@/features/account/SecurityScreen';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/account/security')({
  pendingComponent: pendingScreen('/_app/account/security'),
  loader: loadSessions,
  component: SecurityScreen,
});
