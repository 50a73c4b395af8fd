import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { billPurchases, customers, payments, withdrawals } from '../../db/schema';
import { createTestDatabase, customerRow } from '../../test/harness';
import type { HeldStatus } from '../../lib/held-status';
import { heldCommand } from './held-command';

let database: Database;
let customerId: number;
const NOW = new Date('2026-11-26T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const HOUR = 60 * 60_000;

beforeAll(async () => {
  database = await createTestDatabase();
  const [row] = await database.db.insert(customers).values(customerRow('FV00000002', 'held@example.com')).returning({ id: customers.id });
  customerId = row!.id;
});
afterAll(() => database.close());

const withdrawal = (reference: string, amountKobo: number, status: HeldStatus, createdAt: Date, checkedAt = createdAt) => ({
  reference,
  customerId,
  provider: 'monnify',
  amountKobo,
  bankCode: '058',
  bankName: 'GTBank',
  accountNumber: '0123456789',
  accountName: 'ADA OBI',
  status,
  createdAt,
  checkedAt,
});

describe('npm run held', () => {
  it('lists what waits on a provider by kind and age, and the week’s reversals; all fresh, it exits 0', async () => {
    const { db } = database;
    await db.insert(payments).values({ reference: 'FVD-1', customerId, provider: 'monnify', amountKobo: 200_000, createdAt: ago(30 * 60_000) });
    await db
      .insert(withdrawals)
      .values([
        withdrawal('FVW-1', 150_000, 'ASKED', ago(2 * HOUR)),
        withdrawal('FVW-2', 50_000, 'REVERSED', ago(3 * 24 * HOUR), ago(24 * HOUR)),
        withdrawal('FVW-OLD', 70_000, 'REVERSED', ago(20 * 24 * HOUR), ago(10 * 24 * HOUR)),
        withdrawal('FVW-SENT', 90_000, 'SETTLED', ago(5 * HOUR)),
      ]);
    const result = await heldCommand(database, NOW);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')).toEqual([
      `money held with a provider (${database.kind}), 26 Nov 2026 at 13:00 (Lagos time)`,
      'kind        < 1 h          1-24 h         > 24 h',
      'deposit     1 (₦2,000.00)  -              -',
      'withdrawal  -              1 (₦1,500.00)  -',
      'bill        -              -              -',
      'unknown status words: none',
      'reversed transfers in the last 7 days: 1',
      '  FVW-2 ₦500.00 back in the wallet 25 Nov 2026 at 13:00 (Lagos time)',
    ]);
  });

  it('exits 1, naming each, when money has waited more than 24 hours', async () => {
    await database.db.insert(billPurchases).values({
      reference: 'FVB-1',
      customerId,
      provider: 'clubkonnect',
      service: 'airtime',
      recipient: '08031234567',
      company: '01',
      amountKobo: 50_000,
      createdAt: ago(25 * HOUR),
    });
    const result = await heldCommand(database, NOW);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('bill        -              -              1 (₦500.00)');
    expect(result.stderr).toBe('held more than 24 hours: 1\n  bill FVB-1 ₦500.00 since 25 Nov 2026 at 12:00 (Lagos time)');
  });

  it('counts each status word a provider said that we do not know, and exits 1 on any, however fresh', async () => {
    await database.db.insert(withdrawals).values([
      { ...withdrawal('FVW-ODD1', 20_000, 'ASKED', ago(10 * 60_000)), unknownWord: 'ON_THE_MOON' },
      { ...withdrawal('FVW-ODD2', 30_000, 'HELD', ago(20 * 60_000)), unknownWord: 'ON_THE_MOON' },
      // A settled row's word no longer holds money.
      { ...withdrawal('FVW-ODD3', 30_000, 'SETTLED', ago(20 * 60_000)), unknownWord: 'SOMETHING' },
    ]);
    await database.db
      .insert(payments)
      .values({ reference: 'FVD-ODD', customerId, provider: 'monnify', amountKobo: 10_000, createdAt: ago(60_000), status: 'ASKED', unknownWord: 'HALF_PAID' });
    const result = await heldCommand(database, NOW);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('unknown status words: HALF_PAID (1), ON_THE_MOON (2)');
    expect(result.stderr.split('\n').slice(-4)).toEqual([
      'held on a status word we do not know: 3',
      '  deposit FVD-ODD ₦100.00 since 26 Nov 2026 at 12:59 (Lagos time): HALF_PAID',
      '  withdrawal FVW-ODD1 ₦200.00 since 26 Nov 2026 at 12:50 (Lagos time): ON_THE_MOON',
      '  withdrawal FVW-ODD2 ₦300.00 since 26 Nov 2026 at 12:40 (Lagos time): ON_THE_MOON',
    ]);
  });
});
