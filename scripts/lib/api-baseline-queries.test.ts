// @vitest-environment node
import { and, eq, lte } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { sessions } from '../../server/db/schema';
import { liveSession } from '../../server/modules/auth/sessions';
import { customerById } from '../../server/modules/customer/service';
import { plansInOrder } from '../../server/modules/investments/plans';
import { historyCount, historyPage } from '../../server/modules/transactions/service';
import { BASELINE_QUERIES } from './api-baseline-queries';

describe("bench:api's baseline server", () => {
  it('sends exactly the statements the product prepares, under the same names', () => {
    // A drizzle handle without a connection only renders them.
    const db = drizzle.mock() as unknown as Db;
    const text = (query: { getQuery(): { sql: string } }) => query.getQuery().sql;
    expect(BASELINE_QUERIES.session.text).toBe(text(liveSession(db)));
    expect(BASELINE_QUERIES.customer.text).toBe(text(customerById(db)));
    expect(BASELINE_QUERIES.plans.text).toBe(text(plansInOrder(db)));
    expect(BASELINE_QUERIES.historyCount.text).toBe(text(historyCount(db)));
    expect(BASELINE_QUERIES.historyPage.text).toBe(text(historyPage(db)));
  });

  it("writes a session's last use with the product's statement", () => {
    const now = new Date();
    const productTouch = drizzle
      .mock()
      .update(sessions)
      .set({ lastUsedAt: now })
      .where(and(eq(sessions.id, 1), lte(sessions.lastUsedAt, now)))
      .toSQL().sql;
    expect(BASELINE_QUERIES.touchSession.text).toBe(productTouch);
  });
});
