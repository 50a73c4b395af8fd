import { VitePWA } from 'vite-plugin-pwa';

/** Paths the service worker never answers for: the API (customer data), the sandbox pages, the server's /r/ pages that check receipts. */
const NETWORK_ONLY_PATHS = [/^\/api\//, /^\/sandbox\//, /^\/r\//];

/**
 * The installable app (docs/architecture.md, "The installed app"). The worker is served at
 * /service-worker.js; it precaches the shell (index.html, every chunk, the icons) and nothing
 * else, so API answers (customer data, the webhook) always go to the network. Navigations to a
 * client route are answered with the precached index.html; /api/ and /sandbox/ are not; /login
 * and / get the precached login.html, which holds the real sign-in form. A new
 * release waits until the customer accepts the update prompt (registerType 'prompt'), and the app
 * registers the worker itself after load (injectRegister false, src/features/pwa/updates.ts).
 */
export const pwaPlugin = () =>
  VitePWA({
    strategies: 'generateSW',
    filename: 'service-worker.js',
    manifestFilename: 'manifest.webmanifest',
    registerType: 'prompt',
    injectRegister: false,
    // The glob below already takes the icons.
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Fleetvest',
      short_name: 'Fleetvest',
      description: 'Fixed-return investment plans, a naira wallet and utility bills.',
      lang: 'en-NG',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#075c40',
      background_color: '#f3f5f7',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
      // The worker itself and the build's manifest for tooling are not part of the shell.
      globIgnores: ['service-worker.js', 'workbox-*.js', '.vite/**'],
      navigateFallback: 'index.html',
      // /login finds login.html by Workbox's clean-URL rule (.html appended); / by this one. A
      // shell without the form there would undo the sign-in that works before the JavaScript.
      directoryIndex: 'login.html',
      navigateFallbackDenylist: NETWORK_ONLY_PATHS,
      // Hashed file names already change with their content: no revision query needed.
      dontCacheBustURLsMatching: /^assets\//,
      cleanupOutdatedCaches: true,
      // One file: the worker is fetched on every update check, and a second file would be one
      // more request and one more path to keep uncached.
      inlineWorkboxRuntime: true,
      sourcemap: false,
    },
  });
