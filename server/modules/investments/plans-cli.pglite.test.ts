import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { runScript } from '../../test/run-script';
import { verifyLedger } from '../wallet/ledger';
import { catalogue } from './catalogue';

const dataDir = mkdtempSync(join(tmpdir(), 'fv-plans-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run plans -- ...` as an operator runs it, against the embedded database in DATA_DIR. */
const plans = (...args: string[]) => runScript('scripts/plans.ts', args, { DATA_DIR: dataDir, DATABASE_URL: '' });

const kano = ['--name', 'Kano Haulage Trucks', '--amount', '1000000', '--percentage', '36', '--periods', '24', '--duration', 'months', '--category', 'truck', '--units', '80'];

describe('npm run plans', () => {
  it('adds, lists and closes plans, and refuses what is wrong with a clear message', async () => {
    const added = await plans('add', ...kano);
    expect(added).toMatchObject({ code: 0, stdout: 'Added plan 1 Kano Haulage Trucks: ₦1,000,000.00 a unit, 36% over 24 Months, 80 units.\n' });

    const invalid = await plans('add', '--name', 'Boat', '--amount', '50', '--percentage', '12.345', '--duration', 'days', '--category', 'boat', '--units', '80');
    expect(invalid.code).toBe(1);
    expect(invalid.stderr.trim().split('\n')).toEqual([
      '--amount must be the naira price of one unit, from 100 to 10000000 with at most two decimals (like 150000 or 150000.50)',
      '--percentage must be the total profit over the term in per cent, above 0 and at most 500 with at most two decimals (like 24 or 12.5)',
      '--periods is required',
      '--duration must be weeks or months',
      '--category must be bike, minibus, jetmover or truck (or 1 to 4)',
    ]);
    expect(await plans('add', ...kano)).toMatchObject({ code: 1, stderr: 'A plan named "Kano Haulage Trucks" already exists.\n' });

    const listed = await plans('list');
    expect(listed.code).toBe(0);
    expect(listed.stdout.split('\n')).toEqual([
      'id  name                 category  unit price     return  term       sold  status',
      '1   Kano Haulage Trucks  Truck     ₦1,000,000.00  36%     24 Months  0/80  on sale',
      '',
    ]);

    expect(await plans('close', '1')).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Closed plan 1 \(Kano Haulage Trucks\)/) });
    expect(await plans('close', '1')).toMatchObject({ code: 1, stderr: 'Plan 1 (Kano Haulage Trucks) is already closed.\n' });
    expect(await plans('close', 'one')).toMatchObject({ code: 1, stderr: 'The plan id must be a whole number, like 3.\n' });
    const misused = await plans('remove', '1');
    expect(misused.code).toBe(2);
    expect(misused.stderr).toMatch(/^Unknown command: remove\n\nUsage:/);

    const database = await openDatabase({ dataDir });
    try {
      expect(await catalogue(database.db)).toMatchObject([
        { id: 1, amountKobo: 100_000_000, percentageBp: 3600, noOf: 24, duration: 2, category: 4, which: 4, unitsOffered: 80, unitsSold: 0, closedAt: expect.any(Date) },
      ]);
      expect(await verifyLedger(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
