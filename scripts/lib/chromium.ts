/** Debian's Chromium, with the flags this closed network needs (see README). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Chromium 156 loads its address bar's suggestion popups (pages of their own, in renderers of their
 * own) for every window, and headless Chromium opens a window for every tab. On two cores that work
 * competes with the page being measured: a blank page's first paint in bench:load went from 0.70 s
 * to 0.95 s. The bare browser (scripts/lib/cdp-pipe.ts) has no address bar to serve, so it loads
 * none. Not for launches through Playwright: it passes its own --disable-features, and Chromium
 * obeys only the last one given.
 */
export const BARE_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup'];
