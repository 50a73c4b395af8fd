import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';
import { children, isNode, type Node } from './ast.js';

/** Every `import(…)` expression in the tree (one inside another's argument is left as it is). */
const importExpressions = (node: unknown): Node[] => {
  if (Array.isArray(node)) return node.flatMap(importExpressions);
  if (!isNode(node)) return [];
  if (node.type === 'ImportExpression') return [node];
  return children(node).flatMap(importExpressions);
};

const HELPER = '__withChunkTimeout';

/**
 * A route module with each lazy import (its page's component and loader chunks) wrapped in
 * `withChunkTimeout(…)` from `helperPath`, so a chunk that never arrives fails after the timeout
 * instead of leaving the page's skeleton up for good. Null when the module has no lazy import.
 */
export function wrapLazyImports(code: string, helperPath: string): string | null {
  const found = importExpressions(parseAst(code, { lang: 'js' }));
  if (found.length === 0) return null;
  let out = code;
  // From the end, so earlier offsets stay valid.
  for (const node of [...found].sort((a, b) => b.start - a.start)) {
    out = `${out.slice(0, node.start)}${HELPER}(${out.slice(node.start, node.end)})${out.slice(node.end)}`;
  }
  return `import { withChunkTimeout as ${HELPER} } from ${JSON.stringify(helperPath)};\n${out}`;
}

/**
 * The 120 s chunk loading limit (docs/product.md §Numbers and formats) for the production build:
 * the route modules' lazy imports (which TanStack Router's code splitting wrote) give up after the
 * time src/lib/chunkTimeout.ts sets.
 */
export const chunkTimeoutPlugin = (routesDir: string, helperPath: string): Plugin => ({
  name: 'fleetvest:chunk-timeout',
  apply: 'build',
  transform(code, id) {
    if (!id.startsWith(routesDir) || id.includes('?')) return null;
    const wrapped = wrapLazyImports(code, helperPath);
    return wrapped === null ? null : { code: wrapped, map: null };
  },
});
