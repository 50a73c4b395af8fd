import { createFileRoute } from '@tanstack/react-router';
import { loadProfile } from '@/features/account/profile/profileLoader';
import { ProfileScreen } from '@/features/account/profile/ProfileScreen';
import { ProfileSkeleton } from '@/features/account/profile/ProfileSkeleton';
import { useShownMatch } from '@/ui/useShownMatch';

export const Route = createFileRoute('/_app/account/profile')({
  pendingComponent: ProfileSkeleton,
  loader: loadProfile,
  component: function ProfileRoute() {
    const data = useShownMatch(Route.id)?.loaderData;
    return data === undefined ? null : <ProfileScreen data={data} />;
  },
});
