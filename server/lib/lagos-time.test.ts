import { describe, expect, it } from 'vitest';
import { lagosClock, lagosDate, lagosDayLabel, lagosDayStart, startOfLagosDay } from './lagos-time';

describe('Lagos time', () => {
  it('reads days and clocks in Lagos, an hour ahead of UTC', () => {
    const lateEvening = new Date('2026-11-21T23:30:00Z');
    expect(lagosDate(lateEvening)).toBe('2026-11-22');
    expect(lagosClock(lateEvening)).toBe('00:30');
    expect(lagosDayLabel(lateEvening)).toBe('22 Nov 2026');
    expect(startOfLagosDay(lateEvening).toISOString()).toBe('2026-11-21T23:00:00.000Z');
  });

  it('reads a calendar day as the instant it began in Lagos, and no impossible day at all', () => {
    expect(lagosDayStart('2026-11-21')?.toISOString()).toBe('2026-11-20T23:00:00.000Z');
    for (const wrong of ['2026-02-30', '2026-13-01', '21/11/2026', '2026-1-5', '', 'yesterday']) expect(lagosDayStart(wrong)).toBeNull();
  });

  it('writes every month with three letters', () => {
    const labels = Array.from({ length: 12 }, (_, month) => lagosDayLabel(new Date(Date.UTC(2026, month, 10, 12))));
    expect(labels.map((label) => label.split(' ')[1])).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });
});
