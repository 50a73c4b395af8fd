import { adminUrlOf, restoreDrill } from './lib/restore-drill';

/**
 * `npm run restore:drill`: dumps DATABASE_URL with pg_dump, restores the dump into a new database on
 * the same server, and checks the copy (docs/deploy.md §Backups); exits 1 when it differs or its
 * ledger does not hold. Needs pg_dump and pg_restore of the server's version.
 */
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL must name the PostgreSQL database to drill');
  process.exit(2);
}
const report = await restoreDrill(url, process.env.DRILL_ADMIN_URL ?? adminUrlOf(url));
console.log(`dump: ${report.dumpBytes} bytes; restored ${report.tables} tables, ${report.rows} rows`);
for (const line of [...report.differences, ...report.ledgerProblems]) console.log(`  ${line}`);
console.log(`migrations current: ${report.migrationsCurrent ? 'yes' : 'no'}; ledger: ${report.ledgerProblems.length === 0 ? 'OK' : 'BROKEN'}`);
const ok = report.differences.length === 0 && report.ledgerProblems.length === 0 && report.migrationsCurrent;
console.log(ok ? 'restore drill passed' : 'restore drill FAILED');
process.exitCode = ok ? 0 : 1;
