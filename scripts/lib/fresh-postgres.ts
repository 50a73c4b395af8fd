import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** `adminUrl` naming another database on the same server. */
export const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Runs `run` against a brand-new database on the server at `adminUrl`, dropped afterwards whatever happens. */
export async function withFreshPostgres<T>(adminUrl: string, prefix: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    return await run(databaseUrl(adminUrl, name));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
