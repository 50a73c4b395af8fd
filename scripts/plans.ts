import { PLANS_USAGE, plansCommand } from '../server/modules/investments';
import { runOperatorCommand } from './lib/operator-command';

/**
 * `npm run plans -- list | add ... | close ID`: operators manage the catalogue on the configured
 * database. Exits 1 with a clear message when refused, 2 on a misused command line.
 */
const args = process.argv.slice(2);
if (args.length === 0 || args[0] === 'help' || args[0] === '--help') console.log(PLANS_USAGE);
else runOperatorCommand(({ db }) => plansCommand(db, args, new Date()));
