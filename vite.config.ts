import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import type { Alias } from 'vite';
import { defineConfig } from 'vitest/config';
import { chunkTimeoutPlugin } from './scripts/lib/chunk-timeout.js';
import { contractForBrowserPlugin } from './scripts/lib/contract-for-browser.js';
import { designTokensPlugin } from './scripts/lib/design-tokens.js';
import { homeChunk } from './scripts/lib/home-chunk.js';
import { loginPagePlugin } from './scripts/lib/login-page.js';
import { pwaPlugin } from './scripts/lib/pwa.js';
import { releaseBanner } from './scripts/lib/release-name.js';
import { testsNeedingOwnModules } from './scripts/lib/test-isolation.js';

const local = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * What ships: React code on preact/compat, a fraction of React's bytes. UI_RUNTIME=react builds
 * the same code on real React, to tell a compat problem from an app problem.
 */
const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
  {
    find: /^use-sync-external-store\/shim(\/index\.js|\/with-selector(\.js)?)?$/,
    replacement: local('src/compat/useSyncExternalStore.ts'),
  },
];

/**
 * The signed-in home's chunk: the signed-in layout, the dashboard, and every signed-in page's
 * skeleton (its route's pendingComponent: a page can be pending only once the layout is in, so its
 * skeleton is there in time, and the route tree every visitor downloads keeps only a line for it),
 * without what the after-load code brings (the sign-in page downloads that too) or what the one
 * page open to visitors outside the auth pages (the install steps) shares with it. What the entries
 * start with, the `signin` and `app` groups take first.
 */
const home = homeChunk({
  home: /[\\/]src[\\/]routes[\\/]_app(\.tsx\?tsr-split=component|[\\/]dashboard\.tsx\?tsr-split=|[\\/].*\?tsr-split=pendingComponent$)/,
  elsewhere: /[\\/]src[\\/](afterLoad\.ts|ui[\\/]toaster\.tsx|routes[\\/]addtohomeinstruction\.tsx\?tsr-split=component)$/,
});

const alias: Alias[] = [
  // One contract module per area: the index would keep every area's structs in the bundle.
  { find: /^@contract\/(.*)$/, replacement: local('contract/$1') },
  { find: /^@\/(.*)$/, replacement: local('src/$1') },
  ...(process.env.UI_RUNTIME === 'react' ? [] : preactAliases),
];

/**
 * *.pg.test.ts files test what only a PostgreSQL server has (its connections), so the PGlite run
 * leaves them out; *.pglite.test.ts files open their own embedded database, so running them again
 * beside PostgreSQL would prove nothing new.
 */
const serverProject = (name: string, env: Record<string, string>, exclude: string[] = []) => ({
  test: {
    name,
    environment: 'node' as const,
    include: ['server/**/*.test.ts'],
    exclude,
    env,
    globalSetup: ['server/test/database-template.ts'],
    // Each file opens its own database and app, and no file mocks a module, fakes timers or sets an
    // environment variable (ESLint refuses them under server/): a worker keeps the modules it has
    // loaded from one file to the next instead of importing the server again, about 100 s a run.
    isolate: false,
    // Generous: three files share two cores, and a file that hashes many passwords waits its turn.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

const UNIT_TESTS = ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'scripts/**/*.test.ts'];
const CLUSTER_TESTS = ['server/**/*.cluster.test.ts'];
/**
 * Importing the app, the router and Testing Library again for every file was two thirds of the
 * unit run. Files share their worker's modules (and page: src/test-setup.ts clears it), except
 * those that replace a module or test what one keeps for a page's life: they get their own.
 */
const ownModules = testsNeedingOwnModules(local('.'), ['src', 'contract', 'scripts']);
const unitProject = (name: string, files: { include: string[]; exclude?: string[]; isolate: boolean }) => ({
  extends: true as const,
  test: {
    name,
    environment: 'happy-dom' as const,
    ...files,
    setupFiles: ['src/test-setup.ts'],
    // A screen test takes well under a second alone; beside the server tests' processes on two
    // busy cores it has taken more than Vitest's 5 s.
    testTimeout: 20_000,
    // Libraries that import React must go through the aliases too, as in the build.
    server: { deps: { inline: [/@tanstack\/react-/, /@preact\/signals-react/, /react-hot-toast/, /goober/] } },
  },
});

export default defineConfig({
  plugins: [
    // First: it writes src/routeTree.gen.ts and splits every route into lazy chunks.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders get their own chunks too, which keeps the API client out of the entry; skeletons
      // (pendingComponent) too, which the `home` group below gathers.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        // A route's own groupings tell this plugin how to split it; the router never reads them.
        deleteNodes: ['codeSplitGroupings'],
      },
    }),
    // After it: the lazy imports it wrote into the route modules give up after 120 s.
    chunkTimeoutPlugin(local('src/routes/'), local('src/lib/chunkTimeout.ts')),
    // The browser never validates requests (the server does): their structs stay out of the bundle.
    contractForBrowserPlugin(local('contract/')),
    home.plugin,
    designTokensPlugin(),
    // Before the worker's precache list is made: it takes dist/login.html too.
    loginPagePlugin(),
    pwaPlugin(),
  ],
  resolve: { alias },
  build: {
    manifest: true,
    // No preload map in the entry: every route would add its dependency list to what /login
    // downloads (docs/performance.md, "Chunks, preloads and budgets").
    modulePreload: false,
    rolldownOptions: {
      // The sign-in page has an entry of its own, without the router (docs/architecture.md,
      // "Sign-in before the JavaScript"); dist/login.html loads it instead of the app's.
      input: { index: local('index.html'), loginPage: local('src/loginPage.tsx') },
      // Reading a property of our own objects never runs code (we write no getters that do), so
      // an unused value whose arguments read constants (LIMITS.name) can go entirely.
      treeshake: { propertyReadSideEffects: false },
      onLog(level, log, handler) {
        // TanStack Router's "use client" lines mean nothing in a client-only bundle.
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
      output: {
        postBanner: releaseBanner(process.env.RELEASE_NAME),
        codeSplitting: {
          // Two chunks for what the pages start with, not dozens (what loads together compresses
          // better together). `signin`: all the sign-in page runs, which the app shares (preact,
          // the client, the session, the toasts), and state/'s signals, which the after-load
          // chunk reads too: it must not need `app`. `app`: the rest the app starts with, the
          // router and the route tree, which the sign-in page imports when a sign-in succeeds.
          // The entry modules stay out of both, so importing either runs no page's start.
          groups: [
            { name: 'signin', test: /[\\/]src[\\/](startLoginPage\.tsx$|state[\\/])/, priority: 2 },
            { name: 'app', test: /[\\/]src[\\/]app\.tsx$/, priority: 1 },
            // `home`: the signed-in layout and the dashboard; its test already names every module.
            { name: 'home', test: home.test, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080', '/sandbox': 'http://localhost:8080', '/r/': 'http://localhost:8080' },
  },
  test: {
    // Server files wait on a database more than they compute: three at once on two cores is the
    // quickest here (one at a time left a core idle and took twice as long).
    maxWorkers: 3,
    projects: [
      unitProject('unit', { include: UNIT_TESTS, exclude: ownModules, isolate: false }),
      unitProject('unit-own-modules', { include: ownModules, isolate: true }),
      serverProject('server', { TEST_DB: 'pglite' }, ['server/**/*.pg.test.ts', ...CLUSTER_TESTS]),
      // The same server suite again on the real PostgreSQL when one is configured.
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-pg', { TEST_DB: 'postgres' }, ['server/**/*.pglite.test.ts', ...CLUSTER_TESTS])] : []),
      // Three instances, a balancer and a burst take both cores: run alone, after the rest
      // (npm run test:cluster), so that no other file's servers starve meanwhile.
      ...(process.env.TEST_CLUSTER
        ? [{ test: { name: 'cluster', environment: 'node' as const, include: CLUSTER_TESTS, testTimeout: 300_000, fileParallelism: false } }]
        : []),
    ],
  },
});
