import { parseArgs } from 'node:util';
import { StructError, create } from 'superstruct';
import { PLAN_CATEGORIES, PlanDraftInput, durationText } from '../../../contract';
import type { Db } from '../../db/client';
import { misused, printed, refused, textTable, type CommandResult } from '../../lib/command-result';
import { ClientError } from '../../lib/errors';
import { formatKobo } from '../../lib/naira';
import { addPlan, catalogue, closePlan } from './catalogue';
import { draftFromInput } from './plan-draft';
import { unitsAvailable, type PlanRow } from './present';
import { percentageFromBasisPoints } from './returns';

/** `npm run plans -- list | add ... | close ID`: operators manage the catalogue. */
export const PLANS_USAGE = `Usage:
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

const status = (plan: PlanRow) => (plan.closedAt ? 'closed' : unitsAvailable(plan) > 0 ? 'on sale' : 'sold out');

const table = (plans: PlanRow[]) =>
  textTable([
    ['id', 'name', 'category', 'unit price', 'return', 'term', 'sold', 'status'],
    ...plans.map((plan) => [
      String(plan.id),
      plan.name,
      PLAN_CATEGORIES[plan.category as keyof typeof PLAN_CATEGORIES],
      formatKobo(plan.amountKobo),
      `${percentageFromBasisPoints(plan.percentageBp)}%`,
      durationText(plan.noOf, plan.duration),
      `${plan.unitsSold}/${plan.unitsOffered}`,
      status(plan),
    ]),
  ]);

const describePlan = (plan: PlanRow) =>
  `${plan.id} ${plan.name}: ${formatKobo(plan.amountKobo)} a unit, ${percentageFromBasisPoints(plan.percentageBp)}% over ${durationText(plan.noOf, plan.duration)}, ${plan.unitsOffered} units`;

async function run(db: Db, args: string[], now: Date): Promise<CommandResult> {
  const [command, ...rest] = args;
  if (command === 'list') {
    if (rest.length > 0) throw new UsageError('list takes no arguments.');
    const plans = await catalogue(db);
    return printed(plans.length > 0 ? table(plans) : 'No plans yet. Add one with: npm run plans -- add ...');
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
    return printed(`Added plan ${describePlan(await addPlan(db, draftFromInput(input)))}.`);
  }
  if (command === 'close') {
    if (rest.length !== 1) throw new UsageError('close takes the id of one plan.');
    if (!/^\d{1,9}$/.test(rest[0]!)) return refused('The plan id must be a whole number, like 3.');
    const closed = await closePlan(db, Number(rest[0]), now);
    return printed(`Closed plan ${closed.id} (${closed.name}): no more units can be bought; the ${closed.unitsSold} already bought run to their end.`);
  }
  throw new UsageError(command ? `Unknown command: ${command}` : 'Say what to do.');
}

/** One line per problem, naming the option as it is typed. */
const explain = (error: unknown): CommandResult => {
  if (error instanceof StructError) {
    return refused(
      error
        .failures()
        .map((failure) => `--${String(failure.key)} ${failure.value === undefined ? 'is required' : failure.message}`)
        .join('\n'),
    );
  }
  if (error instanceof ClientError) return refused(Array.isArray(error.messages) ? error.messages.join('\n') : error.messages);
  if (error instanceof UsageError || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
    return misused(`${error.message}\n\n${PLANS_USAGE}`);
  }
  throw error;
};

/**
 * Lists, adds or closes plans: what it prints and how it ends. Refused with a clear message (1)
 * when a value is wrong or the catalogue says no, and with the usage (2) when the command line is.
 */
export const plansCommand = (db: Db, args: string[], now: Date): Promise<CommandResult> => run(db, args, now).catch(explain);
