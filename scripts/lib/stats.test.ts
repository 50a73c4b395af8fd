import { describe, expect, it } from 'vitest';
import { median, percentile } from './stats';

describe('bench statistics', () => {
  it('takes percentiles by nearest rank, whatever the order given', () => {
    const values = [9, 1, 7, 3, 5, 10, 2, 8, 4, 6];
    expect(percentile(values, 0.5)).toBe(5);
    expect(percentile(values, 0.9)).toBe(9);
    expect(percentile(values, 0.95)).toBe(10);
    expect(percentile(values, 1)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(values[0]).toBe(9);
  });

  it('gives the middle value, the mean of the two middle ones for an even count, and NaN for none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
