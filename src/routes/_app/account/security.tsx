import { createFileRoute } from '@tanstack/react-router';
import { loadSessions } from '@/features/account/security/loaders';
import { SecurityScreen } from '@/features/account/security/SecurityScreen';
import { SecuritySkeleton } from '@/features/account/security/SecuritySkeleton';
import { useShownMatch } from '@/ui/useShownMatch';

export const Route = createFileRoute('/_app/account/security')({
  pendingComponent: SecuritySkeleton,
  loader: loadSessions,
  component: function SecurityRoute() {
    const data = useShownMatch(Route.id)?.loaderData;
    return data === undefined ? null : <SecurityScreen sessions={data} />;
  },
});
