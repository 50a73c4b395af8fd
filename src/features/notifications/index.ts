/** Notifications: the top bar's dropdown, the page, and the reload money screens ask for. */
export { refreshNotifications } from './api';
export { NotificationsMenu } from './NotificationsMenu';
