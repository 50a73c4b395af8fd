import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '@/features/dashboard/DashboardScreen';
import { loadDashboard } from '@/features/dashboard/loader';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/dashboard')({
  loader: loadDashboard,
  pendingComponent: pendingScreen('/_app/dashboard'),
  component: DashboardScreen,
});
