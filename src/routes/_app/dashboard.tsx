import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '@/features/dashboard/DashboardScreen';
import { DashboardSkeleton } from '@/features/dashboard/DashboardSkeleton';
import { loadDashboard } from '@/features/dashboard/loader';
import { useShownMatch } from '@/ui/useShownMatch';

export const Route = createFileRoute('/_app/dashboard')({
  loader: loadDashboard,
  pendingComponent: DashboardSkeleton,
  component: function DashboardRoute() {
    const data = useShownMatch(Route.id)?.loaderData;
    return data === undefined ? null : <DashboardScreen data={data} />;
  },
});
