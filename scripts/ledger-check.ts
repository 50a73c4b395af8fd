import { ledgerCheckCommand } from '../server/modules/wallet';
import { runOperatorCommand } from './lib/operator-command';

/** `npm run ledger:check`: verifies the ledger invariant on the configured database; exits 1 when it does not hold. */
runOperatorCommand(ledgerCheckCommand);
