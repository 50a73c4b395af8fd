import { heldCommand } from '../server/modules/wallet';
import { runOperatorCommand } from './lib/operator-command';

/** `npm run held`: money waiting on a provider by kind and age, and the week's reversals; exits 1 when any has waited a day. */
runOperatorCommand((database) => heldCommand(database, new Date()));
