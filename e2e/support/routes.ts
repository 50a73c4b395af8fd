import { readFileSync } from 'node:fs';

export type AppRoute = {
  /** The route id in the generated tree ('/_app/withdraw'). */
  id: string;
  /** A path that opens it ('/withdraw'); a parameter is given a sample value. */
  path: string;
  /** Who sees it: signed-in routes sit under /_app, signed-out ones under /_auth, the rest serve both. */
  audience: 'signed-in' | 'signed-out' | 'both';
};

/** The ids of the route tree TanStack Router generates from src/routes (FileRoutesById). */
const routeIds = (): string[] => {
  const tree = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8');
  const body = /export interface FileRoutesById \{([^}]*)\}/.exec(tree)?.[1];
  if (!body) throw new Error('src/routeTree.gen.ts has no FileRoutesById');
  return [...body.matchAll(/^\s*'([^']+)':/gm)].map(([, id]) => id!);
};

/**
 * A path for a route id: layout segments dropped, a segment's trailing '_' (it keeps the route
 * out of its namesake's layout: utilitybills_/airtime) dropped, index slashes trimmed, parameters
 * filled in.
 */
const pathOf = (id: string): string =>
  id
    .replace(/^\/_(app|auth)/, '')
    .replace(/([^/])_(?=\/|$)/g, '$1')
    .replace(/\/\$$/, '/no/such/page')
    .replace(/\$[^/]+/g, '1')
    .replace(/(.)\/$/, '$1') || '/';

/**
 * Every page the app has, read from its generated route tree, so a page added later is swept
 * too. Layout routes (/_app, /_auth) are frames, not pages.
 */
export const appRoutes = (): AppRoute[] =>
  routeIds()
    .filter((id) => id !== '/_app' && id !== '/_auth')
    .map((id) => ({
      id,
      path: pathOf(id),
      audience: id.startsWith('/_app/') ? 'signed-in' : id.startsWith('/_auth/') ? 'signed-out' : 'both',
    }));
