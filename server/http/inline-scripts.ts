import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A script element with no attributes: the build's own inline scripts (module scripts have src). */
const INLINE_SCRIPT = /<script>([^<]*)<\/script>/g;

/**
 * CSP sources ('sha256-…') for the inline scripts of the built index.html, so script-src can
 * allow exactly those and nothing else inline. None when there is no build.
 */
export function inlineScriptSources(distDir: string): string[] {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)].map(([, body]) => `'sha256-${createHash('sha256').update(body ?? '').digest('base64')}'`);
}
