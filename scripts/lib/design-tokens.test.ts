import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tokenDeclarations, TOKENS } from '../../src/ui/tokens';
import { withDesignTokens } from './design-tokens';

const root = path.join(import.meta.dirname, '..', '..');
const sources = [
  'index.html',
  'scripts/lib/login-page.ts',
  'scripts/lib/boot-wallet.ts',
  ...readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
    .map((file) => path.join('src', file)),
];

/** The custom properties a text reads that neither the tokens nor the text itself define. */
const unknownProperties = (text: string): string[] => {
  const own = new Set([...text.matchAll(/['"]?--([a-z0-9-]+)['"]?\s*:/g)].map(([, name]) => name));
  const read = [...text.matchAll(/var\(--([a-z0-9-]+)/g)].map(([, name]) => name!);
  return [...new Set(read.filter((name) => !(name in TOKENS) && !own.has(name)))];
};

describe('the design tokens', () => {
  it('are all that the app’s styles read, but for a component’s own properties', () => {
    const unknown = sources.flatMap((file) => unknownProperties(readFileSync(path.join(root, file), 'utf8')).map((name) => `${file}: --${name}`));
    expect(unknown).toEqual([]);
  });

  it('notices a property that is no token', () => {
    expect(unknownProperties('color: var(--brnad); --own: 1px; width: var(--own);')).toEqual(['brnad']);
  });

  it('go into index.html’s first rule, and a page without their place fails the build', () => {
    const html = withDesignTokens(readFileSync(path.join(root, 'index.html'), 'utf8'));
    expect(html).toContain(`:root { ${tokenDeclarations()} }`);
    expect(tokenDeclarations()).toContain('--brand:#0b7a55;--brand-dark:#075c40');
    expect(() => withDesignTokens('<style>:root {}</style>')).toThrow(/design tokens/);
  });
});
