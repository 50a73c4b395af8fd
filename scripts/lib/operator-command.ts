import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import type { CommandResult } from '../../server/lib/command-result';

/** An answer given from the command line alone (the usage, a misused option), or work on the database. */
export type OperatorCommand = CommandResult | ((database: Database) => Promise<CommandResult>);

/**
 * Runs an operator's command: on the configured database (DATABASE_URL, or the embedded one in
 * DATA_DIR, which only one process may open: stop the server first) unless the command line alone
 * answers it. Prints what it says and exits with its code; 3 when it could not run at all (no
 * database, say).
 */
export function runOperatorCommand(command: OperatorCommand): void {
  const run = async () => {
    if (typeof command !== 'function') return command;
    const config = loadConfig();
    const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
    try {
      return await command(database);
    } finally {
      await database.close();
    }
  };
  run().then(
    ({ code, stdout, stderr }) => {
      if (stdout) console.log(stdout);
      if (stderr) console.error(stderr);
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 3;
    },
  );
}
