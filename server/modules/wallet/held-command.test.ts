import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { billPurchases, customers, payments, withdrawals } from '../../db/schema';
import { createTestDatabase, customerRow } from '../../test/harness';
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

const withdrawal = (reference: string, amountKobo: number, status: 'PENDING' | 'SUCCESS' | 'REVERSED', createdAt: Date, checkedAt = createdAt) => ({
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
    await db.insert(withdrawals).values([
      withdrawal('FVW-1', 150_000, 'PENDING', ago(2 * HOUR)),
      withdrawal('FVW-2', 50_000, 'REVERSED', ago(3 * 24 * HOUR), ago(24 * HOUR)),
      withdrawal('FVW-OLD', 70_000, 'REVERSED', ago(20 * 24 * HOUR), ago(10 * 24 * HOUR)),
      withdrawal('FVW-SENT', 90_000, 'SUCCESS', ago(5 * HOUR)),
    ]);
    const result = await heldCommand(database, NOW);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')).toEqual([
      `money held with a provider (${database.kind}), 26 Nov 2026 at 13:00 (Lagos time)`,
      'kind        < 1 h          1-24 h         > 24 h',
      'deposit     1 (₦2,000.00)  -              -',
      'withdrawal  -              1 (₦1,500.00)  -',
      'bill        -              -              -',
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
});
