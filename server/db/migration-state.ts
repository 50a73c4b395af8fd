import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client';

const journal = fileURLToPath(new URL('./migrations/meta/_journal.json', import.meta.url));

/** When this build's newest migration was made: drizzle records the same number when it applies one. Read once: a build's migrations never change while it runs, and a balancer asks for readiness every few seconds. */
let newest: number | undefined;
const newestMigration = (): number => {
  newest ??= Math.max(...(JSON.parse(readFileSync(journal, 'utf8')) as { entries: { when: number }[] }).entries.map((entry) => entry.when));
  return newest;
};

/** Whether the database holds every migration this build knows (none of a newer build counts against it). */
export async function migrationsCurrent(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ newest: number | string | null }>(db, sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`);
  return Number(row?.newest ?? 0) >= newestMigration();
}
