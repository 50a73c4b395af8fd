import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';

/**
 * `npm run build:server`: the server and its packages as one JavaScript file, dist-server/main.js,
 * that `npm start` runs with plain node (docs/performance.md §Cold start). TypeScript is compiled
 * once here instead of at every start, and one file spares Node resolving and reading hundreds of
 * package files as it starts. Left outside, loaded from node_modules: what reads files of its own
 * beside its code (PGlite's WebAssembly, sharp's native library) and pg's optional native driver.
 * The files the server reads beside its own code (`new URL('./x', import.meta.url)`: the
 * migrations, the legal pages) are copied next to the bundle, where that address then points.
 */
const root = join(import.meta.dirname, '..');
const out = join(root, 'dist-server');

/**
 * JSON as `JSON.parse('…')`, which V8 reads several times faster than the same data as an object
 * literal: mime-db's table alone cost 70 ms of every start as a literal.
 */
const jsonAsParse: Plugin = {
  name: 'json-as-parse',
  setup(builder) {
    builder.onLoad({ filter: /\.json$/ }, (args) => ({
      contents: `module.exports = JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(readFileSync(args.path, 'utf8'))))});`,
      loader: 'js',
    }));
  },
};

rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: [join(root, 'server/main.ts')],
  outfile: join(out, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // pdfkit reads its built-in fonts' metrics (.afm) and fontkit's tables from files beside its code.
  external: ['@electric-sql/pglite', 'sharp', 'pg-native', 'pdfkit'],
  // Bundled CommonJS packages call require() and read __dirname, which an ES module lacks.
  banner: {
    js: [
      "import { createRequire as __createRequire } from 'node:module';",
      "import { fileURLToPath as __fileURLToPath } from 'node:url';",
      'const require = __createRequire(import.meta.url);',
      'const __filename = __fileURLToPath(import.meta.url);',
      "const __dirname = __fileURLToPath(new URL('.', import.meta.url));",
    ].join('\n'),
  },
  plugins: [jsonAsParse],
  // Stack traces name the TypeScript files and lines (node --enable-source-maps).
  sourcemap: 'linked',
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
});
cpSync(join(root, 'server/db/migrations'), join(out, 'migrations'), { recursive: true });
cpSync(join(root, 'server/modules/legal/pages'), join(out, 'pages'), { recursive: true });
console.log(`built ${join(out, 'main.js')}`);
