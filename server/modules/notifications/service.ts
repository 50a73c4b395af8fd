import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { NOTIFICATION_PAGE_SIZE, type NotificationStatus } from '../../../contract';
import { jsonRows, type Db, type Tx } from '../../db/client';
import { notifications } from '../../db/schema';
import { unprocessable } from '../../lib/errors';
import { changed } from '../live';
import { presentNotification } from './present';

export interface NewNotification {
  title: string;
  description: string;
  which: number;
  type: number;
}

/** Written in the same transaction as the money event it tells about. */
export async function notify(tx: Db | Tx, customerId: number, note: NewNotification) {
  await notifyMany(tx, [{ customerId, ...note }]);
}

/** Many customers' notifications in one statement with one parameter (the payout job tells thousands at once). */
export async function notifyMany(tx: Db | Tx, notes: (NewNotification & { customerId: number })[]) {
  if (notes.length === 0) return;
  await tx.execute(sql`
    INSERT INTO ${notifications} (customer_id, title, description, which, type)
    SELECT customer_id, title, description, which, type
    FROM ${jsonRows(notes.map(({ customerId, ...note }) => ({ customer_id: customerId, ...note })))}
      AS n(customer_id bigint, title text, description text, which integer, type integer)`);
  changed(
    tx,
    notes.map((note) => note.customerId),
    'notifications',
  );
}

export interface NotificationFilter {
  page: number;
  read?: NotificationStatus;
  which?: number;
  type?: number;
}

export async function listNotifications(db: Db, customerId: number, filter: NotificationFilter) {
  const conditions: SQL[] = [eq(notifications.customerId, customerId)];
  if (filter.read) conditions.push(eq(notifications.status, filter.read));
  if (filter.which !== undefined) conditions.push(eq(notifications.which, filter.which));
  if (filter.type !== undefined) conditions.push(eq(notifications.type, filter.type));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(notifications).where(where);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_PAGE_SIZE)
    .offset((filter.page - 1) * NOTIFICATION_PAGE_SIZE);
  return {
    data: rows.map(presentNotification),
    current_page: filter.page,
    last_page: Math.max(1, Math.ceil((total?.n ?? 0) / NOTIFICATION_PAGE_SIZE)),
  };
}

const NOTIFICATION_TEXTS = {
  marked: 'Notification marked as read.',
  allMarked: 'All notifications marked as read.',
  notFound: 'This notification was not found.',
} as const;

export async function markRead(db: Db, customerId: number, notificationId: number): Promise<string> {
  const updated = await db
    .update(notifications)
    .set({ status: 'read' })
    .where(and(eq(notifications.id, notificationId), eq(notifications.customerId, customerId)))
    .returning({ id: notifications.id });
  if (updated.length === 0) throw unprocessable(NOTIFICATION_TEXTS.notFound);
  return NOTIFICATION_TEXTS.marked;
}

export async function markAllRead(db: Db, customerId: number): Promise<string> {
  await db
    .update(notifications)
    .set({ status: 'read' })
    .where(and(eq(notifications.customerId, customerId), eq(notifications.status, 'unread')));
  return NOTIFICATION_TEXTS.allMarked;
}
