import { printed, refused, type CommandResult } from '../lib/command-result';
import type { Database } from './client';
import { migrationsCurrent } from './migration-state';

/**
 * `npm run migrate`. Opening the database applies what is pending, under the migration lock on
 * PostgreSQL (server/db/client.ts), so this only confirms the outcome for the operator.
 */
export async function migrateCommand(database: Database): Promise<CommandResult> {
  return (await migrationsCurrent(database.db)) ? printed(`migrations current (${database.kind})`) : refused('migrations are behind this build');
}
