// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';

const outDir = mkdtempSync(join(tmpdir(), 'fv-react-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const bundleText = () =>
  readdirSync(join(outDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(outDir, 'assets', file), 'utf8'))
    .join('\n');

describe('UI_RUNTIME=react', () => {
  it('builds the same app on real React instead of preact/compat, for debugging', async () => {
    // As `UI_RUNTIME=react npm run build` would: vitest itself runs with NODE_ENV=test.
    const nodeEnv = process.env.NODE_ENV;
    process.env.UI_RUNTIME = 'react';
    process.env.NODE_ENV = 'production';
    try {
      await build({
        configFile: join(import.meta.dirname, '..', 'vite.config.ts'),
        mode: 'production',
        logLevel: 'silent',
        build: { outDir, emptyOutDir: true },
      });
    } finally {
      delete process.env.UI_RUNTIME;
      process.env.NODE_ENV = nodeEnv;
    }
    const text = bundleText();
    // React DOM's own error decoder link is in every React build; Preact has none.
    expect(text).toContain('react.dev/errors');
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toContain('<div id="root">');
  }, 60_000);
});
