import { describe, expect, it } from 'vitest';
import { releaseBanner } from './release-name';

describe('releaseBanner', () => {
  it('stamps nothing on an unnamed build', () => {
    expect(releaseBanner(undefined)).toBeUndefined();
    expect(releaseBanner('')).toBeUndefined();
  });

  it('names the release in a comment the minifier keeps', () => {
    expect(releaseBanner('2024.06.1-rc_2')).toBe('/*! Fleetvest release 2024.06.1-rc_2 */');
  });

  it('refuses a name that could end the comment or run long', () => {
    expect(() => releaseBanner('x */ alert(1) /*')).toThrow(/RELEASE_NAME/);
    expect(() => releaseBanner('a'.repeat(65))).toThrow(/RELEASE_NAME/);
  });
});
