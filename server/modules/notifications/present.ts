import { NOTIFICATION_STATUS_CODE, wordOf, type Notification, type notificationEndpoints, type QueryOf } from '../../../contract';
import type { notifications } from '../../db/schema';

/**
 * A notification as the wire shows it. Its status and the `read` filter (filterOf) are where our
 * words and the legacy wire's codes meet, here and nowhere else (docs/rules.md §History and notifications).
 */
export const presentNotification = (row: typeof notifications.$inferSelect): Notification => ({
  id: row.id,
  title: row.title,
  description: row.description,
  created_at: row.createdAt.toISOString(),
  status: NOTIFICATION_STATUS_CODE[row.status],
  which: row.which,
  type: row.type,
});

/** The list's query as the service takes it: the `read` filter's code as our word. */
export const filterOf = ({ read, ...query }: QueryOf<typeof notificationEndpoints.notificationPage>) => ({
  ...query,
  ...(read === undefined ? {} : { read: wordOf(NOTIFICATION_STATUS_CODE, read) }),
});
