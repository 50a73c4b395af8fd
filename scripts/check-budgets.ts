import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { create } from 'superstruct';
import { budgetRows, Budgets, formatTable, pageFiles, type Manifest, type Row } from './budgets';

/**
 * `npm run check:budgets`: the gzip size of every chunk in dist/ against budgets.json, and of all
 * the browser downloads to show /login. Exits 1 when one is over or when there is no build.
 */
const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
// login.html: the pre-rendered sign-in page (scripts/lib/login-page.ts); a build from before it
// existed is stale, not small.
const missing = [manifestPath, join(dist, 'login.html')].filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(`${missing.map((file) => file.slice(root.length + 1)).join(' and ')} missing: dist/ is absent or stale, run \`npm run build\` first.`);
  process.exit(1);
}

const budgets = create(JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8')), Budgets);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
const gzipOf = (file: string): number => gzipSync(readFileSync(join(dist, file))).length;

// /login's document is the pre-rendered sign-in page (scripts/lib/login-page.ts), not index.html:
// it holds the working form and loads the sign-in page's own entry, so it has budgets of its own.
const loginFiles = pageFiles(manifest, budgets.loginPage.entry, budgets.loginPage.afterLoad);
const appFiles = pageFiles(manifest, budgets.appPage.entry);
const homeFiles = pageFiles(manifest, budgets.signedInHome.entry, [], budgets.signedInHome.chunks);
const pageRow = (file: string, files: readonly string[], budget: number): Row => ({
  file: `${file} (${files.length} files)`,
  kind: 'page',
  gzip: files.reduce((sum, name) => sum + gzipOf(name), 0),
  budget,
});
const rows: Row[] = [
  ...budgetRows(manifest, budgets, gzipOf),
  { file: '/login document (login.html)', kind: 'page', gzip: gzipOf('login.html'), budget: budgets.loginPage.document },
  pageRow('/login JS+CSS', loginFiles, budgets.loginPage.budget),
  pageRow('app start JS+CSS', appFiles, budgets.appPage.budget),
  pageRow('signed-in home JS+CSS', homeFiles, budgets.signedInHome.budget),
];

console.log(formatTable(rows));
console.log(`\n/login downloads: login.html, ${loginFiles.join(', ')}`);
console.log(`The app (index.html) starts with: ${appFiles.join(', ')}`);
console.log(`Signed in, it also preloads: ${homeFiles.filter((file) => !appFiles.includes(file)).join(', ')}`);
const over = rows.filter((row) => row.gzip > row.budget);
if (over.length > 0) {
  console.error(`\nOver budget: ${over.map((row) => row.file).join(', ')}`);
  process.exit(1);
}
console.log('\nAll within budget.');
