import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;
/** A module replaced with vi.mock or vi.doMock, or a first-line comment that says why the file needs modules of its own. */
const NEEDS_OWN_MODULES = /\bvi\.(?:mock|doMock)\(|^\/\/ own modules: /;

/**
 * The test files under `dirs` (relative to `root`) that cannot share a worker's modules with other
 * files: they replace a module, or they test what a module keeps for the life of a page.
 */
export const testsNeedingOwnModules = (root: string, dirs: string[]): string[] =>
  dirs.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => TEST_FILE.test(file) && NEEDS_OWN_MODULES.test(readFileSync(path.join(root, dir, file), 'utf8')))
      .map((file) => path.posix.join(dir, file.split(path.sep).join('/'))),
  );
