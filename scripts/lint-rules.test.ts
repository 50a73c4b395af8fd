import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** The repository's own ESLint configuration, on files it otherwise ignores. */
const lint = async (...files: string[]) => {
  const eslint = new ESLint({ cwd: root, ignore: false });
  const results = await eslint.lintFiles(files.map((file) => path.join(root, file)));
  return results.flatMap((result) => result.messages.map((message) => `${path.relative(root, result.filePath)}: ${message.ruleId}`));
};

describe('the lint rules docs/architecture.md promises', () => {
  it('import/no-cycle fires on an import circle of .ts files', async () => {
    expect(await lint('scripts/fixtures/lint-cycle/ping.ts', 'scripts/fixtures/lint-cycle/pong.ts')).toEqual([
      'scripts/fixtures/lint-cycle/ping.ts: import/no-cycle',
      'scripts/fixtures/lint-cycle/pong.ts: import/no-cycle',
    ]);
  }, 60_000);
});
