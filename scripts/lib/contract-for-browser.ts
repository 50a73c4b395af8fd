import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';
import { children, isNode, type Node } from './ast.js';

/** The parts of an endpoint declaration only the server reads: it validates what clients send. */
const REQUEST_PARTS = new Set(['params', 'query', 'body']);

type Edit = { at: number; end: number; text: string };

/** `endpoint({ …, body: X, … })`: the request parts' source ranges, each with its comma. */
const requestParts = (node: Node): Edit[] => {
  const callee = node.callee as Node | undefined;
  const [argument] = (node.arguments as Node[] | undefined) ?? [];
  if (callee?.type !== 'Identifier' || callee.name !== 'endpoint' || argument?.type !== 'ObjectExpression') return [];
  const properties = argument.properties as Node[];
  return properties.flatMap((property, index) => {
    const key = property.key as Node | undefined;
    if (property.type !== 'Property' || key?.type !== 'Identifier' || !REQUEST_PARTS.has(key.name as string)) return [];
    const next = properties[index + 1];
    return [{ at: property.start, end: next ? next.start : property.end, text: '' }];
  });
};

/**
 * A contract module as the browser gets it. The SPA only builds URLs and checks answers, so:
 * - endpoint declarations lose their request structs (`params`, `query`, `body`);
 * - every call that builds a module-level value (a struct, a declaration) is marked pure, so the
 *   structs nobody uses any more (and the field rules behind them) are tree-shaken away. Calls
 *   inside functions are left alone: they run later and may do things.
 */
export function prepareContractModule(code: string): string {
  const edits: Edit[] = [];
  const visit = (node: unknown, topLevel: boolean): void => {
    if (Array.isArray(node)) return node.forEach((item) => visit(item, topLevel));
    if (!isNode(node)) return;
    if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration') return;
    if (node.type === 'CallExpression') {
      edits.push(...requestParts(node));
      if (topLevel) edits.push({ at: node.start, end: node.start, text: '/* @__PURE__ */ ' });
    }
    for (const child of children(node)) visit(child, topLevel);
  };
  visit(parseAst(code, { lang: 'ts' }), true);
  return edits.sort((a, b) => b.at - a.at || b.end - a.end).reduce((text, edit) => text.slice(0, edit.at) + edit.text + text.slice(edit.end), code);
}

/** Applies prepareContractModule to the contract's modules in the browser build. */
export const contractForBrowserPlugin = (contractDir: string): Plugin => ({
  name: 'fleetvest:contract-for-browser',
  apply: 'build',
  transform(code, id) {
    if (!id.startsWith(contractDir) || !id.endsWith('.ts')) return null;
    return { code: prepareContractModule(code), map: null };
  },
});
