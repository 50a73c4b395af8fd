import { describe, expect, it } from 'vitest';
import { calculateReturns } from './calculator';
import { payoutSchedule, periodRule, periodsAfter, startDateFor, stopDateFor } from './schedule';

const lagos = (wall: string) => new Date(`${wall}+01:00`);
const months = { unit: 'month' } as const;
const weeks = { unit: 'week' } as const;

describe('the payout calendar', () => {
  it('starts at the next Lagos midnight after the purchase', () => {
    expect(startDateFor(lagos('2026-11-21T10:00:00'), months)).toEqual(lagos('2026-11-22T00:00:00'));
    // 23:30 UTC is already the next day in Lagos.
    expect(startDateFor(new Date('2026-11-21T23:30:00Z'), weeks)).toEqual(lagos('2026-11-23T00:00:00'));
    expect(startDateFor(lagos('2026-11-21T23:59:00'), weeks)).toEqual(lagos('2026-11-22T00:00:00'));
    expect(startDateFor(lagos('2026-11-22T00:00:00'), weeks)).toEqual(lagos('2026-11-23T00:00:00'));
  });

  it('counts weeks in days and months on the calendar, keeping the day or the month end', () => {
    const start = lagos('2026-01-31T00:00:00');
    expect(periodsAfter(start, 1, weeks)).toEqual(lagos('2026-02-07T00:00:00'));
    expect(periodsAfter(start, 52, weeks)).toEqual(lagos('2027-01-30T00:00:00'));
    expect([1, 2, 3, 13].map((k) => periodsAfter(start, k, months))).toEqual([
      lagos('2026-02-28T00:00:00'),
      lagos('2026-03-31T00:00:00'),
      lagos('2026-04-30T00:00:00'),
      lagos('2027-02-28T00:00:00'),
    ]);
    expect(periodsAfter(lagos('2027-12-31T00:00:00'), 2, months)).toEqual(lagos('2028-02-29T00:00:00'));
    expect(periodsAfter(lagos('2026-11-30T00:00:00'), 3, months)).toEqual(lagos('2027-02-28T00:00:00'));
  });

  it('makes a week or a month PERIOD_SECONDS long when set, starting one period after the purchase', () => {
    const rule = periodRule(2, 30);
    expect(rule).toEqual({ seconds: 30 });
    expect(periodRule(1, undefined)).toEqual(weeks);
    expect(periodRule(2, undefined)).toEqual(months);
    const bought = new Date('2026-11-21T09:00:00Z');
    expect(startDateFor(bought, rule)).toEqual(new Date('2026-11-21T09:00:30Z'));
    expect(stopDateFor(bought, 4, rule)).toEqual(new Date('2026-11-21T09:02:30Z'));
  });

  it('schedules payout k k periods after the start, the last on the stop date', () => {
    const schedule = payoutSchedule({ costKobo: 30_000_000, percentageBp: 3000, noOf: 12 }, lagos('2026-01-30T15:00:00'), months);
    expect(schedule.startDate).toEqual(lagos('2026-01-31T00:00:00'));
    expect(schedule.payouts[0]).toEqual({ period: 1, dueAt: lagos('2026-02-28T00:00:00'), amountKobo: 3_250_000 });
    expect(schedule.payouts[11]).toEqual({ period: 12, dueAt: lagos('2027-01-31T00:00:00'), amountKobo: 3_250_000 });
    expect(schedule.stopDate).toEqual(lagos('2027-01-31T00:00:00'));
    expect(schedule.totalKobo).toBe(39_000_000);
  });
});

describe('the calculator', () => {
  const bike = { amountKobo: 15_000_000, percentageBp: 3000, noOf: 12, duration: 2 };
  const now = lagos('2026-11-21T10:00:00');

  it('gives the percentage, duration text, period, periodic return, total returned, cost and each payout', () => {
    const data = calculateReturns(bike, 2_000_000, now, months);
    expect(data).toMatchObject({
      percentage: 30,
      duration: '12 Months',
      period: 'month',
      bit_return: '32500.00',
      amountreturnable: '390000.00',
      amounttobepaid: '300000.00',
    });
    expect(data.schedule).toHaveLength(12);
    expect(data.schedule[0]).toEqual({ date: lagos('2026-12-22T00:00:00').toISOString(), amount: '32500.00' });
  });

  it('takes fractions of a unit and says Weeks, and a weekly period, for weekly plans', () => {
    const weekly = { amountKobo: 7_500_000, percentageBp: 950, noOf: 6, duration: 1 };
    const data = calculateReturns(weekly, 1_500_000, now, weeks);
    expect(data).toMatchObject({ percentage: 9.5, duration: '6 Weeks', period: 'week', amounttobepaid: '112500.00', amountreturnable: '123187.50' });
    expect(data.schedule.map((row) => row.amount)).toEqual(['20531.25', '20531.25', '20531.25', '20531.25', '20531.25', '20531.25']);
    expect(calculateReturns({ ...weekly, noOf: 1 }, 1_000_000, now, weeks).duration).toBe('1 Week');
  });
});
