import { printed } from '../server/lib/command-result';
import { PLANS_USAGE, plansCommand } from '../server/modules/investments';
import { runOperatorCommand } from './lib/operator-command';

/**
 * `npm run plans -- list | add ... | close ID`: operators manage the catalogue on the configured
 * database. Exits 1 with a clear message when refused, 2 on a misused command line.
 */
const args = process.argv.slice(2);
const help = args.length === 0 || args[0] === 'help' || args[0] === '--help';
runOperatorCommand(help ? printed(PLANS_USAGE) : ({ db }) => plansCommand(db, args, new Date()));
