import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.join(import.meta.dirname, '..', '..');
const VITE = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const run = promisify(execFile);

/**
 * A production build of this source into `outDir`, as `npm run build` makes one into dist/ but
 * stamped with RELEASE_NAME (scripts/lib/release-name.ts): the next release a deploy would bring.
 */
export async function buildRelease(outDir: string, name: string) {
  const options = { cwd: ROOT, env: { ...process.env, RELEASE_NAME: name } };
  await run(process.execPath, [VITE, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], options);
  await run(process.execPath, ['--import', 'tsx', 'scripts/precompress.ts', outDir], options);
}

/** The entry script a page of the build in `dir` loads ('login.html' loads /assets/loginPage-<hash>.js). */
export function entryScript(dir: string, page: 'index.html' | 'login.html'): string {
  const src = /<script type="module" crossorigin src="([^"]+)"/.exec(readFileSync(path.join(dir, page), 'utf8'))?.[1];
  if (!src) throw new Error(`no module script in ${page} of the build in ${dir}`);
  return src;
}
