import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseAst } from 'rolldown/parseAst';

export type SourceRegex = { where: string; pattern: string; flags: string };

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'migrations' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });

const regexesIn = (root: string, file: string): SourceRegex[] => {
  const found: SourceRegex[] = [];
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

/**
 * Every regular expression the server and the contract run, read from their source under `root`,
 * so a pattern added later is checked too. Test files and test helpers are left out: no client
 * reaches them.
 */
export const sourceRegexes = (root: string): SourceRegex[] =>
  ['contract', 'server'].flatMap((dir) => sourceFiles(join(root, dir))).flatMap((file) => regexesIn(root, file));

/** Inputs that make a backtracking pattern work for seconds: long runs of each kind of character and near-misses. */
const SIZE = 100_000;
export const HOSTILE_INPUTS = [
  ...['a', '.', '@', ' ', '0', '-', '_', 'A', '/', ':', '\t', '\n', '"', '\\', '%'].flatMap((c) => [c.repeat(SIZE), `${c.repeat(SIZE)}\u0001`]),
  `a@${'.'.repeat(SIZE)}@`,
  `${'a.'.repeat(SIZE / 2)}!`,
  `${'0'.repeat(SIZE)}x`,
  `FV${'0'.repeat(SIZE)}`,
  `${'a@'.repeat(SIZE / 2)}`,
  `${'-_'.repeat(SIZE / 2)}!`,
];
