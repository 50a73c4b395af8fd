import { describe, expect, it } from 'vitest';
import { wrapLazyImports } from './chunk-timeout';

describe('wrapLazyImports', () => {
  it('wraps every lazy import of a split route module and imports the helper', () => {
    const code = `const $$splitLoaderImporter = () => import('/src/routes/x.tsx?tsr-split=loader');
const $$splitComponentImporter = () => import("/src/routes/x.tsx?tsr-split=component");
export const Route = createFileRoute('/x')({ loader: lazyFn($$splitLoaderImporter, 'loader'), component: lazyRouteComponent($$splitComponentImporter, 'component') });`;
    expect(wrapLazyImports(code, '/app/src/lib/chunkTimeout.ts')).toBe(`import { withChunkTimeout as __withChunkTimeout } from "/app/src/lib/chunkTimeout.ts";
const $$splitLoaderImporter = () => __withChunkTimeout(import('/src/routes/x.tsx?tsr-split=loader'));
const $$splitComponentImporter = () => __withChunkTimeout(import("/src/routes/x.tsx?tsr-split=component"));
export const Route = createFileRoute('/x')({ loader: lazyFn($$splitLoaderImporter, 'loader'), component: lazyRouteComponent($$splitComponentImporter, 'component') });`);
  });

  it('leaves a module without lazy imports alone', () => {
    expect(wrapLazyImports(`import { a } from './a';\nexport const b = a + 1;`, '/h.ts')).toBeNull();
  });
});
