import { join } from 'node:path';
import { isSafe } from 'redos-detector';
import { describe, expect, it } from 'vitest';
import { sourceRegexes } from '../../scripts/lib/source-regexes';

// How long 100 KB of hostile input takes each pattern is measured by `npm run bench:attacks`.
const patterns = sourceRegexes(join(import.meta.dirname, '..', '..'));

describe('regular expressions in the server and the contract', () => {
  it('finds the patterns to check (the e-mail pattern among them) and none built at run time', () => {
    expect(patterns.length).toBeGreaterThan(5);
    expect(patterns.some((p) => p.where === join('contract', 'fields.ts') && p.pattern.includes('@'))).toBe(true);
    expect(patterns.filter((p) => p.pattern === '<built at run time>')).toEqual([]);
  });

  for (const { where, pattern, flags } of patterns) {
    describe(`/${pattern}/${flags} in ${where}`, () => {
      it('cannot backtrack badly (a ReDoS analyser proves it)', () => {
        const verdict = isSafe(new RegExp(pattern, flags.replace('g', '')));
        expect(verdict.safe, JSON.stringify(verdict.error)).toBe(true);
      });
    });
  }
});
