import { and, asc, count, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { customers, plans, sessions, transactions } from '../../server/db/schema';

/** A statement the baseline server prepares once per connection: its name and text. */
export interface BaselineQuery {
  name: string;
  text: string;
}

const qb = new QueryBuilder();
const available = sql`(${plans.closedAt} IS NULL AND ${plans.unitsSold} < ${plans.unitsOffered})`;
const ofCustomer = eq(transactions.customerId, sql.placeholder('customerId'));

/**
 * The product's read statements, written here from the same schema and expressions and named as
 * the product names them (api-baseline-queries.test.ts holds them equal to the product's). Kept
 * apart from the product's modules so the bench also runs against an older checkout of them.
 */
export const BASELINE_QUERIES = {
  session: {
    name: 'live_session',
    text: qb
      .select({ sessionId: sessions.id, customerId: sessions.customerId, lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .innerJoin(customers, eq(customers.id, sessions.customerId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
          isNull(customers.deletedAt),
        ),
      )
      .toSQL().sql,
  },
  // Written at most once a minute a session, as the product does.
  touchSession: {
    name: 'touch_session',
    text: drizzle
      .mock()
      .update(sessions)
      .set({ lastUsedAt: sql`${sql.placeholder('now')}` })
      .where(and(eq(sessions.id, sql.placeholder('id')), lte(sessions.lastUsedAt, sql.placeholder('stale'))))
      .toSQL().sql,
  },
  customer: {
    name: 'customer_by_id',
    text: qb
      .select()
      .from(customers)
      .where(eq(customers.id, sql.placeholder('id')))
      .toSQL().sql,
  },
  plans: {
    name: 'plans_in_order',
    text: qb.select().from(plans).orderBy(desc(available), asc(plans.category), asc(plans.id)).toSQL().sql,
  },
  historyCount: {
    name: 'history_count',
    text: qb.select({ n: count() }).from(transactions).where(ofCustomer).toSQL().sql,
  },
  historyPage: {
    name: 'history_page',
    text: qb
      .select()
      .from(transactions)
      .where(ofCustomer)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .toSQL().sql,
  },
} satisfies Record<string, BaselineQuery>;
