import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { databaseUrl } from '../../scripts/lib/fresh-postgres';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the file of a migrated, empty data directory; PostgreSQL: the name of a migrated, empty database. */
    databaseTemplate: string;
  }
}

/** Runs one statement on the server at `adminUrl`, on a connection of its own. */
export async function adminQuery(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Vitest's global setup for the server suite: migrates one empty database before any file runs,
 * and each file's database starts as a copy of it (server/test/harness.ts). An empty PGlite
 * takes seconds to create and migrate on this suite's busy cores; a copy loads in about one. On
 * PostgreSQL the copy is CREATE DATABASE ... TEMPLATE.
 */
export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `fv_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const database = await openDatabase({ url: databaseUrl(adminUrl, name) });
    await database.close();
    project.provide('databaseTemplate', name);
    return () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const database = await openDatabase({});
  const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await database.close();
  const folder = mkdtempSync(path.join(tmpdir(), 'fleetvest-template-'));
  const file = path.join(folder, 'pgdata.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
