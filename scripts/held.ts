import { heldCommand } from '../server/modules/held';
import { runOperatorCommand } from './lib/operator-command';

/** `npm run held`: money waiting on a provider by kind and age, and the week's reversals; exits 1 when any has waited a day or carries a word we do not know. */
runOperatorCommand((database) => heldCommand(database, new Date()));
