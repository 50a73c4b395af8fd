import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema';
import { createTestDatabase, customerRow } from '../../test/harness';
import { postMovement } from './ledger';
import { ledgerCheckCommand } from './ledger-check-command';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('npm run ledger:check', () => {
  it('says OK on a sound ledger and refuses, naming the problem, when a cached balance disagrees with its entries', async () => {
    const { db } = database;
    const [row] = await db.insert(customers).values(customerRow('FV00000001', 'check@example.com')).returning({ id: customers.id });
    const customerId = row!.id;
    await db.transaction((tx) =>
      postMovement(tx, 'deposit', 'CHECK-1', [
        { account: 'gateway_clearing', amount: -25_000 },
        { account: 'wallet', customerId, amount: 25_000 },
      ]),
    );
    expect(await ledgerCheckCommand(database)).toEqual({ code: 0, stdout: `ledger OK (${database.kind})`, stderr: '' });

    await db
      .update(customers)
      .set({ walletBalance: sql`${customers.walletBalance} + 100` })
      .where(eq(customers.id, customerId));
    expect(await ledgerCheckCommand(database)).toEqual({
      code: 1,
      stdout: '',
      stderr: `cached-balance-mismatch: customer ${customerId} wallet: cached 25100, entries 25000\nledger BROKEN: 1 problem(s)`,
    });
  });
});
