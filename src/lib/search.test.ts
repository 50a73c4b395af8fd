import { describe, expect, it } from 'vitest';
import { positiveInt } from './search';

describe('positiveInt', () => {
  it('reads a positive whole number given as a number or a string', () => {
    expect(positiveInt(12)).toBe(12);
    expect(positiveInt('7')).toBe(7);
  });

  it('refuses anything else', () => {
    for (const value of [undefined, null, '', '0', -3, 1.5, 'abc', true, '1e400', [1]]) {
      expect(positiveInt(value)).toBeUndefined();
    }
  });
});
