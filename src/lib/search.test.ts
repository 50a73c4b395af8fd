import { describe, expect, it } from 'vitest';
import { firstText, positiveInt } from './search';

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

describe('firstText', () => {
  it('reads a value given once as text, numbers included, and the first of a repeated one', () => {
    expect(firstText('FVD1')).toBe('FVD1');
    expect(firstText(20240305)).toBe('20240305');
    expect(firstText(['FVD1', 'FVD2'])).toBe('FVD1');
  });

  it('gives nothing for a missing or unreadable value', () => {
    for (const value of [undefined, null, true, {}, [], [{}]]) expect(firstText(value)).toBeUndefined();
  });
});
