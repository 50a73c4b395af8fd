import { describe, expect, it } from 'vitest';
import { formatClock, formatDateTime, formatDay, fromDob, toDob } from './dates';

describe('formatDateTime', () => {
  it("reads 'D Mon YYYY, h:mm AM/PM' in local time", () => {
    const afternoon = new Date(2024, 2, 5, 15, 7);
    expect(formatDateTime(afternoon)).toBe('5 Mar 2024, 3:07 PM');
    expect(formatDateTime(new Date(2024, 11, 25, 0, 30))).toBe('25 Dec 2024, 12:30 AM');
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

describe('server calendar dates and clocks', () => {
  it("shows a 'YYYY-MM-DD' date as 'D Mon YYYY'", () => {
    expect(formatDay('2026-11-22')).toBe('22 Nov 2026');
    expect(formatDay('2026-03-05')).toBe('5 Mar 2026');
    expect(formatDay('2026-13-05')).toBe('');
    expect(formatDay('22 Nov 2026')).toBe('');
  });

  it("shows a 24-hour clock as 'h:mm AM/PM'", () => {
    expect(formatClock('14:05')).toBe('2:05 PM');
    expect(formatClock('00:30')).toBe('12:30 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
    expect(formatClock('9:07')).toBe('9:07 AM');
    expect(formatClock('later')).toBe('');
  });
});
