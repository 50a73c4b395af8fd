import { and, eq, lte, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../../server/db/client';
import { sessions } from '../../server/db/schema';
import { liveSession } from '../../server/modules/auth/sessions';
import { customerById } from '../../server/modules/customer/service';
import { plansInOrder } from '../../server/modules/investments/plans';
import { historyCount, historyPage } from '../../server/modules/transactions/service';

/** A statement the baseline server prepares once per connection: its name and text. */
export interface BaselineQuery {
  name: string;
  text: string;
}

/**
 * The product's own read statements, name and text, taken from its prepared queries (a drizzle
 * handle without a connection only renders them), so the baseline cannot drift from them.
 */
export function baselineQueries() {
  const db = drizzle.mock() as unknown as Db;
  const of = (name: string, query: { getQuery(): { sql: string } }): BaselineQuery => ({ name, text: query.getQuery().sql });
  const touch = db
    .update(sessions)
    .set({ lastUsedAt: sql`${sql.placeholder('now')}` })
    .where(and(eq(sessions.id, sql.placeholder('id')), lte(sessions.lastUsedAt, sql.placeholder('stale'))));
  return {
    session: of('live_session', liveSession(db)),
    // Written at most once a minute a session, as the product does.
    touchSession: { name: 'touch_session', text: touch.toSQL().sql },
    customer: of('customer_by_id', customerById(db)),
    plans: of('plans_in_order', plansInOrder(db)),
    historyCount: of('history_count', historyCount(db)),
    historyPage: of('history_page', historyPage(db)),
  };
}
