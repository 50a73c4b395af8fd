import { number, object, string } from 'superstruct';
import { beforeEach, describe, expect, it } from 'vitest';
import { storedJson } from './storage';

const Point = object({ name: string(), x: number() });

describe('storedJson', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips a value', () => {
    const point = storedJson('point', Point);
    point.write({ name: 'a', x: 1 });
    expect(point.read()).toEqual({ name: 'a', x: 1 });
    point.clear();
    expect(point.read()).toBeUndefined();
  });

  it('reads broken or foreign values as missing', () => {
    const point = storedJson('point', Point);
    localStorage.setItem('point', '{not json');
    expect(point.read()).toBeUndefined();
    localStorage.setItem('point', JSON.stringify({ name: 'a', x: 'one' }));
    expect(point.read()).toBeUndefined();
  });
});
