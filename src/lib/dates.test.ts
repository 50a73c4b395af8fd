import { afterEach, describe, expect, it } from 'vitest';
import { formatLagosClock, formatLagosDateTime, formatLagosDay, fromDob, lagosIsoDate, toDob } from './dates';

describe('the Lagos clock', () => {
  it("reads 'D Mon YYYY, h:mm AM/PM' in Lagos (UTC+1, no daylight saving)", () => {
    expect(formatLagosDateTime('2024-03-05T14:07:00Z')).toBe('5 Mar 2024, 3:07 PM');
    expect(formatLagosDateTime(new Date('2024-12-24T23:30:00Z'))).toBe('25 Dec 2024, 12:30 AM');
    expect(formatLagosDateTime('2026-09-10T11:00:00Z')).toBe('10 Sep 2026, 12:00 PM');
    expect(formatLagosDay('2026-11-22T13:05:00Z')).toBe('22 Nov 2026');
    expect(formatLagosClock('2026-11-22T08:05:00Z')).toBe('9:05 AM');
  });

  it('shows nothing for something that is not a time', () => {
    expect(formatLagosDateTime('later')).toBe('');
    expect(formatLagosDay('')).toBe('');
    expect(formatLagosClock('2026-13-40')).toBe('');
  });
});

describe('the Lagos clock on a device in another time zone', () => {
  const deviceZone = process.env.TZ;
  afterEach(() => {
    if (deviceZone === undefined) delete process.env.TZ;
    else process.env.TZ = deviceZone;
  });

  // 04:05 UTC: 5:05 AM in Lagos, still the evening before in New York.
  const instant = '2026-11-22T04:05:00Z';
  const zones = [
    { zone: 'UTC', localHour: 4 },
    { zone: 'America/New_York', localHour: 23 },
  ];

  for (const { zone, localHour } of zones) {
    it(`gives the Lagos day and time under TZ=${zone}`, () => {
      process.env.TZ = zone;
      // The zone really is in force: a formatter reading the device's clock would show these.
      expect(new Date(instant).getHours()).toBe(localHour);
      expect(Number(new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23' }).format(new Date(instant)))).toBe(localHour);
      expect(formatLagosDateTime(instant)).toBe('22 Nov 2026, 5:05 AM');
      expect(formatLagosDay(instant)).toBe('22 Nov 2026');
      expect(formatLagosClock(instant)).toBe('5:05 AM');
    });
  }
});

describe('the Lagos calendar day', () => {
  it('is the day in Lagos, an hour ahead of UTC, written as a date input writes it', () => {
    expect(lagosIsoDate('2026-11-21T22:59:00Z')).toBe('2026-11-21');
    expect(lagosIsoDate('2026-11-21T23:00:00Z')).toBe('2026-11-22');
    expect(lagosIsoDate('2026-03-04T12:00:00Z')).toBe('2026-03-04');
  });
});

describe('date of birth', () => {
  it('turns a date input value into day-Mon-year', () => {
    expect(toDob('1990-03-05')).toBe('05-Mar-1990');
    expect(toDob('1990-13-05')).toBe('');
    expect(toDob('')).toBe('');
  });

  it('reads day-Mon-year back into a date input value', () => {
    expect(fromDob('05-Mar-1990')).toBe('1990-03-05');
    expect(fromDob('5-dec-2001')).toBe('2001-12-05');
    expect(fromDob('05-Foo-1990')).toBe('');
  });
});
