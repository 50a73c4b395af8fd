import { createFileRoute } from '@tanstack/react-router';
import { loadNotificationPage } from '@/features/notifications/loader';
import { NotificationsScreen } from '@/features/notifications/NotificationsScreen';
import { NotificationsSkeleton } from '@/features/notifications/NotificationsSkeleton';
import { positiveInt } from '@/lib/search';
import { useShownMatch } from '@/ui/useShownMatch';

export const Route = createFileRoute('/_app/notification')({
  pendingComponent: NotificationsSkeleton,
  // The page survives a reload, and the back button steps back through pages.
  validateSearch: (search): { page?: number } => ({ page: positiveInt(search.page) }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ deps }) => loadNotificationPage(deps.page),
  component: function NotificationsRoute() {
    const data = useShownMatch(Route.id)?.loaderData;
    return data === undefined ? null : <NotificationsScreen answer={data} />;
  },
});
