import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { customers } from '../../db/schema';
import { customerRow } from '../../test/harness';
import { runScript } from '../../test/run-script';
import { postMovement } from './ledger';

const dataDir = mkdtempSync(join(tmpdir(), 'fv-ledger-check-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run ledger:check` as an operator runs it, against the embedded database in DATA_DIR. */
async function ledgerCheck(): Promise<{ code: number; output: string }> {
  const { code, stdout, stderr } = await runScript('scripts/ledger-check.ts', [], { DATA_DIR: dataDir, DATABASE_URL: '' });
  return { code, output: stdout + stderr };
}

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

describe('npm run ledger:check', () => {
  it('exits 0 on a sound ledger and 1, naming the problem, when a cached balance disagrees with its entries', async () => {
    const customerId = await withDatabase(async (db) => {
      const [row] = await db
        .insert(customers)
        .values(customerRow('FV00000001', 'check@example.com'))
        .returning({ id: customers.id });
      await db.transaction((tx) =>
        postMovement(tx, 'deposit', 'CHECK-1', [
          { account: 'gateway_clearing', amount: -25_000 },
          { account: 'wallet', customerId: row!.id, amount: 25_000 },
        ]),
      );
      return row!.id;
    });
    const sound = await ledgerCheck();
    expect(sound).toMatchObject({ code: 0 });
    expect(sound.output).toContain('ledger OK (pglite)');

    await withDatabase((db) =>
      db.update(customers).set({ walletBalance: sql`${customers.walletBalance} + 100` }).where(eq(customers.id, customerId)),
    );
    const broken = await ledgerCheck();
    expect(broken.code).toBe(1);
    expect(broken.output).toContain(`cached-balance-mismatch: customer ${customerId} wallet: cached 25100, entries 25000`);
    expect(broken.output).toContain('ledger BROKEN: 1 problem(s)');
  }, 60_000);
});
