import { loadConfig } from '../server/config';
import { settlementCommand, settlementDay } from '../server/modules/settlement';
import { createPaymentGateways } from '../server/providers/payments';
import type { ProviderLog } from '../server/providers/http';
import { runOperatorCommand } from './lib/operator-command';

/** What a gateway reports while answering goes to stderr, beside the command's own words. */
const log: ProviderLog = {
  warn: (obj, msg) => console.error(`${msg} ${JSON.stringify(obj)}`),
  error: (obj, msg) => console.error(`${msg} ${JSON.stringify(obj)}`),
};

/** `npm run settlement -- --date YYYY-MM-DD`: a Lagos day of our ledger against each gateway's records; exits 1 listing each mismatch. */
const day = settlementDay(process.argv.slice(2));
runOperatorCommand(
  'code' in day ? day : (database) => settlementCommand(database, createPaymentGateways(loadConfig(), database.db, log, () => new Date()).all, day),
);
