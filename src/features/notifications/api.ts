import {
  markAllReadEndpoint,
  markReadEndpoint,
  NOTIFICATION_STATUS_CODE,
  notificationPageEndpoint,
  type NotificationStatusCode,
} from '@contract/notifications';
import { call } from '@/api/client';
import { markReadLocally, showUnread, startReload } from './store';

/** Logged only; the customer sees nothing (docs/product.md §Errors and toasts). */
export const NOTIFICATION_FETCH_FAILED = 'Failed to get notification';
const MARK_ALL_FAILED = 'Failed to mark all notifications as read';
const MARK_READ_FAILED = 'Failed to mark notification as read';

/** '' means no filter (docs/product.md §The calls the SPA makes). */
export type ReadFilter = '' | NotificationStatusCode;

export const fetchNotificationPage = (page: number, read: ReadFilter = '') =>
  call(notificationPageEndpoint, { query: { page, read: read || undefined, which: undefined, type: undefined } });

const markNotificationRead = (id: number) => call(markReadEndpoint, { body: { notificationid: String(id) } });

const markAllNotificationsRead = () => call(markAllReadEndpoint, { body: {} });

/**
 * Reloads the dropdown's unread list (page 1, read '0'). Screens that move
 * money call it, so the bell shows what just happened.
 */
export const refreshNotifications = async (): Promise<void> => {
  const ticket = startReload();
  try {
    showUnread(ticket, (await fetchNotificationPage(1, NOTIFICATION_STATUS_CODE.unread)).data);
  } catch {
    console.warn(NOTIFICATION_FETCH_FAILED);
  }
};

/** Read locally at once, tell the server, then reload the first five (docs/product.md §Notifications). */
export const readNotification = async (id: number): Promise<void> => {
  markReadLocally(id);
  try {
    await markNotificationRead(id);
  } catch {
    console.warn(MARK_READ_FAILED);
  }
  await refreshNotifications();
};

/** Marks all on the server, then reloads the list. */
export const readAllNotifications = async (): Promise<void> => {
  try {
    await markAllNotificationsRead();
  } catch {
    console.warn(MARK_ALL_FAILED);
  }
  await refreshNotifications();
};
