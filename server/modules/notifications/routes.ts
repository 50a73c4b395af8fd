import type { FastifyInstance } from 'fastify';
import { coerce, enums, object, optional } from 'superstruct';
import { filterNumber, numericId, pageNumber, text } from '../../../contract';
import type { Db } from '../../db/client';
import { principalOf } from '../../http/principal';
import { parseInput } from '../../lib/validate';
import { listNotifications, markAllRead, markRead } from './service';

/** Query values are strings; an empty one means "no filter" (the layout sends which=''). */
const ListQuery = object({
  page: pageNumber(),
  read: coerce(optional(enums(['0', '1'])), text('read', 1), (v) => (v === '' ? undefined : v)),
  which: filterNumber('which'),
  type: filterNumber('type'),
});
const MarkReadRequest = object({ notificationid: numericId('notification') });

export function notificationRoutes(app: FastifyInstance, db: Db) {
  app.get('/customer/notification/fetchnotifications', async (request) => {
    const query = parseInput(ListQuery, request.query);
    return { status: 'success', ...(await listNotifications(db, principalOf(request).customerId, query)) };
  });

  app.post('/customer/notification/markread', async (request) => {
    const input = parseInput(MarkReadRequest, request.body);
    return { status: 'success', message: await markRead(db, principalOf(request).customerId, input.notificationid) };
  });

  app.post('/customer/notification/markallread', async (request) => ({
    status: 'success',
    message: await markAllRead(db, principalOf(request).customerId),
  }));
}
