import { describe, expect, it } from 'vitest';
import type { Transaction } from '@contract/transactions';
import { amountSign, amountTone, groupByDay, isCredit, isRefunded, isWithdrawal, rowNote, statusLabel, statusTone, transactionLabel } from './kinds';

/** A row made at 10:00 in Lagos on `date`. */
const row = (id: number, date: string): Transaction => ({
  id,
  type: 1,
  which: 1,
  classtype: 1,
  title: 'Deposit',
  amount: '100.00',
  date,
  time: '10:00',
  created_at: `${date}T09:00:00.000Z`,
  details: {},
  status: '1',
});

describe('transaction labels', () => {
  it('names every which/classtype pair of the table', () => {
    const label = (which: number, classtype: number) => transactionLabel({ which, classtype });
    expect([label(1, 1), label(1, 2)]).toEqual(['Deposit', 'Withdrawal']);
    expect([label(2, 1), label(2, 2), label(2, 3), label(2, 4)]).toEqual(['Airtime', 'VTU Data', 'Cable/TV', 'Electricity']);
    expect([label(3, 1), label(3, 2)]).toEqual(['Investment', 'Payout']);
  });

  it('calls any other combination TXN', () => {
    for (const [which, classtype] of [
      [1, 3],
      [2, 5],
      [3, 0],
      [4, 1],
      [0, 0],
    ] as const) {
      expect(transactionLabel({ which, classtype })).toBe('TXN');
    }
  });

  it('knows a withdrawal by which 1 classtype 2 only', () => {
    expect(isWithdrawal({ which: 1, classtype: 2 })).toBe(true);
    expect(isWithdrawal({ which: 3, classtype: 2 })).toBe(false);
  });
});

describe('credit and debit', () => {
  it('treats type 1 as a credit with a plus sign and every other type as a debit with a minus', () => {
    expect([isCredit({ type: 1 }), amountSign({ type: 1 }), amountTone({ type: 1 })]).toEqual([true, '+', 'green']);
    for (const type of [0, 2, 3, 9]) expect([isCredit({ type }), amountSign({ type }), amountTone({ type })]).toEqual([false, '-', 'red']);
  });
});

describe('status', () => {
  it("reads '1' as Completed in green, '2' as Failed in red, anything else as Pending", () => {
    expect([statusLabel('1'), statusTone('1')]).toEqual(['Completed', 'green']);
    expect([statusLabel('2'), statusTone('2')]).toEqual(['Failed', 'red']);
    for (const status of ['0', '3', '']) expect([statusLabel(status), statusTone(status)]).toEqual(['Pending', 'blue']);
  });

  it('marks a withdrawal the bank returned after sending it as reversed', () => {
    expect(rowNote({ which: 1, classtype: 2, details: { status: 'Reversed' } })).toBe('Reversed');
    expect(rowNote({ which: 1, classtype: 1, details: { status: 'Reversed' } })).toBeUndefined();
  });

  it('marks a deposit that arrived short as partially paid, and no other row', () => {
    expect(rowNote({ which: 1, classtype: 1, details: { status: 'Partially paid' } })).toBe('Partially paid');
    expect(rowNote({ which: 1, classtype: 1, details: {} })).toBeUndefined();
    expect(rowNote({ which: 1, classtype: 2, details: { status: 'Partially paid' } })).toBeUndefined();
  });

  it('says a withdrawal the bank declined was refunded, and nothing for other rows', () => {
    const refunded = { which: 1, classtype: 2, details: { status: 'Refunded' } };
    expect([isRefunded(refunded), rowNote(refunded)]).toEqual([true, 'Refunded']);
    const others: { which: number; classtype: number; details: Record<string, string> }[] = [
      { which: 1, classtype: 2, details: { status: 'Successful' } },
      { which: 1, classtype: 1, details: { status: 'Refunded' } },
      { which: 1, classtype: 2, details: {} },
    ];
    for (const other of others) {
      expect([isRefunded(other), rowNote(other)]).toEqual([false, undefined]);
    }
  });
});

describe('grouping by day', () => {
  it('keeps the newest-first order and joins rows of the same day', () => {
    const groups = groupByDay([row(5, '2026-11-22'), row(4, '2026-11-22'), row(3, '2026-11-21'), row(2, '2026-11-21')]);
    expect(groups.map(([day, rows]) => [day, rows.map((r) => r.id)])).toEqual([
      ['22 Nov 2026', [5, 4]],
      ['21 Nov 2026', [3, 2]],
    ]);
  });

  it('heads rows with their Lagos day, not the UTC one', () => {
    const lateUtc = { ...row(1, '2026-11-21'), created_at: '2026-11-21T23:30:00.000Z' };
    expect(groupByDay([lateUtc]).map(([day]) => day)).toEqual(['22 Nov 2026']);
  });

  it('is empty for no rows', () => {
    expect(groupByDay([])).toEqual([]);
  });
});
