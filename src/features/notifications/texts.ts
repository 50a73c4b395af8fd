/** Texts of the notifications page (spec 2.10). */
export const texts = {
  heading: 'Notifications',
  markAllRead: 'Mark all as read',
  empty: 'No notifications yet.',
  list: 'All notifications',
  pages: 'Notification pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, last: number) => `Page ${page} of ${last}`,
  failed: 'Failed to load notifications. Please try again.',
  retry: 'Try again',
} as const;
