import { parseArgs } from 'node:util';
import { StructError, create } from 'superstruct';
import { PLAN_CATEGORIES, PlanDraftInput, durationText } from '../contract';
import { loadConfig } from '../server/config';
import { openDatabase, type Db } from '../server/db/client';
import { ClientError } from '../server/lib/errors';
import { formatKobo } from '../server/lib/naira';
import { addPlan, catalogue, closePlan, draftFromInput } from '../server/modules/investments';
import { unitsAvailable, type PlanRow } from '../server/modules/investments/present';
import { percentageFromBasisPoints } from '../server/modules/investments/returns';

/**
 * `npm run plans -- list | add ... | close ID`: operators manage the catalogue on the configured
 * database (DATABASE_URL, or the embedded one in DATA_DIR; stop the server first when it uses the
 * embedded one, which only one process may open). Exits 1 with a clear message when refused, 2 on
 * a misused command line.
 */
const USAGE = `Usage:
  npm run plans -- list
  npm run plans -- add --name NAME --amount NAIRA --percentage PERCENT --periods N --duration weeks|months
                       --category bike|minibus|jetmover|truck --units N [--which bike|minibus|jetmover|truck]
  npm run plans -- close ID

  --amount      the price of one unit in naira, e.g. 150000
  --percentage  the total profit over the term, e.g. 24 or 12.5
  --periods     how many weekly or monthly payouts
  --which       the picture (defaults to the category)`;

/** The command line itself is wrong: exit 2 with the usage. */
class UsageError extends Error {}
/** The database refused, or a value is wrong: exit 1 with why. */
class Refusal extends Error {}

const status = (plan: PlanRow) => (plan.closedAt ? 'closed' : unitsAvailable(plan) > 0 ? 'on sale' : 'sold out');

const table = (plans: PlanRow[]) => {
  const rows = plans.map((plan) => [
    String(plan.id),
    plan.name,
    PLAN_CATEGORIES[plan.category as keyof typeof PLAN_CATEGORIES],
    formatKobo(plan.amountKobo),
    `${percentageFromBasisPoints(plan.percentageBp)}%`,
    durationText(plan.noOf, plan.duration),
    `${plan.unitsSold}/${plan.unitsOffered}`,
    status(plan),
  ]);
  const header = ['id', 'name', 'category', 'unit price', 'return', 'term', 'sold', 'status'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  return [header, ...rows].map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd()).join('\n');
};

const describePlan = (plan: PlanRow) =>
  `${plan.id} ${plan.name}: ${formatKobo(plan.amountKobo)} a unit, ${percentageFromBasisPoints(plan.percentageBp)}% over ${durationText(plan.noOf, plan.duration)}, ${plan.unitsOffered} units`;

async function run(db: Db, args: string[], now: Date): Promise<string> {
  const [command, ...rest] = args;
  if (command === 'list') {
    if (rest.length > 0) throw new UsageError('list takes no arguments.');
    const plans = await catalogue(db);
    return plans.length > 0 ? table(plans) : 'No plans yet. Add one with: npm run plans -- add ...';
  }
  if (command === 'add') {
    const { values, positionals } = parseArgs({
      args: rest,
      strict: true,
      allowPositionals: true,
      options: Object.fromEntries(
        ['name', 'amount', 'percentage', 'periods', 'duration', 'category', 'which', 'units'].map((name) => [name, { type: 'string' as const }]),
      ),
    });
    if (positionals.length > 0) throw new UsageError(`Unexpected argument: ${positionals[0]}`);
    const input = create(values, PlanDraftInput);
    return `Added plan ${describePlan(await addPlan(db, draftFromInput(input)))}.`;
  }
  if (command === 'close') {
    if (rest.length !== 1) throw new UsageError('close takes the id of one plan.');
    if (!/^\d{1,9}$/.test(rest[0]!)) throw new Refusal('The plan id must be a whole number, like 3.');
    const closed = await closePlan(db, Number(rest[0]), now);
    return `Closed plan ${closed.id} (${closed.name}): no more units can be bought; the ${closed.unitsSold} already bought run to their end.`;
  }
  throw new UsageError(command ? `Unknown command: ${command}` : 'Say what to do.');
}

/** One line per problem, naming the option as it is typed. */
const explain = (error: unknown): { code: number; message: string } => {
  if (error instanceof StructError) {
    const lines = error.failures().map((failure) => `--${String(failure.key)} ${failure.value === undefined ? 'is required' : failure.message}`);
    return { code: 1, message: lines.join('\n') };
  }
  if (error instanceof Refusal) return { code: 1, message: error.message };
  if (error instanceof ClientError) return { code: 1, message: Array.isArray(error.messages) ? error.messages.join('\n') : error.messages };
  if (error instanceof UsageError || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
    return { code: 2, message: `${error.message}\n\n${USAGE}` };
  }
  throw error;
};

async function main() {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === 'help' || args[0] === '--help') {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    console.log(await run(database.db, args, new Date()));
  } catch (error) {
    const { code, message } = explain(error);
    console.error(message);
    process.exitCode = code;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(3);
});
