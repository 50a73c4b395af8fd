import { formatKobo } from '../../lib/naira';
import type { DisbursementStatus, PaymentStatus, ProviderRecord } from '../../providers/payments/types';

/**
 * The daily settlement's rules (docs/rules.md §Daily settlement), as pure functions of what the
 * provider's records and our ledger say: no database, no provider, so tests call them directly.
 */

/** The two rails money crosses a gateway by: our reference's prefix, and the ledger movements of each. */
export const RAILS = {
  collection: { prefix: 'FVD', kinds: ['deposit'] },
  transfer: { prefix: 'FVW', kinds: ['withdrawal', 'withdrawal_sent', 'withdrawal_refund', 'withdrawal_reversal'] },
} as const;
export type Rail = keyof typeof RAILS;

/** One Lagos calendar day ('2026-11-21'), from its midnight up to the next. */
export interface LagosDay {
  date: string;
  start: Date;
  end: Date;
}

/** Where our ledger has one reference's money, by the movements posted under it. */
export type LedgerState = 'credited' | 'held' | 'sent' | 'refunded' | 'reversed';

export interface LedgerRecord {
  reference: string;
  amountKobo: number;
  state: LedgerState;
  /** When its first movement (the credit, or the hold) was posted: the day the reference is ours for. */
  at: Date;
}

export type AnyProviderRecord = ProviderRecord<PaymentStatus | DisbursementStatus>;

/**
 * A reference's state from the kinds of its movements: a deposit is credited; a withdrawal is held
 * until it is sent or refunded, and a sent one may be reversed later.
 */
export function ledgerState(kinds: ReadonlySet<string>): LedgerState {
  if (kinds.has('withdrawal_reversal')) return 'reversed';
  if (kinds.has('withdrawal_refund')) return 'refunded';
  if (kinds.has('withdrawal_sent')) return 'sent';
  return kinds.has('withdrawal') ? 'held' : 'credited';
}

/** What each side's state means for the money: it moved, it is on its way, or it did not (or came back). */
type Meaning = 'done' | 'waiting' | 'undone';
const OUR_MEANING: Record<LedgerState, Meaning> = { credited: 'done', sent: 'done', held: 'waiting', refunded: 'undone', reversed: 'undone' };
const PROVIDER_MEANING: Record<PaymentStatus | DisbursementStatus, Meaning> = {
  PAID: 'done',
  PARTIALLY_PAID: 'done',
  SUCCESS: 'done',
  PENDING: 'waiting',
  FAILED: 'undone',
  EXPIRED: 'undone',
};

/**
 * - not_in_ledger: the provider took or sent money (or is sending it) that our ledger never moved;
 * - not_at_provider: our ledger credited or sent money the provider has no record of;
 * - amount: both moved it, by different amounts;
 * - status: they disagree on how it ended (or the provider's word is one we do not know).
 */
export type MismatchKind = 'not_in_ledger' | 'not_at_provider' | 'amount' | 'status';

export interface Mismatch {
  rail: Rail;
  reference: string;
  kind: MismatchKind;
  provider: AnyProviderRecord | undefined;
  ours: LedgerRecord | undefined;
}

/** How one reference's two sides disagree, or null when they agree. */
export function mismatchOf(rail: Rail, provider: AnyProviderRecord | undefined, ours: LedgerRecord | undefined): MismatchKind | null {
  if (provider && provider.status === null) return 'status';
  const theirs = provider?.status ? PROVIDER_MEANING[provider.status] : undefined;
  const mine = ours ? OUR_MEANING[ours.state] : undefined;
  // Money held for a transfer the provider never received is `npm run held`'s to report, and a
  // refused transfer left no record there: only money we say moved must be at the provider.
  if (theirs === undefined) return mine === 'done' ? 'not_at_provider' : null;
  if (mine === undefined) {
    // An unpaid checkout is in no ledger; a transfer the provider is still sending already needed our hold.
    return theirs === 'done' || (theirs === 'waiting' && rail === 'transfer') ? 'not_in_ledger' : null;
  }
  if (theirs !== mine) return 'status';
  return theirs !== 'undone' && provider!.amountKobo !== ours!.amountKobo ? 'amount' : null;
}

/** The references a day's settlement covers, on one rail, and each disagreement among them. */
export interface RailSettlement {
  atProvider: number;
  inLedger: number;
  mismatches: Mismatch[];
}

/**
 * One rail of one gateway for a day. The day's references are those the provider's records place
 * in it and those whose first movement our ledger posted in it; each is compared with the other
 * side's record of it whatever day that falls on, so a payment made at 23:58 and credited at 00:03
 * agrees on both days. `provider` may hold the neighbouring days' records (they only answer for
 * ours); references that are not ours (another use of the same provider account) are left out.
 */
export function settleRail(rail: Rail, day: LagosDay, provider: readonly AnyProviderRecord[], ledger: readonly LedgerRecord[]): RailSettlement {
  const inDay = (at: Date) => at >= day.start && at < day.end;
  const theirs = new Map(provider.filter((record) => record.reference.startsWith(RAILS[rail].prefix)).map((record) => [record.reference, record]));
  const ours = new Map(ledger.map((record) => [record.reference, record]));
  const providerDay = [...theirs.values()].filter((record) => inDay(record.at));
  const ledgerDay = [...ours.values()].filter((record) => inDay(record.at));
  const references = [...new Set([...providerDay, ...ledgerDay].map((record) => record.reference))].sort();
  const mismatches = references.flatMap((reference) => {
    const kind = mismatchOf(rail, theirs.get(reference), ours.get(reference));
    return kind ? [{ rail, reference, kind, provider: theirs.get(reference), ours: ours.get(reference) }] : [];
  });
  return { atProvider: providerDay.length, inLedger: ledgerDay.length, mismatches };
}

const KIND_LABELS: Record<MismatchKind, string> = {
  not_in_ledger: 'at the provider, not in our ledger',
  not_at_provider: 'in our ledger, not at the provider',
  amount: 'amount differs',
  status: 'status differs',
};

/** One line an operator reads: what disagrees, then each side's word and amount ('collection FVD… amount differs: monnify PAID ₦2,000.00, ledger credited ₦1,500.00'). */
export function describeMismatch(gateway: string, { rail, reference, kind, provider, ours }: Mismatch): string {
  const theirs = provider ? `${provider.word}${provider.status === null ? ' (a word we do not know)' : ''} ${formatKobo(provider.amountKobo)}` : 'no record';
  const mine = ours ? `${ours.state} ${formatKobo(ours.amountKobo)}` : 'no record';
  return `${rail} ${reference} ${KIND_LABELS[kind]}: ${gateway} ${theirs}, ledger ${mine}`;
}
