import { type StructError, create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CreateInvestmentRequest, durationText, unitsInMillionths, wholeUnits } from './investments';
import { PlanDraftInput, percentageToBasisPoints } from './plan-draft';

describe('units', () => {
  it('reads any number above 0, with up to six decimals, as millionths of a unit', () => {
    expect(unitsInMillionths('2')).toBe(2_000_000);
    expect(unitsInMillionths(' 2.5 ')).toBe(2_500_000);
    expect(unitsInMillionths('.5')).toBe(500_000);
    expect(unitsInMillionths('3.')).toBe(3_000_000);
    expect(unitsInMillionths(0.25)).toBe(250_000);
    expect(unitsInMillionths('0.000001')).toBe(1);
    expect(unitsInMillionths('999999999.999999')).toBe(999_999_999_999_999);
  });

  it('refuses zero, negatives, too many digits, exponents and anything else', () => {
    for (const bad of ['0', '0.0', '-1', '', '.', '1e3', '1.0000001', '1234567890', '1,5', 'two', ' ', '١']) {
      expect(unitsInMillionths(bad)).toBeNull();
    }
    for (const bad of [0, -2, Number.NaN, Infinity, 1e-7, null, undefined, {}, [1]]) expect(unitsInMillionths(bad)).toBeNull();
    expect(unitsInMillionths(`1${'0'.repeat(100_000)}`)).toBeNull();
  });

  it('buys whole units only', () => {
    expect(wholeUnits('3')).toBe(3);
    expect(wholeUnits('3.0')).toBe(3);
    expect(wholeUnits(4)).toBe(4);
    expect(wholeUnits('2.5')).toBeNull();
    expect(wholeUnits('0')).toBeNull();
    expect(() => create({ pin: '1234', howmany: '1.5', plan: '3' }, CreateInvestmentRequest)).toThrow('Please enter a valid unit number.');
    expect(create({ pin: '1234', howmany: '2', plan: '3' }, CreateInvestmentRequest)).toEqual({ pin: '1234', howmany: '2', plan: '3' });
  });

  it('takes the plan id as text, as the SPA sends it, or as a JSON number, and keeps it as text', () => {
    expect(create({ pin: '1234', howmany: '2', plan: 3 }, CreateInvestmentRequest).plan).toBe('3');
    for (const plan of ['0', '-3', '3.5', 3.5, -3, 'three', '', '2147483648', '1'.repeat(21), null]) {
      expect(() => create({ pin: '1234', howmany: '2', plan }, CreateInvestmentRequest), String(plan)).toThrow(/plan/);
    }
  });

  it('says Weeks when duration is 1, otherwise Months', () => {
    expect(durationText(12, 2)).toBe('12 Months');
    expect(durationText(6, 1)).toBe('6 Weeks');
    expect(durationText(1, 1)).toBe('1 Week');
    expect(durationText(18, 3)).toBe('18 Months');
  });
});

describe("an operator's new plan", () => {
  const valid = { name: 'Okada Bikes', amount: '150000', percentage: '12.5', periods: '12', duration: 'months', category: 'Bike', units: '200' };

  it('turns text into the stored units', () => {
    expect(create(valid, PlanDraftInput)).toEqual({
      name: 'Okada Bikes',
      amount: 15_000_000,
      percentage: 1250,
      periods: 12,
      duration: 2,
      category: 1,
      units: 200,
    });
    expect(create({ ...valid, duration: 'weeks', category: '4', which: 'minibus' }, PlanDraftInput)).toMatchObject({
      duration: 1,
      category: 4,
      which: 2,
    });
    expect(percentageToBasisPoints('24')).toBe(2400);
    expect(percentageToBasisPoints('0.05')).toBe(5);
    expect(percentageToBasisPoints('12.345')).toBeNull();
  });

  it('names every field that is wrong, with what it must be', () => {
    try {
      create({ ...valid, amount: '50', percentage: '0', periods: '12.5', duration: 'days', category: 'boat', units: '0' }, PlanDraftInput);
      expect.unreachable();
    } catch (error) {
      const failures = (error as StructError).failures().map((f) => `${f.key}: ${f.message}`);
      expect(failures).toEqual([
        expect.stringMatching(/^amount: must be the naira price of one unit, from 100 to 10000000/),
        expect.stringMatching(/^percentage: must be the total profit/),
        'periods: must be the number of payouts, a whole number from 1 to 520',
        'duration: must be weeks or months',
        'category: must be bike, minibus, jetmover or truck (or 1 to 4)',
        'units: must be the units on offer, a whole number from 1 to 100000',
      ]);
    }
    expect(() => create({ ...valid, name: 'ab' }, PlanDraftInput)).toThrow('must be 3 to 80 characters');
    // A plan's name is shown to every customer: no escape codes from the operator's terminal either.
    expect(() => create({ ...valid, name: 'Okada\u001b[31m Bikes' }, PlanDraftInput)).toThrow('may not contain control characters');
    expect(() => create({ ...valid, name: 'Okada\u0085Bikes' }, PlanDraftInput)).toThrow('may not contain control characters');
    expect(() => create({ ...valid, amount: '9'.repeat(200) }, PlanDraftInput)).toThrow(/naira price/);
  });
});
