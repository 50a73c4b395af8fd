import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { onTestFinished } from 'vitest';

const migrations = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** The migrations folder as it stood before `tag`: the same files, the journal cut before it. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fv-migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return dir;
}

export interface Migrated {
  client: PGlite;
  rows: (sql: string) => Promise<Record<string, unknown>[]>;
}

/**
 * Rows written before a migration, seen after it: an embedded database migrated up to `tag`,
 * given `oldRows` (SQL), then migrated to the end. It is closed when the test finishes.
 */
export async function acrossMigration(tag: string, oldRows: string): Promise<Migrated> {
  const client = await PGlite.create();
  onTestFinished(() => client.close());
  const db = drizzle(client);
  const before = migrationsBefore(tag);
  try {
    await migrate(db, { migrationsFolder: before });
  } finally {
    rmSync(before, { recursive: true, force: true });
  }
  await client.exec(oldRows);
  await migrate(db, { migrationsFolder: migrations });
  return { client, rows: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows };
}
