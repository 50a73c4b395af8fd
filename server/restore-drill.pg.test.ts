import { describe, expect, it } from 'vitest';
import { restoreDrill } from '../scripts/lib/restore-drill';
import { createServerDatabase, createTestApp, customerWithWallet, requestWithdrawal } from './test/harness';

/** The backup's restore drill (docs/deploy.md §Backups) on a database with customers and money in it. */
describe('the restore drill', () => {
  it('restores a pg_dump into a new database with every row, a ledger that holds and current migrations', async () => {
    const database = await createServerDatabase();
    const t = await createTestApp({ database: await database.open() });
    try {
      const token = await customerWithWallet(t, 'drill@example.com', 5_000);
      expect((await requestWithdrawal(t, token, { amount: '1000' }, { idempotencyKey: 'drill-withdrawal-1' })).statusCode).toBe(200);
      const report = await restoreDrill(database.env.DATABASE_URL!, process.env.TEST_DATABASE_URL!);
      expect(report.differences).toEqual([]);
      expect(report.ledgerProblems).toEqual([]);
      expect(report.migrationsCurrent).toBe(true);
      expect(report.rows).toBeGreaterThan(10);
      expect(report.dumpBytes).toBeGreaterThan(0);
    } finally {
      await t.close();
      await database.remove();
    }
  });
});
