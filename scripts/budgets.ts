import { array, number, object, record, string, type Infer } from 'superstruct';

/** budgets.json: gzip bytes. `chunks` overrides the budget of a chunk by its name (e.g. a vendor chunk). */
export const Budgets = object({
  /**
   * /login: its pre-rendered document, and the scripts and styles it downloads in total (gzip
   * bytes): those of the sign-in page's entry (`entry`, its source file) and of the modules it
   * always loads after the load event (`afterLoad`).
   */
  loginPage: object({ document: number(), budget: number(), entry: string(), afterLoad: array(string()) }),
  /** What index.html (the app, for every other address) downloads before a route's own chunks. */
  appPage: object({ budget: number(), entry: string() }),
  /**
   * What a signed-in visitor's index.html downloads to draw the dashboard: the app's start and the
   * chunks its boot script preloads for a signed-in visitor (`chunks`: group names, vite.config.ts).
   */
  signedInHome: object({ budget: number(), entry: string(), chunks: array(string()) }),
  entry: number(),
  routeChunk: number(),
  sharedChunk: number(),
  chunks: record(string(), number()),
});
export type Budgets = Infer<typeof Budgets>;

/** The part of a Vite build manifest entry (dist/.vite/manifest.json) these checks read. */
export type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Keys of other manifest entries. */
  imports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export type RowKind = 'entry' | 'route' | 'shared' | 'page';
export type Row = { file: string; kind: RowKind; gzip: number; budget: number };

const kindOf = (chunk: ManifestChunk): RowKind => (chunk.isEntry ? 'entry' : chunk.isDynamicEntry ? 'route' : 'shared');

/** A route's source file, without the code splitter's '?tsr-split=…' query. */
const sourceOf = (chunk: ManifestChunk): string | undefined => chunk.src?.replace(/\?.*$/, '');

/** Every JS chunk with its budget: a named override, else the budget of its kind. Biggest first. */
export const budgetRows = (manifest: Manifest, budgets: Budgets, gzipOf: (file: string) => number): Row[] =>
  Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js'))
    .map((chunk) => {
      const kind = kindOf(chunk);
      const byKind = kind === 'entry' ? budgets.entry : kind === 'route' ? budgets.routeChunk : budgets.sharedChunk;
      return { file: chunk.file, kind, gzip: gzipOf(chunk.file), budget: budgets.chunks[chunk.name ?? ''] ?? byKind };
    })
    .sort((a, b) => b.gzip - a.gzip);

/** The files (JS and CSS) that the given manifest entries load: themselves and their static imports. */
export const staticClosure = (manifest: Manifest, keys: readonly string[]): Set<string> => {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return files;
};

/**
 * What a page downloads: the entry built from `entry` (its source: 'index.html',
 * 'src/loginPage.tsx'), the modules of `alsoLoads` it always imports once loaded (the after-load
 * chunk, the toaster), the chunks named `preloads` that it preloads, and all those import
 * statically. Throws when the build lacks one of them.
 */
export const pageFiles = (manifest: Manifest, entry: string, alsoLoads: readonly string[] = [], preloads: readonly string[] = []): string[] => {
  const keyOf = (what: string, test: (chunk: ManifestChunk) => boolean): string => {
    const key = Object.entries(manifest).find(([, chunk]) => test(chunk))?.[0];
    if (key === undefined) throw new Error(`no chunk is built from ${what}`);
    return key;
  };
  const keys = [
    keyOf(entry, (chunk) => chunk.isEntry === true && sourceOf(chunk) === entry),
    ...alsoLoads.map((source) => keyOf(source, (chunk) => chunk.isDynamicEntry === true && sourceOf(chunk) === source)),
    ...preloads.map((name) => keyOf(`the group ${name}`, (chunk) => chunk.src === undefined && chunk.name === name)),
  ];
  return [...staticClosure(manifest, keys)];
};

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export const formatTable = (rows: readonly Row[]): string => {
  const width = Math.max(4, ...rows.map((r) => r.file.length));
  const line = (status: string, file: string, kind: string, gzip: string, budget: string) =>
    `${status.padEnd(4)}  ${file.padEnd(width)}  ${kind.padEnd(6)}  ${gzip.padStart(8)}  ${budget.padStart(8)}`;
  return [
    line('', 'file', 'kind', 'gzip', 'budget'),
    ...rows.map((r) => line(r.gzip > r.budget ? 'OVER' : 'ok', r.file, r.kind, kb(r.gzip), kb(r.budget))),
  ].join('\n');
};
