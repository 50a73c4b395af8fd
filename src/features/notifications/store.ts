import { signal } from '@preact/signals-core';
import type { Notification } from '@contract/notifications';
import { session } from '@/state/session';

/** The top-bar dropdown shows at most 5 unread notifications (docs/product.md §Signed-in frame). */
const DROPDOWN_SIZE = 5;

/** The first unread notifications, newest first, for the top-bar dropdown. */
export const unreadNotifications = signal<readonly Notification[]>([]);
/** Whether the server holds more unread ones than the dropdown shows. */
export const moreUnread = signal(false);

/**
 * Dismissed in the dropdown this session. A dismiss makes no server call
 * (docs/product.md §Notifications), so the item stays unread there; remembering it keeps the next
 * reload from bringing it back.
 */
const dismissed = new Set<number>();

/** The newest reload; an older answer landing late, or one from before a sign-out, is dropped. */
let latestReload = 0;

export const startReload = (): number => ++latestReload;

/** The first page of unread notifications that reload `ticket` fetched. */
export const showUnread = (ticket: number, page: readonly Notification[]): void => {
  if (ticket !== latestReload) return;
  const visible = page.filter((item) => !dismissed.has(item.id));
  unreadNotifications.value = visible.slice(0, DROPDOWN_SIZE);
  moreUnread.value = visible.length > DROPDOWN_SIZE;
};

const without = (id: number): void => {
  unreadNotifications.value = unreadNotifications.value.filter((item) => item.id !== id);
};

/** The dropdown's x removes the item here only. */
export const dismissUnread = (id: number): void => {
  dismissed.add(id);
  without(id);
};

/** An opened notification is read at once, before the server hears of it. */
export const markReadLocally = (id: number): void => without(id);

// Whoever signs in next in this tab must not see the last customer's notifications.
session.subscribe((current) => {
  if (current) return;
  latestReload++;
  dismissed.clear();
  unreadNotifications.value = [];
  moreUnread.value = false;
});
