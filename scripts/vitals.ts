import { vitalsCommand } from '../server/modules/vitals';
import { runOperatorCommand } from './lib/operator-command';

/** `npm run vitals [-- --days N]`: field metrics' p75 per route on the configured database. */
runOperatorCommand((database) => vitalsCommand(database, process.argv.slice(2), new Date()));
