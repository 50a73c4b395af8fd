import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { createTestApp, signUpAndLogin, type TestApp } from '../../test/harness';
import { AlreadyPosted, InsufficientFunds, postMovement, verifyLedger } from './ledger';

let t: TestApp;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp();
  const { codenumber } = await signUpAndLogin(t, 'ledger@example.com');
  const [row] = await t.database.db.select().from(customers).where(eq(customers.codeNumber, codenumber));
  customerId = row!.id;
});
afterAll(() => t.close());

const post = (kind: string, reference: string, amount: number) =>
  t.database.db.transaction((tx) =>
    postMovement(tx, kind, reference, [
      { account: 'gateway_clearing', amount: -amount },
      { account: 'wallet', customerId, amount },
    ]),
  );

describe('the ledger', () => {
  it('posts a balanced movement and moves the cached balance with it', async () => {
    await post('test_credit', 'L1', 10_000);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row?.walletBalance).toBe(10_000);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it('refuses entries that do not sum to zero, or fractions of a kobo', async () => {
    await expect(
      t.database.db.transaction((tx) =>
        postMovement(tx, 'bad', 'L2', [
          { account: 'gateway_clearing', amount: -100 },
          { account: 'wallet', customerId, amount: 99 },
        ]),
      ),
    ).rejects.toThrow(/sum to zero/);
    await expect(post('bad', 'L3', 0.5)).rejects.toThrow(/whole-kobo/);
  });

  it('never lets a balance go below zero and leaves nothing half-written', async () => {
    await expect(post('test_debit', 'L4', -10_001)).rejects.toBeInstanceOf(InsufficientFunds);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row?.walletBalance).toBe(10_000);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it('posts one business event once', async () => {
    await expect(post('test_credit', 'L1', 10_000)).rejects.toBeInstanceOf(AlreadyPosted);
  });

  it('has a CHECK constraint behind the conditional update', async () => {
    await expect(
      t.database.db.update(customers).set({ walletBalance: -1 }).where(eq(customers.id, customerId)),
    ).rejects.toThrow();
  });

  it('finds a cached balance that disagrees with its entries (what ledger:check reports)', async () => {
    await t.database.db.update(customers).set({ walletBalance: sql`${customers.walletBalance} + 1` }).where(eq(customers.id, customerId));
    expect(await verifyLedger(t.database.db)).toEqual([
      { kind: 'cached-balance-mismatch', detail: `customer ${customerId} wallet: cached 10001, entries 10000` },
    ]);
    await t.database.db.update(customers).set({ walletBalance: 10_000 }).where(eq(customers.id, customerId));
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });
});
