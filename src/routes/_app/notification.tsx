import { createFileRoute } from '@tanstack/react-router';
import { loadNotificationPage } from '@/features/notifications/loader';
import { NotificationsScreen } from '@/features/notifications/NotificationsScreen';
import { positiveInt } from '@/lib/search';
import { pendingScreen } from '@/ui/pendingScreens';

export const Route = createFileRoute('/_app/notification')({
  pendingComponent: pendingScreen('/_app/notification'),
  // The page survives a reload, and the back button steps back through pages.
  validateSearch: (search): { page?: number } => ({ page: positiveInt(search.page) }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ deps }) => loadNotificationPage(deps.page),
  component: NotificationsScreen,
});
