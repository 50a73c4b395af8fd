import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { isSafe } from 'redos-detector';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';

/**
 * Every regular expression the server and the contract run, read from their source, so a pattern
 * added later is checked too. Test files and test helpers are left out: no client reaches them.
 */
const root = join(import.meta.dirname, '..', '..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'migrations' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });

type Found = { where: string; pattern: string; flags: string };

const regexesIn = (file: string): Found[] => {
  const found: Found[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const record = node as Record<string, unknown>;
    const regex = record.regex as { pattern: string; flags: string } | undefined;
    if (record.type === 'Literal' && regex) found.push({ where: relative(root, file), ...regex });
    if (record.type === 'NewExpression' || record.type === 'CallExpression') {
      const callee = record.callee as { type?: string; name?: string } | undefined;
      if (callee?.type === 'Identifier' && callee.name === 'RegExp') found.push({ where: relative(root, file), pattern: '<built at run time>', flags: '' });
    }
    for (const [key, value] of Object.entries(record)) if (key !== 'parent') visit(value);
  };
  visit(parseAst(readFileSync(file, 'utf8'), { lang: 'ts' }));
  return found;
};

const patterns = ['contract', 'server'].flatMap((dir) => sourceFiles(join(root, dir))).flatMap(regexesIn);

/** Inputs that make a backtracking pattern work for seconds: long runs of each kind of character and near-misses. */
const SIZE = 100_000;
const hostileInputs = [
  ...['a', '.', '@', ' ', '0', '-', '_', 'A', '/', ':', '\t', '\n', '"', '\\', '%'].flatMap((c) => [c.repeat(SIZE), `${c.repeat(SIZE)}\u0001`]),
  `a@${'.'.repeat(SIZE)}@`,
  `${'a.'.repeat(SIZE / 2)}!`,
  `${'0'.repeat(SIZE)}x`,
  `FV${'0'.repeat(SIZE)}`,
  `${'a@'.repeat(SIZE / 2)}`,
  `${'-_'.repeat(SIZE / 2)}!`,
];

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

      it('reads 100 KB of hostile input at once', () => {
        const regex = new RegExp(pattern, flags);
        for (const input of hostileInputs) {
          regex.lastIndex = 0;
          const started = performance.now();
          regex.test(input);
          // A linear pattern reads 100 KB in well under a millisecond; a backtracking one takes seconds.
          expect(performance.now() - started, JSON.stringify(input.slice(0, 12))).toBeLessThan(250);
        }
      });
    });
  }
});
