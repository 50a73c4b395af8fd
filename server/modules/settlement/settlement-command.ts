import { parseArgs } from 'node:util';
import type { Database } from '../../db/client';
import { misused, printed, refused, type CommandResult } from '../../lib/command-result';
import { addLagosDays, lagosDayLabel, lagosDayStart } from '../../lib/lagos-time';
import type { PaymentGateway } from '../../providers/payments/types';
import { describeMismatch, settleRail, type LagosDay, type Rail } from './compare';
import { ledgerRecords } from './ledger-side';

const USAGE = 'Usage: npm run settlement -- --date YYYY-MM-DD';

/** The Lagos day `--date YYYY-MM-DD` names, or why the command line is wrong. */
export function settlementDay(args: string[]): LagosDay | CommandResult {
  let date: string | undefined;
  try {
    date = parseArgs({ args, strict: true, options: { date: { type: 'string' } } }).values.date;
  } catch (error) {
    return misused(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const start = date === undefined ? null : lagosDayStart(date);
  if (date === undefined || !start) return misused(`--date must be a calendar day written YYYY-MM-DD, like 2026-11-21\n${USAGE}`);
  return { date, start, end: addLagosDays(start, 1) };
}

/** A rail's records at the gateway, from the day before `day` to the day after (its edges' other halves). */
const providerRecords = (gateway: PaymentGateway, rail: Rail, day: LagosDay) => {
  const from = addLagosDays(day.start, -1);
  const to = addLagosDays(day.end, 1);
  return rail === 'collection' ? gateway.collections(from, to) : gateway.transfers(from, to);
};

/**
 * `npm run settlement -- --date YYYY-MM-DD`: one Lagos day of our ledger against each configured
 * gateway's own records, deposits (collections) and withdrawals (transfers). Exits 0 with a short
 * summary when they agree, 1 listing every mismatch (docs/rules.md §Daily settlement); a gateway
 * that cannot answer stops it (3, from the runner), since half a settlement proves nothing.
 */
export async function settlementCommand({ db, kind }: Database, gateways: readonly PaymentGateway[], day: LagosDay): Promise<CommandResult> {
  const summary = [`settlement of ${lagosDayLabel(day.start)} (Lagos time), ${kind}`];
  const problems: string[] = [];
  for (const gateway of gateways) {
    for (const rail of ['collection', 'transfer'] as const) {
      const theirs = await providerRecords(gateway, rail, day);
      const ours = await ledgerRecords(
        db,
        rail,
        gateway.name,
        day,
        theirs.map((record) => record.reference),
      );
      const { atProvider, inLedger, mismatches } = settleRail(rail, day, theirs, ours);
      summary.push(`${gateway.name} ${rail}s: ${atProvider} at the provider, ${inLedger} in our ledger, ${mismatches.length} mismatched`);
      problems.push(...mismatches.map((mismatch) => `  ${describeMismatch(gateway.name, mismatch)}`));
    }
  }
  if (problems.length === 0) return printed([...summary, 'all agree'].join('\n'));
  return { ...refused([`${problems.length} mismatch(es):`, ...problems].join('\n')), stdout: summary.join('\n') };
}
