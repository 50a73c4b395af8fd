import { describe, expect, it } from 'vitest';
import { lagosClock, lagosDate, lagosDayLabel, startOfLagosDay } from './lagos-time';

describe('Lagos time', () => {
  it('reads days and clocks in Lagos, an hour ahead of UTC', () => {
    const lateEvening = new Date('2026-11-21T23:30:00Z');
    expect(lagosDate(lateEvening)).toBe('2026-11-22');
    expect(lagosClock(lateEvening)).toBe('00:30');
    expect(lagosDayLabel(lateEvening)).toBe('22 Nov 2026');
    expect(startOfLagosDay(lateEvening).toISOString()).toBe('2026-11-21T23:00:00.000Z');
  });

  it('writes every month with three letters', () => {
    const labels = Array.from({ length: 12 }, (_, month) => lagosDayLabel(new Date(Date.UTC(2026, month, 10, 12))));
    expect(labels.map((label) => label.split(' ')[1])).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });
});
