import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { withFreshPostgres } from '../../scripts/lib/fresh-postgres';
import { freePort, startServer } from '../../scripts/lib/server-process';

/**
 * Migrations take a PostgreSQL advisory lock (docs/rules.md §Running several instances): instances and
 * `npm run migrate` started together on an empty database take turns, and every one of them ends
 * with the whole schema applied once.
 */
const STARTED_TOGETHER = 3;
const adminUrl = process.env.TEST_DATABASE_URL!;
const journal = JSON.parse(readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };

const migrateRun = (url: string) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], { env: { ...process.env, DATABASE_URL: url } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });

async function appliedMigrations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>('SELECT count(*) FROM drizzle.__drizzle_migrations');
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}

describe('migrations started together on an empty database', () => {
  it('npm run migrate three times at once: every run succeeds, each migration is applied once', async () => {
    await withFreshPostgres(adminUrl, 'fv_migrate', async (url) => {
      const runs = await Promise.all(Array.from({ length: STARTED_TOGETHER }, () => migrateRun(url)));
      expect(runs.map((run) => run.code)).toEqual([0, 0, 0]);
      expect(runs.map((run) => run.output.trim())).toEqual(Array(STARTED_TOGETHER).fill('migrations current (postgres)'));
      expect(await appliedMigrations(url)).toBe(journal.entries.length);
    });
  });

  it('three servers at once: all of them come up ready on the one schema', async () => {
    await withFreshPostgres(adminUrl, 'fv_start', async (url) => {
      const ports = await Promise.all(Array.from({ length: STARTED_TOGETHER }, () => freePort()));
      const started = await Promise.allSettled(ports.map((port) => startServer(port, { DATABASE_URL: url, DIST_DIR: '/nonexistent' })));
      const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      try {
        expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
        const ready = await Promise.all(servers.map(async (server) => (await fetch(`${server.url}/readyz`)).status));
        expect(ready).toEqual([200, 200, 200]);
        expect(await appliedMigrations(url)).toBe(journal.entries.length);
      } finally {
        // Whatever happened, no server outlives the test (and its database).
        expect(await Promise.all(servers.map((server) => server.stop()))).toEqual(servers.map(() => 0));
      }
    });
  });
});
