import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { customers, plans, sessions, transactions } from '../../server/db/schema';

/** A statement the baseline server prepares once per connection: its name and text. */
export interface BaselineQuery {
  name: string;
  text: string;
}

const qb = new QueryBuilder();
const available = sql`(${plans.closedAt} IS NULL AND ${plans.unitsSold} < ${plans.unitsOffered})`;
const newestFirst = [desc(transactions.createdAt), desc(transactions.id)] as const;

/** The product's read statements, built by the same query builder from the same expressions. */
export const BASELINE_QUERIES = {
  session: {
    name: 'baseline_session',
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
  touchSession: {
    name: 'baseline_touch_session',
    text: `update "sessions" set "last_used_at" = $1 where ("sessions"."id" = $2 and "sessions"."last_used_at" <= $3)`,
  },
  customer: {
    name: 'baseline_customer',
    text: qb
      .select()
      .from(customers)
      .where(eq(customers.id, sql.placeholder('id')))
      .toSQL().sql,
  },
  plans: {
    name: 'baseline_plans',
    text: qb.select().from(plans).orderBy(desc(available), asc(plans.category), asc(plans.id)).toSQL().sql,
  },
  historyCount: {
    name: 'baseline_history_count',
    text: qb
      .select({ n: count() })
      .from(transactions)
      .where(eq(transactions.customerId, sql.placeholder('customerId')))
      .toSQL().sql,
  },
  historyPage: {
    name: 'baseline_history_page',
    text: qb
      .select()
      .from(transactions)
      .where(eq(transactions.customerId, sql.placeholder('customerId')))
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .toSQL().sql,
  },
} satisfies Record<string, BaselineQuery>;
