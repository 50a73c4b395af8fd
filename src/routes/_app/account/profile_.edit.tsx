import { createFileRoute } from '@tanstack/react-router';
import { EditProfileScreen } from '@/features/account/EditProfileScreen';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/account/profile_/edit')({
  pendingComponent: pendingScreen('/_app/account/profile_/edit'),
  component: EditProfileScreen,
});
