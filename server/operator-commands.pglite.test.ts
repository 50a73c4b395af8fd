import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { catalogue } from './modules/investments';
import { runScript } from './test/run-script';

const dataDir = mkdtempSync(join(tmpdir(), 'fv-operator-commands-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** An npm script's file as an operator runs it, against the embedded database in DATA_DIR. */
const run = (script: string, ...args: string[]) => runScript(script, args, { DATA_DIR: dataDir, DATABASE_URL: '' });

// What each command says is tested in-process beside it (plans-command, vitals-command,
// ledger-check-command, settlement-command); here, that the scripts reach them: the configured
// database, the arguments, the output and the exit code.
describe('the operator commands as npm scripts', () => {
  it('open the embedded database, pass their arguments, print and exit with the command’s code', async () => {
    expect(await run('scripts/ledger-check.ts')).toEqual({ code: 0, stdout: 'ledger OK (pglite)\n', stderr: '' });
    expect(
      await run(
        'scripts/plans.ts',
        'add',
        '--name',
        'Ikeja Bikes',
        '--amount',
        '150000',
        '--percentage',
        '24',
        '--periods',
        '12',
        '--duration',
        'weeks',
        '--category',
        'bike',
        '--units',
        '40',
      ),
    ).toEqual({
      code: 0,
      stdout: 'Added plan 1 Ikeja Bikes: ₦150,000.00 a unit, 24% over 12 Weeks, 40 units.\n',
      stderr: '',
    });
    expect(await run('scripts/plans.ts', 'close', 'one')).toEqual({ code: 1, stdout: '', stderr: 'The plan id must be a whole number, like 3.\n' });
    expect(await run('scripts/vitals.ts', '--days', '14')).toEqual({ code: 0, stdout: 'No field metrics in the last 14 days.\n', stderr: '' });

    const database = await openDatabase({ dataDir });
    try {
      expect(await catalogue(database.db)).toMatchObject([{ name: 'Ikeja Bikes', unitsOffered: 40 }]);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('settle a day against the configured gateways’ own records', async () => {
    expect(await run('scripts/settlement.ts', '--date', '2026-11-21')).toEqual({
      code: 0,
      stdout: [
        'settlement of 21 Nov 2026 (Lagos time), pglite',
        'sandbox collections: 0 at the provider, 0 in our ledger, 0 mismatched',
        'sandbox transfers: 0 at the provider, 0 in our ledger, 0 mismatched',
        'all agree',
        '',
      ].join('\n'),
      stderr: '',
    });
  }, 60_000);

  it('answer from the command line alone without opening a database, and exit 3 when the database cannot be reached', async () => {
    // A data directory that cannot exist: opening it would fail.
    const noDatabase = { DATA_DIR: '/dev/null/none', DATABASE_URL: '' };
    expect(await runScript('scripts/plans.ts', ['help'], noDatabase)).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Usage:\n/) });
    expect(await runScript('scripts/vitals.ts', ['--days', 'soon'], noDatabase)).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^--days must be a positive number\n/),
    });
    expect(await runScript('scripts/settlement.ts', ['--date', '21/11/2026'], noDatabase)).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^--date must be a calendar day written YYYY-MM-DD/),
    });
    const unreachable = await runScript('scripts/ledger-check.ts', [], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(unreachable.code).toBe(3);
    expect(unreachable.stdout).toBe('');
    // Six processes that each compile their script and open a database: a minute on two busy cores.
  }, 180_000);
});
