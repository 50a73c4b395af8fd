import { describe, expect, it } from 'vitest';
import { ledgerState, mismatchOf, settleRail, describeMismatch, type AnyProviderRecord, type LagosDay, type LedgerRecord } from './compare';

const DAY: LagosDay = { date: '2026-11-21', start: new Date('2026-11-21T00:00:00+01:00'), end: new Date('2026-11-22T00:00:00+01:00') };
const NOON = new Date('2026-11-21T12:00:00+01:00');

const theirs = (
  reference: string,
  status: AnyProviderRecord['status'],
  amountKobo = 200_000,
  at = NOON,
  word: string = status ?? 'MYSTERY',
): AnyProviderRecord => ({
  reference,
  status,
  word,
  amountKobo,
  at,
});
const ours = (reference: string, state: LedgerRecord['state'], amountKobo = 200_000, at = NOON): LedgerRecord => ({ reference, state, amountKobo, at });

describe('the daily settlement’s comparison', () => {
  it('reads a reference’s state from its movements', () => {
    expect(ledgerState(new Set(['deposit']))).toBe('credited');
    expect(ledgerState(new Set(['withdrawal']))).toBe('held');
    expect(ledgerState(new Set(['withdrawal', 'withdrawal_sent']))).toBe('sent');
    expect(ledgerState(new Set(['withdrawal', 'withdrawal_refund']))).toBe('refunded');
    expect(ledgerState(new Set(['withdrawal', 'withdrawal_sent', 'withdrawal_reversal']))).toBe('reversed');
  });

  it('agrees where both sides tell the same story', () => {
    expect(mismatchOf('collection', theirs('FVD1', 'PAID'), ours('FVD1', 'credited'))).toBeNull();
    expect(mismatchOf('collection', theirs('FVD1', 'PARTIALLY_PAID', 50_000), ours('FVD1', 'credited', 50_000))).toBeNull();
    // A checkout not (yet) paid is in no ledger.
    for (const status of ['PENDING', 'FAILED', 'EXPIRED'] as const) expect(mismatchOf('collection', theirs('FVD1', status, 0), undefined)).toBeNull();
    expect(mismatchOf('transfer', theirs('FVW1', 'SUCCESS'), ours('FVW1', 'sent'))).toBeNull();
    expect(mismatchOf('transfer', theirs('FVW1', 'PENDING'), ours('FVW1', 'held'))).toBeNull();
    expect(mismatchOf('transfer', theirs('FVW1', 'FAILED', 200_000, NOON, 'REVERSED'), ours('FVW1', 'reversed'))).toBeNull();
    expect(mismatchOf('transfer', theirs('FVW1', 'FAILED'), ours('FVW1', 'refunded'))).toBeNull();
    // A transfer the provider refused outright left no record there; held money is `npm run held`'s.
    expect(mismatchOf('transfer', undefined, ours('FVW1', 'refunded'))).toBeNull();
    expect(mismatchOf('transfer', undefined, ours('FVW1', 'held'))).toBeNull();
  });

  it('finds money at the provider our ledger never moved', () => {
    expect(mismatchOf('collection', theirs('FVD1', 'PAID'), undefined)).toBe('not_in_ledger');
    expect(mismatchOf('transfer', theirs('FVW1', 'SUCCESS'), undefined)).toBe('not_in_ledger');
    expect(mismatchOf('transfer', theirs('FVW1', 'PENDING'), undefined)).toBe('not_in_ledger');
  });

  it('finds money our ledger moved that the provider has no record of', () => {
    expect(mismatchOf('collection', undefined, ours('FVD1', 'credited'))).toBe('not_at_provider');
    expect(mismatchOf('transfer', undefined, ours('FVW1', 'sent'))).toBe('not_at_provider');
  });

  it('finds a different amount where both moved the money', () => {
    expect(mismatchOf('collection', theirs('FVD1', 'PAID', 200_000), ours('FVD1', 'credited', 150_000))).toBe('amount');
    expect(mismatchOf('transfer', theirs('FVW1', 'SUCCESS', 100_000), ours('FVW1', 'sent', 150_000))).toBe('amount');
  });

  it('finds a different status, and a status word we do not know', () => {
    // The provider failed or reversed a transfer our ledger still shows sent, and the other way round.
    expect(mismatchOf('transfer', theirs('FVW1', 'FAILED', 200_000, NOON, 'REVERSED'), ours('FVW1', 'sent'))).toBe('status');
    expect(mismatchOf('transfer', theirs('FVW1', 'SUCCESS'), ours('FVW1', 'reversed'))).toBe('status');
    expect(mismatchOf('transfer', theirs('FVW1', 'SUCCESS'), ours('FVW1', 'held'))).toBe('status');
    expect(mismatchOf('transfer', theirs('FVW1', 'PENDING'), ours('FVW1', 'refunded'))).toBe('status');
    expect(mismatchOf('collection', theirs('FVD1', 'FAILED', 0), ours('FVD1', 'credited'))).toBe('status');
    expect(mismatchOf('collection', theirs('FVD1', 'PENDING', 0), ours('FVD1', 'credited'))).toBe('status');
    expect(mismatchOf('transfer', theirs('FVW1', null, 200_000, NOON, 'ON_HOLD'), ours('FVW1', 'sent'))).toBe('status');
  });

  it('covers the day’s references on both sides, matches across midnight, and leaves other references out', () => {
    const lateNight = new Date('2026-11-21T23:58:00+01:00');
    const nextMorning = new Date('2026-11-22T00:03:00+01:00');
    const provider = [
      theirs('FVDLATE', 'PAID', 200_000, lateNight),
      theirs('FVDDAY', 'PAID', 300_000),
      theirs('FVDYESTERDAY', 'PAID', 400_000, new Date('2026-11-20T12:00:00+01:00')),
      theirs('MNFY|RESERVED|1', 'PAID', 900_000),
    ];
    const ledger = [ours('FVDLATE', 'credited', 200_000, nextMorning), ours('FVDDAY', 'credited', 300_000), ours('FVDONLYOURS', 'credited', 100_000)];
    const settled = settleRail('collection', DAY, provider, ledger);
    expect(settled.atProvider).toBe(2);
    expect(settled.inLedger).toBe(2);
    expect(settled.mismatches).toEqual([{ rail: 'collection', reference: 'FVDONLYOURS', kind: 'not_at_provider', provider: undefined, ours: ledger[2] }]);
    // The next day, the late payment is ours for that day and found in the provider's day before.
    const next: LagosDay = { date: '2026-11-22', start: DAY.end, end: new Date('2026-11-23T00:00:00+01:00') };
    expect(settleRail('collection', next, provider, ledger)).toEqual({ atProvider: 0, inLedger: 1, mismatches: [] });
  });

  it('says each mismatch in one line with both sides', () => {
    const [amount] = settleRail('collection', DAY, [theirs('FVD1', 'PAID', 200_000)], [ours('FVD1', 'credited', 150_000)]).mismatches;
    expect(describeMismatch('monnify', amount!)).toBe('collection FVD1 amount differs: monnify PAID ₦2,000.00, ledger credited ₦1,500.00');
    const [unknown] = settleRail('transfer', DAY, [theirs('FVW1', null, 200_000, NOON, 'ON_HOLD')], []).mismatches;
    expect(describeMismatch('monnify', unknown!)).toBe('transfer FVW1 status differs: monnify ON_HOLD (a word we do not know) ₦2,000.00, ledger no record');
  });
});
