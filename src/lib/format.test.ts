import { describe, expect, it } from 'vitest';
import { formatNaira, formatNairaCompact, formatNairaDetail, formatNairaWhole } from './format';

describe('naira formatting', () => {
  it('shows balances with two decimals and thousands separators', () => {
    expect(formatNaira('1234567.5')).toBe('₦1,234,567.50');
    expect(formatNaira(0)).toBe('₦0.00');
  });

  it('shows review amounts without decimals', () => {
    expect(formatNairaWhole(1500.4)).toBe('₦1,500');
    expect(formatNairaWhole('2500')).toBe('₦2,500');
  });

  it('shows detail amounts without decimals, but never rounds kobo away', () => {
    expect(formatNairaDetail('5000.00')).toBe('₦5,000');
    expect(formatNairaDetail('1500.25')).toBe('₦1,500.25');
    expect(formatNairaDetail('0.5')).toBe('₦0.50');
  });

  it('treats unreadable amounts as zero', () => {
    expect(formatNaira('abc')).toBe('₦0.00');
  });

  it('abbreviates from a thousand, a million and a billion with one decimal', () => {
    expect(formatNairaCompact(999)).toBe('₦999');
    expect(formatNairaCompact(1000)).toBe('₦1K');
    expect(formatNairaCompact(1500)).toBe('₦1.5K');
    expect(formatNairaCompact(2_345_678)).toBe('₦2.3M');
    expect(formatNairaCompact('7250000000')).toBe('₦7.3B');
  });
});
