/** Texts of the top bar's dropdown. */
export const menuTexts = {
  bell: 'Notifications',
  bellWithCount: (count: string) => `Notifications, ${count} unread`,
  heading: 'Notifications',
  empty: 'No new notifications',
  unreadList: 'Unread notifications',
  markAllRead: 'Mark all as read',
  viewAll: 'View all notifications',
} as const;

/** Texts of the notifications page. */
export const texts = {
  heading: 'Notifications',
  markAllRead: 'Mark all as read',
  empty: 'No notifications yet.',
  emptyNext: 'Go to Dashboard',
  list: 'All notifications',
  pages: 'Notification pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, last: number) => `Page ${page} of ${last}`,
  failed: 'Failed to load notifications. Please try again.',
  retry: 'Try again',
} as const;
