import type { Plugin } from 'vite';

/** Each module's static imports, by module id: the build's module graph. */
export type ModuleGraph = ReadonlyMap<string, readonly string[]>;

/**
 * The modules `roots` load statically: themselves and everything they import, transitively, except
 * what the modules `opaque` matches import.
 */
export const staticReach = (graph: ModuleGraph, roots: readonly string[], opaque?: RegExp): Set<string> => {
  const reached = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    if (!opaque?.test(id)) stack.push(...(graph.get(id) ?? []));
  }
  return reached;
};

/**
 * A package's index re-exports all of it, most of which a given import never uses (TanStack
 * Router's index reaches every hook and component it has). Our modules' reach stops at the package
 * modules they import.
 */
const PACKAGE = /[\\/]node_modules[\\/]/;

/**
 * The modules that belong in one chunk with the pages matched by `home`: all they load
 * statically, except what `elsewhere` already loads (the entries' start, and the after-load code
 * the sign-in page fetches too). Anything of those two sets in the chunk would make the other
 * pages download it.
 */
export const chunkModules = (graph: ModuleGraph, home: RegExp, elsewhere: RegExp): Set<string> => {
  const ids = [...graph.keys()];
  const taken = staticReach(
    graph,
    ids.filter((id) => elsewhere.test(id)),
    PACKAGE,
  );
  const wanted = staticReach(
    graph,
    ids.filter((id) => home.test(id)),
  );
  return new Set([...wanted].filter((id) => !taken.has(id)));
};

/**
 * A Rolldown group for the signed-in home: the layout every signed-in page sits in and the
 * dashboard (component and loader), in one chunk instead of some forty small ones, each a round
 * trip on a slow network (docs/performance.md, "Chunks, preloads and budgets"). A group's `test` sees one module id at
 * a time, so the plugin keeps the module graph (complete once the build ends, before chunks are
 * made) and the group asks it.
 */
export function homeChunk({ home, elsewhere }: { home: RegExp; elsewhere: RegExp }) {
  const graph = new Map<string, readonly string[]>();
  let modules: Set<string> | undefined;
  const plugin: Plugin = {
    name: 'fleetvest:home-chunk',
    apply: 'build',
    buildEnd() {
      graph.clear();
      modules = undefined;
      for (const id of this.getModuleIds()) graph.set(id, this.getModuleInfo(id)?.importedIds ?? []);
    },
  };
  const test = (id: string): boolean => (modules ??= chunkModules(graph, home, elsewhere)).has(id);
  return { plugin, test };
}
