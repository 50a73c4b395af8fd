import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { createTestApp, signUpAndLogin, type TestApp } from '../../test/harness';
import { AlreadyPosted, InsufficientFunds, postMovement, postMovements, reverse, verifyLedger, type Entry, type Movement, type MovementKind } from './ledger';

let t: TestApp;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp();
  const { codenumber } = await signUpAndLogin(t, 'ledger@example.com');
  const [row] = await t.database.db.select().from(customers).where(eq(customers.codeNumber, codenumber));
  customerId = row!.id;
});
afterAll(() => t.close());

const post = (kind: MovementKind, reference: string, amount: number) =>
  t.database.db.transaction((tx) =>
    postMovement(tx, kind, reference, [
      { account: 'gateway_clearing', amount: -amount },
      { account: 'wallet', customerId, amount },
    ]),
  );

describe('the ledger', () => {
  it('posts a balanced movement and moves the cached balance with it', async () => {
    await post('deposit', 'L1', 10_000);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row?.walletBalance).toBe(10_000);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it('refuses entries that do not sum to zero, or fractions of a kobo', async () => {
    await expect(
      t.database.db.transaction((tx) =>
        postMovement(tx, 'deposit', 'L2', [
          { account: 'gateway_clearing', amount: -100 },
          { account: 'wallet', customerId, amount: 99 },
        ]),
      ),
    ).rejects.toThrow(/sum to zero/);
    await expect(post('deposit', 'L3', 0.5)).rejects.toThrow(/whole-kobo/);
  });

  it('never lets a balance go below zero and leaves nothing half-written', async () => {
    await expect(post('withdrawal', 'L4', -10_001)).rejects.toBeInstanceOf(InsufficientFunds);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row?.walletBalance).toBe(10_000);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });

  it('posts one business event once', async () => {
    await expect(post('deposit', 'L1', 10_000)).rejects.toBeInstanceOf(AlreadyPosted);
  });

  it('has a CHECK constraint behind the conditional update', async () => {
    await expect(t.database.db.update(customers).set({ walletBalance: -1 }).where(eq(customers.id, customerId))).rejects.toThrow();
  });

  it('finds a cached balance that disagrees with its entries (what ledger:check reports)', async () => {
    await t.database.db
      .update(customers)
      .set({ walletBalance: sql`${customers.walletBalance} + 1` })
      .where(eq(customers.id, customerId));
    expect(await verifyLedger(t.database.db)).toEqual([
      { kind: 'cached-balance-mismatch', detail: `customer ${customerId} wallet: cached 10001, entries 10000` },
    ]);
    await t.database.db.update(customers).set({ walletBalance: 10_000 }).where(eq(customers.id, customerId));
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });
});

describe('reverse', () => {
  const move = (kind: MovementKind, entries: Entry[]): Movement => ({ kind, reference: 'W1', entries });
  const held = (id: number, amount: number) =>
    move('withdrawal', [
      { account: 'wallet', customerId: id, amount: -amount },
      { account: 'bank_disbursement', amount },
    ]);
  const sent = (amount: number) =>
    move('withdrawal_sent', [
      { account: 'bank_disbursement', amount: -amount },
      { account: 'gateway_clearing', amount },
    ]);

  it('sends the money of one movement back the way it came, under its reference', () => {
    expect(reverse('withdrawal_refund', [held(7, 2_500)])).toEqual(
      move('withdrawal_refund', [
        { account: 'bank_disbursement', amount: -2_500 },
        { account: 'wallet', customerId: 7, amount: 2_500 },
      ]),
    );
  });

  it('undoes several movements as one, leaving out an account they left where it was', () => {
    expect(reverse('withdrawal_reversal', [held(7, 2_500), sent(2_500)])).toEqual(
      move('withdrawal_reversal', [
        { account: 'gateway_clearing', amount: -2_500 },
        { account: 'wallet', customerId: 7, amount: 2_500 },
      ]),
    );
  });

  it('keeps two customers of one account apart', () => {
    const between = move('bill', [
      { account: 'wallet', customerId: 7, amount: -300 },
      { account: 'wallet', customerId: 8, amount: 300 },
    ]);
    expect(reverse('bill_refund', [between]).entries).toEqual([
      { account: 'wallet', customerId: 8, amount: -300 },
      { account: 'wallet', customerId: 7, amount: 300 },
    ]);
  });

  it('refuses to undo what its kind does not undo, out of order, or across references', () => {
    expect(() => reverse('bill_refund', [held(7, 2_500)])).toThrow('bill_refund undoes bill, not withdrawal');
    expect(() => reverse('withdrawal_reversal', [sent(2_500), held(7, 2_500)])).toThrow(
      /undoes withdrawal then withdrawal_sent, not withdrawal_sent then withdrawal/,
    );
    expect(() => reverse('withdrawal_refund', [])).toThrow('withdrawal_refund undoes withdrawal, not nothing');
    expect(() => reverse('withdrawal_reversal', [held(7, 2_500), { ...sent(2_500), reference: 'W2' }])).toThrow(/one reference/);
  });

  it('posts a refund that leaves the balance where it was and the ledger whole', async () => {
    const [before] = await t.database.db.select().from(customers).where(eq(customers.id, customerId));
    const movement = { ...held(customerId, 4_000), reference: 'L5' };
    await t.database.db.transaction((tx) => postMovements(tx, [movement]));
    await t.database.db.transaction((tx) => postMovements(tx, [reverse('withdrawal_refund', [movement])]));
    const [after] = await t.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(after?.walletBalance).toBe(before?.walletBalance);
    expect(await verifyLedger(t.database.db)).toEqual([]);
  });
});
