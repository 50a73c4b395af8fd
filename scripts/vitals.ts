import { vitalsCommand, vitalsDays } from '../server/modules/vitals';
import { runOperatorCommand } from './lib/operator-command';

/** `npm run vitals [-- --days N]`: field metrics' p75 per route on the configured database. */
const days = vitalsDays(process.argv.slice(2));
runOperatorCommand(typeof days === 'number' ? (database) => vitalsCommand(database, days, new Date()) : days);
