import { array, coerce, enums, literal, number, object, optional, string, type, type Infer } from 'superstruct';
import { MessageResponse } from './common';
import { endpoint } from './endpoint';
import { filterNumber, idText, pageNumber, text } from './fields';

/** A notification's status, named once: the legacy wire's codes, which the database keeps too. */
export const NOTIFICATION_STATUS = { unread: '0', read: '1' } as const;
export const NOTIFICATION_STATUSES = [NOTIFICATION_STATUS.unread, NOTIFICATION_STATUS.read] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** which/type pick the icon (docs/product.md §What the screens show): 1/1 deposit, 1/2 withdrawal, 2/x bills, 3/1 investment, 3/2 payout. */
export const Notification = object({
  id: number(),
  title: string(),
  description: string(),
  created_at: string(),
  status: enums(NOTIFICATION_STATUSES),
  which: number(),
  type: number(),
});
export type Notification = Infer<typeof Notification>;

/** GET customer/notification/fetchnotifications?page=&read=&type=&which= */
export const NotificationPageResponse = object({
  status: literal('success'),
  data: array(Notification),
  current_page: number(),
  last_page: number(),
});
export type NotificationPageResponse = Infer<typeof NotificationPageResponse>;

export const NOTIFICATION_PAGE_SIZE = 10;

/** Query values are strings; an empty one means "no filter" (the layout sends which=''). */
export const NotificationPageQuery = object({
  page: pageNumber(),
  read: coerce(optional(enums(NOTIFICATION_STATUSES)), text('read', 1), (v) => (v === '' ? undefined : v)),
  which: filterNumber('which'),
  type: filterNumber('type'),
});
export const MarkReadRequest = object({ notificationid: idText('notification') });
/** markallread takes an empty JSON body; whatever else it holds is ignored. */
export const EmptyRequest = type({});

export const notificationPageEndpoint = endpoint({
  method: 'GET',
  path: 'customer/notification/fetchnotifications',
  query: NotificationPageQuery,
  response: NotificationPageResponse,
  session: true,
});
export const markReadEndpoint = endpoint({ method: 'POST', path: 'customer/notification/markread', body: MarkReadRequest, response: MessageResponse, session: true });
export const markAllReadEndpoint = endpoint({
  method: 'POST',
  path: 'customer/notification/markallread',
  body: EmptyRequest,
  response: MessageResponse,
  session: true,
});

export const notificationEndpoints = {
  notificationPage: notificationPageEndpoint,
  markRead: markReadEndpoint,
  markAllRead: markAllReadEndpoint,
} as const;
