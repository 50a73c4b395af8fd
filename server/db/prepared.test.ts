import { and, asc, desc, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSession } from '../modules/auth/sessions';
import { customerById } from '../modules/customer/service';
import { seedSandboxCatalogue } from '../modules/investments';
import { plansInOrder } from '../modules/investments/plans';
import { historyPage } from '../modules/transactions/service';
import { hashToken } from '../lib/secrets';
import { createTestApp, deposit, signUpAndLogin, type TestApp } from '../test/harness';
import { rowDecoder } from './prepared';
import { customers, plans, sessions, transactions } from './schema';

let t: TestApp;
let token: string;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await signUpAndLogin(t, 'prepared@example.com'));
  for (const naira of [100, 250, 75]) await deposit(t, token, naira);
  await seedSandboxCatalogue(t.deps.db);
  customerId = (await t.deps.db.select({ id: customers.id }).from(customers).where(eq(customers.email, 'prepared@example.com')))[0]!.id;
});
afterAll(() => t.close());

describe('prepared reads', () => {
  it("give the rows drizzle's own execute gives, on this database: every column, nulls, JSON and instants", async () => {
    const db = t.deps.db;
    const now = t.deps.now().toISOString();
    const session = await liveSession(db).execute({ tokenHash: hashToken(token), now });
    expect(session).toEqual(
      await db
        .select({ sessionId: sessions.id, customerId: sessions.customerId, lastUsedAt: sessions.lastUsedAt })
        .from(sessions)
        .innerJoin(customers, eq(customers.id, sessions.customerId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(now)))),
    );
    expect(session).toHaveLength(1);
    expect(session[0]!.lastUsedAt).toBeInstanceOf(Date);

    const customer = await customerById(db).execute({ id: customerId });
    expect(customer).toEqual(await db.select().from(customers).where(eq(customers.id, customerId)));
    expect(customer[0]!.deletedAt).toBeNull();

    const page = await historyPage(db).execute({ customerId, limit: 10, offset: 0 });
    expect(page).toEqual(
      await db
        .select()
        .from(transactions)
        .where(eq(transactions.customerId, customerId))
        .orderBy(desc(transactions.createdAt), desc(transactions.id))
        .limit(10),
    );
    expect(page).toHaveLength(3);
    expect(page.map((row) => row.amount)).toEqual([7500, 25000, 10000]);
    expect(page[0]!.createdAt).toBeInstanceOf(Date);
    expect(typeof page[0]!.details).toBe('object');

    const available = sql`(${plans.closedAt} IS NULL AND ${plans.unitsSold} < ${plans.unitsOffered})`;
    const catalogue = await plansInOrder(db).execute();
    expect(catalogue).toEqual(await db.select().from(plans).orderBy(desc(available), asc(plans.category), asc(plans.id)));
    expect(catalogue.length).toBeGreaterThan(0);
  });

  it('refuse a list of fields that read two columns of the same name', () => {
    expect(() => rowDecoder({ sessionId: sessions.id, customerId: customers.id })).toThrow('two fields read columns of the same name');
    expect(() => rowDecoder(getTableColumns(transactions))).not.toThrow();
  });
});
