import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { principalOf } from '../../http/principal';
import { revokeSession } from '../auth/sessions';
import { AUTH_TEXTS } from '../auth/texts';
import { deleteAccount, getCustomer } from './service';

/** Signed-in calls about the customer themself; the session is checked by the enclosing scope. */
export function customerRoutes(app: FastifyInstance, db: Db, now: () => Date) {
  app.get('/customer', async (request) => ({
    status: 'success',
    customer: await getCustomer(db, principalOf(request).customerId),
  }));

  app.post('/customer/logout', async (request) => {
    await revokeSession(db, principalOf(request).sessionId, now());
    return { status: 'success', message: AUTH_TEXTS.loggedOut };
  });

  app.delete('/customer/deleteaccount', async (request) => ({
    status: 'success',
    message: await deleteAccount(db, principalOf(request).customerId, now()),
  }));
}

/**
 * The dashboard's investment tiles. Zero until the investments issue adds holdings; the shapes are
 * the contract's already, so the SPA does not change when they fill.
 */
export function dashboardRoutes(app: FastifyInstance) {
  app.get('/customer/dashboard/getallinvestmentdetails', async () => ({
    status: 'success',
    investedamount: '0.00',
    returningamount: '0.00',
    payedoutamount: '0.00',
    debtamount: '0.00',
  }));
  app.get('/customer/dashboard/allinvestments', async () => ({ status: 'success', total: 0 }));
}
