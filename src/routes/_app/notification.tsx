import { createFileRoute } from '@tanstack/react-router';
import { loadNotificationPage } from '../../features/notifications/loader';
import { NotificationsScreen } from '../../features/notifications/NotificationsScreen';
import { positiveInt } from '../../lib/search';
import { PendingScreen } from '../../ui/pendingScreens';

export const Route = createFileRoute('/_app/notification')({
  pendingComponent: PendingScreen,
  // The page survives a reload, and the back button steps back through pages.
  validateSearch: (search): { page?: number } => ({ page: positiveInt(search.page) }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ deps }) => loadNotificationPage(deps.page),
  component: NotificationsScreen,
});
