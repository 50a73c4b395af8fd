import type { Plugin } from 'vite';
import { tokenDeclarations } from '../../src/ui/tokens.js';

/** Where index.html's first rule takes the design tokens. */
export const TOKENS_MARKER = '/*design tokens*/';

/** index.html with the design tokens (src/ui/tokens.ts) in its `:root` rule. */
export function withDesignTokens(html: string): string {
  if (!html.includes(TOKENS_MARKER)) throw new Error('index.html has no place for the design tokens');
  return html.replace(TOKENS_MARKER, () => tokenDeclarations());
}

/**
 * Writes the design tokens into index.html, in the build and the dev server alike, so the boot
 * skeleton paints with the app's own colours and sizes before any script (docs/architecture.md,
 * "Design system").
 */
export const designTokensPlugin = (): Plugin => ({
  name: 'fleetvest:design-tokens',
  transformIndexHtml: { order: 'pre', handler: withDesignTokens },
});
