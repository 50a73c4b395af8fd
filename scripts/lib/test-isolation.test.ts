// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testsNeedingOwnModules } from './test-isolation';

const root = mkdtempSync(path.join(tmpdir(), 'fv-isolation-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
// Written in pieces, or this file would need modules of its own too.
const MOCK = 'vi.' + 'mock';
const DO_MOCK = 'vi.' + 'doMock';

describe('testsNeedingOwnModules', () => {
  it('finds the test files that replace a module or say on their first line why they need their own', () => {
    write('src/a/Mocks.test.tsx', `import { vi } from 'vitest';\n${MOCK}('@/ui/toast', () => ({}));\n`);
    write('src/a/b/DoMocks.test.ts', `${DO_MOCK}('./api', () => ({}));\n`);
    write('src/Keeps.test.ts', `// own modules: what it keeps lasts a page load.\nit('x', () => {});\n`);
    write('src/Stubs.test.ts', `vi.stubGlobal('fetch', f);\n// own modules: not on the first line, so not a marker.\n`);
    write('src/notATest.ts', `${MOCK}('./x');\n`);
    write('scripts/Mocks.test.ts', `${MOCK}('node:fs');\n`);

    expect(testsNeedingOwnModules(root, ['src', 'scripts']).sort()).toEqual([
      'scripts/Mocks.test.ts',
      'src/Keeps.test.ts',
      'src/a/Mocks.test.tsx',
      'src/a/b/DoMocks.test.ts',
    ]);
  });
});
