import type { Plugin } from 'vite';
import { tokenDeclarations, TOKENS } from '../../src/ui/tokens.js';
import { withBrandPanel } from './brand-panel.js';

/** Where index.html's first rule takes the design tokens. */
const TOKENS_MARKER = '/*design tokens*/';

/** index.html with the design tokens (src/ui/tokens.ts) in its `:root` rule. */
export function withDesignTokens(html: string): string {
  if (!html.includes(TOKENS_MARKER)) throw new Error('index.html has no place for the design tokens');
  return html.replace(TOKENS_MARKER, () => tokenDeclarations());
}

/**
 * A built page with only the tokens its own inline styles read: the app's styles get every token
 * from its script (src/ui/css.ts), so a page carries no declaration it does not use itself, a few
 * hundred bytes less on every first visit.
 */
export function withUsedTokensOnly(html: string): string {
  const used = (name: string) => html.includes(`var(--${name})`) || html.includes(`var(--${name},`);
  return html.replace(/:root\{([^}]*)\}/, (_rule, declarations: string) => {
    const kept = declarations.split(';').filter((declaration) => {
      const name = /^--([\w-]+):/.exec(declaration.trim())?.[1];
      return name === undefined || !(name in TOKENS) || used(name);
    });
    return `:root{${kept.join(';')}}`;
  });
}

/**
 * Writes the design tokens and the signed-out brand panel into index.html, in the build and the
 * dev server alike, so the boot skeleton paints with the app's own colours, sizes and words
 * before any script (docs/architecture.md, "Design system").
 */
export const designTokensPlugin = (): Plugin => ({
  name: 'fleetvest:design-tokens',
  transformIndexHtml: { order: 'pre', handler: (html) => withBrandPanel(withDesignTokens(html)) },
});
