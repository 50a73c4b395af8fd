import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/harness';
import { verifyLedger } from '../wallet/ledger';
import { catalogue } from './catalogue';
import { plansCommand } from './plans-command';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const NOW = new Date('2026-11-25T09:00:00Z');
const plans = (...args: string[]) => plansCommand(database.db, args, NOW);

const kano = [
  '--name',
  'Kano Haulage Trucks',
  '--amount',
  '1000000',
  '--percentage',
  '36',
  '--periods',
  '24',
  '--duration',
  'months',
  '--category',
  'truck',
  '--units',
  '80',
];

describe('npm run plans', () => {
  it('adds, lists and closes plans, and refuses what is wrong with a clear message', async () => {
    expect(await plans('list')).toEqual({ code: 0, stdout: 'No plans yet. Add one with: npm run plans -- add ...', stderr: '' });
    expect(await plans('add', ...kano)).toEqual({
      code: 0,
      stdout: 'Added plan 1 Kano Haulage Trucks: ₦1,000,000.00 a unit, 36% over 24 Months, 80 units.',
      stderr: '',
    });

    const invalid = await plans(
      'add',
      '--name',
      'Boat',
      '--amount',
      '50',
      '--percentage',
      '12.345',
      '--duration',
      'days',
      '--category',
      'boat',
      '--units',
      '80',
    );
    expect(invalid.code).toBe(1);
    expect(invalid.stderr.split('\n')).toEqual([
      '--amount must be the naira price of one unit, from 100 to 10000000 with at most two decimals (like 150000 or 150000.50)',
      '--percentage must be the total profit over the term in per cent, above 0 and at most 500 with at most two decimals (like 24 or 12.5)',
      '--periods is required',
      '--duration must be weeks or months',
      '--category must be bike, minibus, jetmover or truck (or 1 to 4)',
    ]);
    expect(await plans('add', ...kano)).toMatchObject({ code: 1, stderr: 'A plan named "Kano Haulage Trucks" already exists.' });

    expect((await plans('list')).stdout.split('\n')).toEqual([
      'id  name                 category  unit price     return  term       sold  status',
      '1   Kano Haulage Trucks  Truck     ₦1,000,000.00  36%     24 Months  0/80  on sale',
    ]);

    expect(await plans('close', '1')).toMatchObject({
      code: 0,
      stdout: 'Closed plan 1 (Kano Haulage Trucks): no more units can be bought; the 0 already bought run to their end.',
    });
    expect(await plans('close', '1')).toMatchObject({ code: 1, stderr: 'Plan 1 (Kano Haulage Trucks) is already closed.' });
    expect(await plans('close', 'one')).toMatchObject({ code: 1, stderr: 'The plan id must be a whole number, like 3.' });
    expect((await plans('list')).stdout).toMatch(/0\/80 {2}closed$/);

    expect(await catalogue(database.db)).toMatchObject([
      { id: 1, amountKobo: 100_000_000, percentageBp: 3600, noOf: 24, duration: 2, category: 4, which: 4, unitsOffered: 80, unitsSold: 0, closedAt: NOW },
    ]);
    expect(await verifyLedger(database.db)).toEqual([]);
  });

  it('answers a misused command line with what was wrong and the usage, and changes nothing', async () => {
    const before = await catalogue(database.db);
    for (const [args, reason] of [
      [['remove', '1'], 'Unknown command: remove'],
      [[], 'Say what to do.'],
      [['list', 'all'], 'list takes no arguments.'],
      [['close'], 'close takes the id of one plan.'],
      [['add', 'Kano'], 'Unexpected argument: Kano'],
    ] as const) {
      const answer = await plans(...args);
      expect(answer, args.join(' ')).toMatchObject({ code: 2, stdout: '' });
      expect(answer.stderr, args.join(' ')).toMatch(new RegExp(`^${reason.replace(/[.]/g, '\\.')}\\n\\nUsage:\\n {2}npm run plans -- list\\n`));
    }
    const unknownOption = await plans('add', '--colour', 'red');
    expect(unknownOption.code).toBe(2);
    expect(unknownOption.stderr).toMatch(/--colour[\s\S]*\n\nUsage:/);
    expect(await catalogue(database.db)).toEqual(before);
  });
});
