import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { migrationsCurrent } from '../../server/db/migration-state';
import { verifyLedger } from '../../server/modules/wallet';
import { databaseUrl, withFreshPostgres } from './fresh-postgres';

const run = promisify(execFile);

export interface DrillReport {
  dumpBytes: number;
  /** Tables whose row count differs between the database and its restored copy. */
  differences: string[];
  tables: number;
  rows: number;
  ledgerProblems: string[];
  migrationsCurrent: boolean;
}

async function rowCounts(url: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      "SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) AS name FROM pg_tables WHERE schemaname IN ('public', 'drizzle') ORDER BY 1",
    );
    const counts = new Map<string, number>();
    for (const { name } of tables) counts.set(name, Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${name}`)).rows[0]!.n));
    return counts;
  } finally {
    await client.end();
  }
}

/**
 * docs/deploy.md §Backups: a backup is only as good as its restore. Dumps `sourceUrl` with pg_dump
 * (custom format, as the nightly backup does), restores it into a brand-new database on the
 * server at `adminUrl`, and checks the copy: every table's rows, the ledger invariant, the
 * migrations. The copy is dropped afterwards.
 */
export async function restoreDrill(sourceUrl: string, adminUrl: string): Promise<DrillReport> {
  const folder = mkdtempSync(path.join(tmpdir(), 'fleetvest-backup-'));
  const dump = path.join(folder, 'fleetvest.dump');
  try {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, sourceUrl]);
    return await withFreshPostgres(adminUrl, 'fv_restore_drill', async (copyUrl) => {
      await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${copyUrl}`, dump]);
      const [before, after] = [await rowCounts(sourceUrl), await rowCounts(copyUrl)];
      const differences = [...new Set([...before.keys(), ...after.keys()])].filter((table) => before.get(table) !== after.get(table));
      const copy = await openDatabase({ url: copyUrl });
      try {
        return {
          dumpBytes: statSync(dump).size,
          differences: differences.map((table) => `${table}: ${before.get(table) ?? 'missing'} in the database, ${after.get(table) ?? 'missing'} restored`),
          tables: after.size,
          rows: [...after.values()].reduce((sum, n) => sum + n, 0),
          ledgerProblems: (await verifyLedger(copy.db)).map((problem) => `${problem.kind}: ${problem.detail}`),
          migrationsCurrent: await migrationsCurrent(copy.db),
        };
      } finally {
        await copy.close();
      }
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The maintenance database beside `url`'s, where a fresh database can be made. */
export const adminUrlOf = (url: string) => databaseUrl(url, 'postgres');
