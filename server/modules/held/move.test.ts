import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { customers, withdrawals } from '../../db/schema';
import { ENTERED_FROM, HELD_STATUSES } from '../../lib/held-status';
import { createTestDatabase, customerRow } from '../../test/harness';
import { moveHeld } from './move';

let database: Database;
let customerId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const [row] = await database.db.insert(customers).values(customerRow('FV00000003', 'moves@example.com')).returning({ id: customers.id });
  customerId = row!.id;
});
afterAll(() => database.close());

let serial = 0;
const heldWithdrawal = async () => {
  const reference = `FVW-MOVE-${++serial}`;
  await database.db.insert(withdrawals).values({
    reference,
    customerId,
    provider: 'sandbox',
    amountKobo: 10_000,
    bankCode: '058',
    bankName: 'GTBank',
    accountNumber: '0123456789',
    accountName: 'ADA OBI',
  });
  return reference;
};

describe('the one state machine of money held with a provider', () => {
  it('only moves forward: settled or refunded from held or asked, reversed only from settled, nothing out of the ends', () => {
    expect(Object.keys(ENTERED_FROM)).toEqual([...HELD_STATUSES]);
    expect(ENTERED_FROM).toEqual({
      HELD: ['HELD'],
      ASKED: ['HELD', 'ASKED'],
      SETTLED: ['HELD', 'ASKED'],
      REFUNDED: ['HELD', 'ASKED'],
      REVERSED: ['SETTLED'],
    });
  });

  it('runs the effect of a move once when ten callers race to make it, and only for the one that moved the row', async () => {
    const reference = await heldWithdrawal();
    let effects = 0;
    const moves = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        moveHeld(database.db, withdrawals, reference, { to: i % 2 ? 'SETTLED' : 'REFUNDED' }, async () => {
          effects += 1;
        }),
      ),
    );
    expect(effects).toBe(1);
    expect(moves.filter(Boolean)).toHaveLength(1);
  });

  it('refuses a move its state cannot make, and changes nothing', async () => {
    const reference = await heldWithdrawal();
    expect(await moveHeld(database.db, withdrawals, reference, { to: 'REVERSED' })).toBeUndefined();
    expect(await moveHeld(database.db, withdrawals, reference, { to: 'REFUNDED' })).toMatchObject({ status: 'REFUNDED' });
    for (const to of ['HELD', 'ASKED', 'SETTLED', 'REVERSED'] as const) {
      expect(await moveHeld(database.db, withdrawals, reference, { to, unknownWord: 'X' })).toBeUndefined();
    }
    const sent = await heldWithdrawal();
    await moveHeld(database.db, withdrawals, sent, { to: 'ASKED' });
    expect(await moveHeld(database.db, withdrawals, sent, { to: 'HELD' })).toBeUndefined();
    await moveHeld(database.db, withdrawals, sent, { to: 'SETTLED' });
    expect(await moveHeld(database.db, withdrawals, sent, { to: 'REVERSED' })).toMatchObject({ status: 'REVERSED', unknownWord: null });
  });

  it('undoes the move when its effect fails: the row is where it was, for the next caller', async () => {
    const reference = await heldWithdrawal();
    await expect(
      moveHeld(database.db, withdrawals, reference, { to: 'SETTLED' }, async () => {
        throw new Error('the ledger refused');
      }),
    ).rejects.toThrow('the ledger refused');
    expect(await moveHeld(database.db, withdrawals, reference, { to: 'REFUNDED' })).toMatchObject({ status: 'REFUNDED' });
  });
});
