import { array, enums, literal, number, object, string, type Infer } from 'superstruct';

/** which/type pick the icon (spec 3): 1/1 deposit, 1/2 withdrawal, 2/x bills, 3/1 investment, 3/2 payout. */
export const Notification = object({
  id: number(),
  title: string(),
  description: string(),
  created_at: string(),
  status: enums(['0', '1']),
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
