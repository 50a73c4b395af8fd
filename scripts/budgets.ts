import { array, number, object, record, string, type Infer } from 'superstruct';

/** budgets.json: gzip bytes. `chunks` overrides the budget of a chunk by its name (e.g. a vendor chunk). */
export const Budgets = object({
  /** /login: its pre-rendered document, and the scripts and styles it downloads (gzip bytes). */
  loginPage: object({ document: number(), budget: number(), routes: array(string()) }),
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

const keysWhere = (manifest: Manifest, test: (chunk: ManifestChunk) => boolean): string[] =>
  Object.entries(manifest).flatMap(([key, chunk]) => (test(chunk) ? [key] : []));

/** What the entry loads by itself. */
export const entryFiles = (manifest: Manifest): Set<string> =>
  staticClosure(manifest, keysWhere(manifest, (chunk) => chunk.isEntry === true));

/** What the route modules load beyond the entry; throws when one is not in the build. */
export const routeFiles = (manifest: Manifest, routes: readonly string[]): Set<string> => {
  const missing = routes.filter((route) => !Object.values(manifest).some((chunk) => sourceOf(chunk) === route));
  if (missing.length > 0) throw new Error(`no chunk is built from ${missing.join(', ')}`);
  const entry = entryFiles(manifest);
  const files = staticClosure(manifest, keysWhere(manifest, (chunk) => routes.includes(sourceOf(chunk) ?? '')));
  return new Set([...files].filter((file) => !entry.has(file)));
};

/** What the browser downloads to show the login page, besides its document (dist/login.html). */
export const loginPageFiles = (manifest: Manifest, routes: readonly string[]): string[] => [
  ...entryFiles(manifest),
  ...routeFiles(manifest, routes),
];

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
