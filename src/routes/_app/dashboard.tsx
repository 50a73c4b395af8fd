import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '../../features/dashboard/DashboardScreen';
import { DashboardSkeleton } from '../../features/dashboard/DashboardSkeleton';
import { loadDashboard } from '../../features/dashboard/loader';

export const Route = createFileRoute('/_app/dashboard')({
  loader: loadDashboard,
  pendingComponent: DashboardSkeleton,
  component: DashboardScreen,
});
