import { migrateCommand } from '../server/db/migrate-command';
import { runOperatorCommand } from './lib/operator-command';

/** `npm run migrate`: brings the configured database's schema up to this build (docs/rules.md §Running several instances). */
runOperatorCommand(migrateCommand);
