import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { verifyLedger } from '../server/modules/wallet';

/**
 * `npm run ledger:check`: verifies the ledger invariant on the configured database (DATABASE_URL,
 * or the embedded one in DATA_DIR): every movement sums to zero, every cached balance equals its
 * entries, nothing is negative. Exits 1 and lists the problems when it does not hold.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    const problems = await verifyLedger(database.db);
    if (problems.length === 0) {
      console.log(`ledger OK (${database.kind})`);
      return;
    }
    for (const problem of problems) console.error(`${problem.kind}: ${problem.detail}`);
    console.error(`ledger BROKEN: ${problems.length} problem(s)`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
