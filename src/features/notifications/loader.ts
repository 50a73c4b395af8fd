import type { NotificationPageResponse } from '@contract/notifications';
import { fetchNotificationPage, NOTIFICATION_FETCH_FAILED } from '@/features/notifications/api';

/** A page of every notification, read or not; null when it could not be loaded (logged only). */
export const loadNotificationPage = async (page: number): Promise<NotificationPageResponse | null> => {
  try {
    return await fetchNotificationPage(page);
  } catch {
    console.warn(NOTIFICATION_FETCH_FAILED);
    return null;
  }
};
