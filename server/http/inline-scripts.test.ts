import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { inlineScriptSources } from './inline-scripts';

const BOOT = "if(/(^|;\\s*)userAuth=/.test(document.cookie))document.documentElement.className='signed-in'";
const dist = mkdtempSync(path.join(tmpdir(), 'fv-inline-'));
writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html><title>Fleetvest</title><script type="module" crossorigin src="/assets/index-1.js"></script><div id="root"></div><script>${BOOT}</script>`,
);
const bootHash = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DIST_DIR: dist } });
});
afterAll(() => t.close());

const scriptSrc = (csp: string | undefined) => /script-src ([^;]+)/.exec(csp ?? '')?.[1];

describe('inline scripts of the build', () => {
  it("are allowed by their hash, and only they: script-src stays 'self' otherwise", async () => {
    expect(inlineScriptSources(dist)).toEqual([bootHash]);
    for (const url of ['/', '/dashboard']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(scriptSrc(res.headers['content-security-policy'] as string)).toBe(`'self' ${bootHash}`);
    }
  });

  it('add nothing when there is no build', () => {
    expect(inlineScriptSources(path.join(dist, 'missing'))).toEqual([]);
  });
});
