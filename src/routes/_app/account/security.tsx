import { createFileRoute } from '@tanstack/react-router';
import { loadSecurity } from '@/features/account/security/loaders';
import { SecurityScreen } from '@/features/account/security/SecurityScreen';
import { SecuritySkeleton } from '@/features/account/security/SecuritySkeleton';
import { useShownMatch } from '@/ui/useShownMatch';

export const Route = createFileRoute('/_app/account/security')({
  pendingComponent: SecuritySkeleton,
  loader: loadSecurity,
  component: function SecurityRoute() {
    const data = useShownMatch(Route.id)?.loaderData;
    return data === undefined ? null : <SecurityScreen {...data} />;
  },
});
