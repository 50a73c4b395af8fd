import { describe, expect, it } from 'vitest';
import { chunkModules, staticReach, type ModuleGraph } from './home-chunk';

/** A small app: the layout and dashboard share ui with the after-load code; a package index reaches all of it. */
const graph: ModuleGraph = new Map([
  ['/src/routes/_app.tsx?tsr-split=component', ['/src/features/shell/AppLayout.tsx']],
  ['/src/features/shell/AppLayout.tsx', ['/src/ui/icons.tsx', '/src/ui/toastPlacement.ts', '/node_modules/router/index.js']],
  ['/src/routes/_app/dashboard.tsx?tsr-split=component', ['/src/features/dashboard/DashboardScreen.tsx']],
  ['/src/features/dashboard/DashboardScreen.tsx', ['/src/ui/icons.tsx', '/node_modules/router/awaited.js']],
  ['/src/afterLoad.ts', ['/src/ui/toastPlacement.ts', '/node_modules/router/index.js']],
  ['/node_modules/router/index.js', ['/node_modules/router/link.js', '/node_modules/router/awaited.js']],
  ['/src/ui/icons.tsx', []],
  ['/src/ui/toastPlacement.ts', []],
]);

describe('the home chunk', () => {
  it('reaches every module its roots import, transitively, once', () => {
    expect([...staticReach(graph, ['/src/afterLoad.ts'])].sort()).toEqual([
      '/node_modules/router/awaited.js',
      '/node_modules/router/index.js',
      '/node_modules/router/link.js',
      '/src/afterLoad.ts',
      '/src/ui/toastPlacement.ts',
    ]);
  });

  it('takes the layout and the dashboard with what only they use, not what the after-load code uses too', () => {
    const home = /routes\/_app(\.tsx|\/dashboard\.tsx)\?tsr-split=component$/;
    expect([...chunkModules(graph, home, /\/src\/afterLoad\.ts$/)].sort()).toEqual([
      // Reached through the package's index from the after-load code, but only the dashboard imports it.
      '/node_modules/router/awaited.js',
      // The same way; in the build, the start chunks' groups take what the app starts with first.
      '/node_modules/router/link.js',
      '/src/features/dashboard/DashboardScreen.tsx',
      '/src/features/shell/AppLayout.tsx',
      '/src/routes/_app.tsx?tsr-split=component',
      '/src/routes/_app/dashboard.tsx?tsr-split=component',
      '/src/ui/icons.tsx',
    ]);
  });
});
