import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client';

const journal = fileURLToPath(new URL('./migrations/meta/_journal.json', import.meta.url));

/** When this build's newest migration was made: drizzle records the same number when it applies one. */
const newestMigration = (): number => {
  const { entries } = JSON.parse(readFileSync(journal, 'utf8')) as { entries: { when: number }[] };
  return Math.max(...entries.map((entry) => entry.when));
};

/** Whether the database holds every migration this build knows (none of a newer build counts against it). */
export async function migrationsCurrent(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ newest: number | string | null }>(db, sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`);
  return Number(row?.newest ?? 0) >= newestMigration();
}
