import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const CODE_DIRS = ['src', 'server', 'scripts', 'contract', 'e2e'];

/** Every .ts and .tsx file below a folder of the repository, generated ones and dependencies left out. */
const codeFiles = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFiles(relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [relative] : [];
  });

/** A doc's section headings (## and deeper), as written. */
const headingsOf = (doc: string): string[] =>
  readFileSync(path.join(root, 'docs', doc), 'utf8')
    .split('\n')
    .flatMap((line) => /^#{2,6}\s+(.+?)\s*$/.exec(line)?.[1] ?? []);

/**
 * Comments cite the docs as `docs/rules.md §Money held with a provider`, the words after § running
 * on into the sentence: a reference holds when one of the doc's headings starts them, whole words,
 * or when the words up to the first punctuation start a heading (`§ClubKonnect),` for
 * "ClubKonnect, also sold as Nellobytes (…)"). A comment's line breaks are joined first, so a
 * heading wrapped across lines still reads.
 */
function brokenReferences(files: string[], headings: (doc: string) => string[]): string[] {
  const broken: string[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8').replace(/\n\s*(?:\*(?!\/)|\/\/)\s*/g, ' ');
    for (const match of text.matchAll(/docs\/([a-z-]+\.md) §([^\n]{1,120})/g)) {
      const [, doc, rest] = match as unknown as [string, string, string];
      const phrase = rest.split(/[),.;:]/)[0]!.trim();
      const wholeWords = (text: string, start: string) => text.startsWith(start) && !/^[\p{L}\p{N}]/u.test(text.slice(start.length));
      const known = headings(doc).some((heading) => wholeWords(rest, heading) || (phrase !== '' && wholeWords(heading, phrase)));
      if (!known) broken.push(`${file}: docs/${doc} §${rest.slice(0, 40)}`);
    }
  }
  return broken;
}

describe('references to the docs in code', () => {
  it('each name a heading that exists', () => {
    const files = CODE_DIRS.flatMap(codeFiles);
    const cache = new Map<string, string[]>();
    const headings = (doc: string) => cache.get(doc) ?? cache.set(doc, headingsOf(doc)).get(doc)!;
    expect(brokenReferences(files, headings)).toEqual([]);
  });
});
