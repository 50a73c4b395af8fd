import type { FastifyInstance } from 'fastify';
import { object, optional } from 'superstruct';
import { LIMITS, numericId, pageNumber, text } from '../../../contract';
import type { Db } from '../../db/client';
import { principalOf } from '../../http/principal';
import { parseInput } from '../../lib/validate';
import { oneTransaction, recentTransactions, transactionPage } from './service';

const PageQuery = object({
  page: pageNumber(),
  perpage: optional(text('perpage', LIMITS.numeric)),
});
const IdParams = object({ id: numericId('transaction') });

/** History (spec 7 "Customer, summary and history"). */
export function transactionRoutes(app: FastifyInstance, db: Db) {
  app.get('/customer/funding/fetchrecent', async (request) => ({
    status: 'success',
    data: await recentTransactions(db, principalOf(request).customerId),
  }));

  app.get('/customer/funding/fetchall', async (request) => {
    const query = parseInput(PageQuery, request.query);
    return { status: 'success', ...(await transactionPage(db, principalOf(request).customerId, query.page)) };
  });

  app.get('/customer/funding/transaction/:id', async (request) => {
    const params = parseInput(IdParams, request.params);
    return { status: 'success', data: await oneTransaction(db, principalOf(request).customerId, params.id) };
  });
}
