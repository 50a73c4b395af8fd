import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MICRO_UNITS_PER_UNIT } from '../../../contract';
import { costOfUnits, splitPayouts, totalReturned } from './returns';
import { payoutSchedule } from './schedule';

describe('the money of a plan', () => {
  it('returns cost x (1 + percentage / 100) to the nearest kobo', () => {
    expect(totalReturned(15_000_000, 3000)).toBe(19_500_000); // ₦150,000 at 30 % -> ₦195,000
    expect(totalReturned(7_500_000, 950)).toBe(8_212_500); // ₦75,000 at 9.5 %
    expect(totalReturned(333, 1250)).toBe(375); // 41.625 kobo of profit rounds up to 42
    expect(totalReturned(100, 1250)).toBe(113); // 12.5 kobo rounds half up
    expect(totalReturned(100, 1249)).toBe(112); // 12.49 kobo rounds down
  });

  it('prices fractions of a unit to the nearest kobo', () => {
    expect(costOfUnits(15_000_000, 2 * MICRO_UNITS_PER_UNIT)).toBe(30_000_000);
    expect(costOfUnits(15_000_000, 2_500_000)).toBe(37_500_000);
    expect(costOfUnits(10_001, 333_333)).toBe(3334); // 3333.663333 kobo
    expect(costOfUnits(1_000_000_000, 1)).toBe(1000);
  });

  it('splits a total into equal whole-kobo payouts, the last carrying the remainder', () => {
    expect(splitPayouts(19_500_000, 12)).toEqual([...Array(12).fill(1_625_000)]);
    expect(splitPayouts(100, 3)).toEqual([33, 33, 34]);
    expect(splitPayouts(8_212_500, 26)).toEqual([...Array(25).fill(315_865), 8_212_500 - 25 * 315_865]);
    expect(() => splitPayouts(100, 0)).toThrow(RangeError);
  });

  it('refuses figures beyond what a JavaScript number holds exactly, instead of rounding money', () => {
    expect(() => totalReturned(Number.MAX_SAFE_INTEGER, 100)).toThrow(RangeError);
    expect(() => costOfUnits(1_000_000_000, 999_999_999 * MICRO_UNITS_PER_UNIT)).toThrow(RangeError);
  });

  it('pays exactly the total returned, over any plan the catalogue allows and any number of units', () => {
    const plan = fc.record({
      amountKobo: fc.integer({ min: 10_000, max: 1_000_000_000 }),
      percentageBp: fc.integer({ min: 1, max: 50_000 }),
      noOf: fc.integer({ min: 1, max: 520 }),
      microUnits: fc.oneof(
        fc.integer({ min: 1, max: 100_000 }).map((units) => units * MICRO_UNITS_PER_UNIT),
        fc.integer({ min: 1, max: 1000 * MICRO_UNITS_PER_UNIT }),
      ),
      weekly: fc.boolean(),
    });
    fc.assert(
      fc.property(plan, ({ amountKobo, percentageBp, noOf, microUnits, weekly }) => {
        const costKobo = costOfUnits(amountKobo, microUnits);
        const schedule = payoutSchedule({ costKobo, percentageBp, noOf }, new Date('2026-01-31T10:00:00Z'), {
          unit: weekly ? 'week' : 'month',
        });
        const amounts = schedule.payouts.map((payout) => payout.amountKobo);
        // Exact arithmetic, independent of the code under test: cost + cost * bp / 10000, halves up.
        const exact = BigInt(costKobo) * 10_000n + BigInt(costKobo) * BigInt(percentageBp);
        const expected = Number((exact * 2n + 10_000n) / 20_000n);
        expect(schedule.totalKobo).toBe(expected);
        expect(amounts).toHaveLength(noOf);
        expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(expected);
        expect(amounts.every((amount) => Number.isSafeInteger(amount) && amount >= 0)).toBe(true);
        const regular = amounts[0]!;
        expect(amounts.slice(0, -1).every((amount) => amount === regular)).toBe(true);
        expect(amounts.at(-1)! - regular).toBeGreaterThanOrEqual(0);
        expect(amounts.at(-1)! - regular).toBeLessThan(noOf);
        // Whole units of a catalogue plan always pay at least a kobo each period.
        if (microUnits % MICRO_UNITS_PER_UNIT === 0) expect(regular).toBeGreaterThan(0);
        expect(schedule.payouts.map((payout) => payout.period)).toEqual(amounts.map((_, index) => index + 1));
        expect(schedule.stopDate).toEqual(schedule.payouts.at(-1)!.dueAt);
      }),
      { numRuns: 2000 },
    );
  });
});
