import { NOTIFICATION_STATUS_CODE, type Notification } from '@contract/notifications';
import type { Tone } from '@/ui/tones';

export type NotificationIcon = 'plus-circle' | 'minus-square' | 'credit-card' | 'ethernet' | 'bolt' | 'truck-loading' | 'bell';
export type NotificationKind = { icon: NotificationIcon; tone: Tone };

/** docs/product.md §What the screens show, keyed `which/type`. */
const KINDS: Readonly<Record<string, NotificationKind>> = {
  '1/1': { icon: 'plus-circle', tone: 'green' },
  '1/2': { icon: 'minus-square', tone: 'red' },
  '2/1': { icon: 'credit-card', tone: 'red' },
  '2/3': { icon: 'ethernet', tone: 'red' },
  '2/4': { icon: 'bolt', tone: 'red' },
  '3/1': { icon: 'truck-loading', tone: 'blue' },
  '3/2': { icon: 'credit-card', tone: 'green' },
};
const OTHER: NotificationKind = { icon: 'bell', tone: 'blue' };

export const notificationKind = ({ which, type }: Pick<Notification, 'which' | 'type'>): NotificationKind => KINDS[`${which}/${type}`] ?? OTHER;

/** The upper-case first letters of up to the first two words ('Deposit Successful' -> 'DS'). */
export const initials = (title: string): string =>
  title
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase();

export const isUnread = ({ status }: Pick<Notification, 'status'>): boolean => status === NOTIFICATION_STATUS_CODE.unread;
