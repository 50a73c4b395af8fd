import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A script element with no attributes: the build's own inline scripts (module scripts have src). */
const OPEN = '<script>';
const CLOSE = '</script>';

/** The bodies of every `<script>…</script>`, found by indexOf (one pass, nothing to backtrack). */
const inlineScripts = (html: string): string[] => {
  const bodies: string[] = [];
  for (let start = html.indexOf(OPEN); start !== -1; start = html.indexOf(OPEN, start + 1)) {
    const end = html.indexOf(CLOSE, start + OPEN.length);
    if (end === -1) break;
    bodies.push(html.slice(start + OPEN.length, end));
  }
  return bodies;
};

/** The built pages that carry inline scripts: the shell, and the sign-in page made from it. */
const PAGES = ['index.html', 'login.html'];

/**
 * CSP sources ('sha256-…') for the inline scripts of the built pages, so script-src can allow
 * exactly those and nothing else inline. None when there is no build.
 */
export function inlineScriptSources(distDir: string): string[] {
  const bodies = PAGES.map((page) => path.join(distDir, page))
    .filter((file) => existsSync(file))
    .flatMap((file) => inlineScripts(readFileSync(file, 'utf8')));
  return [...new Set(bodies)].map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}
