import { escapeHtml } from '../../server/lib/escape-html.js';
import { texts } from '../../src/features/auth/texts.js';
import { BRAND } from '../../src/ui/brand.js';

/** Where index.html's signed-out skeleton takes the brand panel. */
const BRAND_PANEL_MARKER = '<!--brand panel-->';

/**
 * The signed-out frame's brand panel (src/features/auth/AuthFrame.tsx) as HTML, its look from
 * index.html's `.auth-*` rules: the skeleton and the pre-rendered sign-in page paint it before
 * any script, the same as the app draws it.
 */
export const brandPanelHtml = (): string =>
  `<header class="auth-brand"><b><img src="/favicon.svg" alt="" width="36" height="36" />${escapeHtml(BRAND)}</b>` +
  `<p>${escapeHtml(texts.brand.tagline)}</p><ul>${texts.brand.points.map((point) => `<li>${escapeHtml(point)}</li>`).join('')}</ul></header>`;

/** index.html with the brand panel in its signed-out skeleton. */
export function withBrandPanel(html: string): string {
  if (!html.includes(BRAND_PANEL_MARKER)) throw new Error('index.html’s signed-out skeleton has no place for the brand panel');
  return html.replace(BRAND_PANEL_MARKER, () => brandPanelHtml());
}
