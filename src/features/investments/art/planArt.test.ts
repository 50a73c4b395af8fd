import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import bike from './bike.svg?raw';
import jetmover from './jetmover.svg?raw';
import minibus from './minibus.svg?raw';
import { planArt } from './planArt';
import truck from './truck.svg?raw';

/** The files' text, in `which` order. */
const SOURCES = [bike, minibus, jetmover, truck];

describe('plan pictures', () => {
  it('are chosen by which: 1 bike, 2 minibus, 3 jet mover, anything else truck', () => {
    expect(planArt(1).alt).toBe('A dispatch motorcycle');
    expect(planArt(2).alt).toBe('A yellow commuter minibus');
    expect(planArt(3).alt).toBe('An electric cargo van');
    for (const other of [4, 0, 5, -1, Number.NaN]) expect(planArt(other)).toEqual(planArt(4));
    expect(new Set([1, 2, 3, 4].map((which) => planArt(which).src)).size).toBe(4);
  });

  it('are small, self-contained and titled with what their alt text says', () => {
    SOURCES.forEach((svg, index) => {
      expect(gzipSync(svg, { level: 9 }).length).toBeLessThan(2048);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 160 100" role="img" aria-labelledby="t">/);
      expect(svg).toContain(`<title id="t">${planArt(index + 1).alt}</title>`);
      expect(svg).not.toMatch(/<script|href=|url\(/);
    });
  });
});
