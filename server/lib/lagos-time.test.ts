import { describe, expect, it } from 'vitest';
import { lagosClock, lagosDate, lagosDateTime, lagosDayLabel, lagosDayStart, startOfLagosDay } from './lagos-time';

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

  it('formats every instant as Intl does in the Africa/Lagos zone, around each midnight and noon too', () => {
    const zone = { timeZone: 'Africa/Lagos' } as const;
    const isoDay = new Intl.DateTimeFormat('en-CA', { ...zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    const clock = new Intl.DateTimeFormat('en-GB', { ...zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const day = new Intl.DateTimeFormat('en-US', { ...zone, day: 'numeric', month: 'short', year: 'numeric' });
    const twelveHour = new Intl.DateTimeFormat('en-US', { ...zone, hour: 'numeric', minute: '2-digit', hour12: true });
    const instants: Date[] = [];
    // Every 7 h 13 min 17 s from 2000 to 2040: every hour of the day, every month, leap days.
    for (let at = Date.UTC(2000, 0, 1); at < Date.UTC(2040, 0, 1); at += (7 * 3600 + 13 * 60 + 17) * 1000) instants.push(new Date(at));
    // The minutes either side of each Lagos midnight and noon (23:00 and 11:00 UTC).
    for (const hour of [11, 23]) for (const ms of [-60_001, -1, 0, 1, 59_999]) instants.push(new Date(Date.UTC(2026, 1, 28, hour) + ms));
    for (const instant of instants) {
      const parts = new Map(day.formatToParts(instant).map((part) => [part.type, part.value]));
      const label = `${parts.get('day')} ${parts.get('month')} ${parts.get('year')}`;
      expect([lagosDate(instant), lagosClock(instant), lagosDayLabel(instant), lagosDateTime(instant)]).toEqual([
        isoDay.format(instant),
        clock.format(instant),
        label,
        `${label}, ${twelveHour.format(instant).replace('\u202f', ' ')}`,
      ]);
    }
    expect(instants.length).toBeGreaterThan(48_000);
  });

  it('refuses an invalid instant, as Intl does', () => {
    expect(() => lagosDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});
