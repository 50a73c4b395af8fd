import { array, coerce, enums, literal, number, object, optional, string, type, type Infer } from 'superstruct';
import { MessageResponse } from './common';
import { endpoint } from './endpoint';
import { filterNumber, idText, pageNumber, text } from './fields';
import { codesOf, type WireCodes } from './wire-codes';

/** A notification's status in our words, which the server and the database speak. */
export const NOTIFICATION_STATUSES = ['unread', 'read'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** The legacy wire's code for each, in answers and in the `read` filter (docs/rules.md §History and notifications). */
export const NOTIFICATION_STATUS_CODE = { unread: '0', read: '1' } as const satisfies WireCodes<NotificationStatus, string>;
export type NotificationStatusCode = (typeof NOTIFICATION_STATUS_CODE)[NotificationStatus];
const NotificationStatusCode = enums(codesOf(NOTIFICATION_STATUS_CODE));

/** which/type pick the icon (docs/product.md §What the screens show): 1/1 deposit, 1/2 withdrawal, 2/x bills, 3/1 investment, 3/2 payout. */
export const Notification = object({
  id: number(),
  title: string(),
  description: string(),
  created_at: string(),
  status: NotificationStatusCode,
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
  read: coerce(optional(NotificationStatusCode), text('read', 1), (v) => (v === '' ? undefined : v)),
  which: filterNumber('which'),
  type: filterNumber('type'),
});
const MarkReadRequest = object({ notificationid: idText('notification') });
/** markallread takes an empty JSON body; whatever else it holds is ignored. */
export const EmptyRequest = type({});

export const notificationPageEndpoint = endpoint({
  method: 'GET',
  path: 'customer/notification/fetchnotifications',
  query: NotificationPageQuery,
  response: NotificationPageResponse,
  session: true,
});
export const markReadEndpoint = endpoint({
  method: 'POST',
  path: 'customer/notification/markread',
  body: MarkReadRequest,
  response: MessageResponse,
  session: true,
});
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
