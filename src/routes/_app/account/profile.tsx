import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '@/features/account/ProfileScreen';
import { loadProfile } from '@/features/account/profileLoader';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/account/profile')({
  pendingComponent: pendingScreen('/_app/account/profile'),
  loader: loadProfile,
  component: ProfileScreen,
});
