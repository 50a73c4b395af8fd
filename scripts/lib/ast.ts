/** An ESTree node as rolldown's parseAst returns it, with its source offsets. */
export interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** A node's child values (nodes, arrays of nodes, plain values), without the link back to its parent. */
export const children = (node: Node): unknown[] => Object.entries(node).flatMap(([key, value]) => (key === 'parent' ? [] : [value]));
