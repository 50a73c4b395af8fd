import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders of a directory, read at lint time so a new feature or module is covered at once. */
const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Each folder may import its siblings only through their index.ts: the SPA's features, the
 * server's modules. (docs/architecture.md, "Boundaries".)
 */
const throughIndexOnly = (root) =>
  folders(root).map((name) => ({
    target: `${root}/${name}`,
    from: root,
    except: [
      `./${name}`,
      ...folders(root)
        .filter((other) => other !== name)
        .map((other) => `./${other}/index.ts`),
    ],
    message: `Import another ${root.includes('server') ? 'module' : 'feature'} only through its index.ts.`,
  }));

/** The one-way layers of the SPA: routes -> features -> (ui, api, state, lib) -> contract. */
const layers = [
  ...throughIndexOnly('./src/features'),
  { target: './src/features', from: './src/routes', message: 'Features never import routes.' },
  {
    target: './src/ui',
    from: ['./src/features', './src/routes', './src/api', './src/state'],
    message: 'ui/ holds primitives: no features, routes, api or state.',
  },
  { target: './src/lib', from: ['./src/features', './src/routes', './src/api', './src/state', './src/ui'], message: 'lib/ holds pure helpers.' },
  {
    target: './src/api',
    from: ['./src/features', './src/routes', './src/ui'],
    message: 'api/ is the client only: it returns errors as messages, callers show them.',
  },
  { target: './src/state', from: ['./src/features', './src/routes', './src/ui', './src/api'], message: 'state/ holds signals only.' },
  { target: './contract', from: ['./src', './server'], message: 'The contract depends on nothing but superstruct.' },
  ...throughIndexOnly('./server/modules'),
  // http/ and deps.ts know no module, not even a type: the session check and what it answers come
  // through AppDeps. Only the Idempotency-Keys' store is shared with the services that claim keys.
  {
    target: './server/http',
    from: './server/modules',
    except: ['./idempotency/index.ts'],
    message: "http/ uses no module but the Idempotency-Keys' store: the session check comes as deps.authenticate (docs/architecture.md §Boundaries).",
  },
  { target: './server/deps.ts', from: './server/modules', message: 'deps.ts declares what every module is given; it imports none.' },
  // The rest of the server (jobs, main.ts) uses a module only through its index too; app.ts also
  // registers each module's routes.ts, its plugin (docs/architecture.md).
  ...folders('./server/modules').map((name) => ({
    target: ['./server/main.ts', './server/jobs'],
    from: `./server/modules/${name}`,
    except: ['./index.ts'],
    message: 'Use a module only through its index.ts.',
  })),
  ...folders('./server/modules').map((name) => ({
    target: './server/app.ts',
    from: `./server/modules/${name}`,
    except: ['./index.ts', './routes.ts'],
    message: 'app.ts uses a module through its index.ts, and registers its routes.ts.',
  })),
];

export default tseslint.config(
  // scripts/fixtures/: files that break the rules on purpose, linted by scripts/lint-rules.test.ts.
  { ignores: ['scripts/fixtures/', 'dist/', 'dist-server/', 'node_modules/', 'src/routeTree.gen.ts', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['*.js'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // Without it import/no-cycle follows no .ts import and can never fire.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import/no-cycle': 'error',
      'import/no-restricted-paths': ['error', { zones: layers }],
      'import/no-duplicates': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      // Deep relative imports are what the @/ alias is for.
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^(\\.\\./){2,}', message: 'Use the @/ alias instead of climbing folders.' }],
          paths: [{ name: 'goober', message: 'Use @/ui/css: its sheet is written once per task, not once per rule.' }],
        },
      ],
    },
  },
  {
    files: ['src/ui/css.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Tests may look inside what they test, and a neighbour's texts to compare against.
    files: ['**/*.test.{ts,tsx}', 'src/test-*.{ts,tsx}', 'server/test/**', 'e2e/**'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    // Playwright's fixtures hand values on with a function called `use`, not a React hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Server test files share their worker's modules (isolate: false in vite.config.ts): nothing
    // one file does may stay behind for the next.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'spyOn', 'stubEnv', 'stubGlobal', 'useFakeTimers'].map((property) => ({
          object: 'vi',
          property,
          message: 'Server test files share modules: test the real thing, with its own database and app (docs/architecture.md, "Testing the server").',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env']",
          message: 'Server test files share a process: pass configuration to createTestApp or loadConfig instead.',
        },
      ],
    },
  },
);
