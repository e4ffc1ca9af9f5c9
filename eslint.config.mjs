// Lint for the whole monorepo. Two architectural rules are enforced here:
// a remote never imports another remote, and only an app's env module reads process.env.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

// The remote list is TypeScript in shared; the boundary rule below is derived from it.
/** @type {{ REMOTE_NAMES: readonly string[] }} */
const { REMOTE_NAMES: REMOTES } = await tsImport('./shared/src/remotes/index.ts', import.meta.url);

/** @param {string} self @returns {import('eslint').Linter.Config} */
const noOtherRemote = (self) => ({
  files: [`${self}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': ['error', {
      patterns: REMOTES.filter((r) => r !== self).flatMap((r) => [
        { group: [`@site/${r}`, `@site/${r}/*`], message: 'Remotes never import each other; share through @site/shared.' },
        { group: [`**/${r}/**`, `**/${r}`], message: 'Remotes never import each other; share through @site/shared.' },
      ]).concat(self === 'shell' ? [] : [{ group: ['@site/shell', '@site/shell/*', '**/shell/src/**'], message: 'Remotes do not import the shell.' }]),
    }],
  },
});

/** @param {string} path */
const foldersIn = (path) => {
  const dir = new URL(`${path}/`, import.meta.url);
  return fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name) : [];
};

/**
 * Inside a remote: a feature folder (named after the URL section it serves) imports its own
 * files and the remote's common parts (every other folder of src: components, lib, locales, the
 * directory's shared listings), never another feature, and nothing common imports a feature or a
 * page. The page registry and app.tsx compose features. Derived from the folders, so a new
 * feature or common folder is covered.
 */
function featureZones() {
  return REMOTES.flatMap((remote) => {
    const features = `./${remote}/src/features`;
    const common = foldersIn(`./${remote}/src`).filter((name) => !['features', 'pages', 'test'].includes(name));
    return [
      ...foldersIn(features).map((name) => ({
        target: `${features}/${name}`,
        from: features,
        except: [`./${name}`],
        message: 'A feature never imports another feature; compose them in a page.',
      })),
      {
        target: common.map((dir) => `./${remote}/src/${dir}`),
        from: [features, `./${remote}/src/pages`],
        message: 'Common parts of a remote do not depend on its features or pages.',
      },
      { target: features, from: `./${remote}/src/pages`, message: 'Features do not import pages; pages import features.' },
    ];
  });
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**', '**/node_modules/**', '**/coverage/**', '**/.tmp/**', 'api/drizzle/**', 'e2e/test-results/**', 'e2e/playwright-report/**',
      // The chat embed loader is served to other sites exactly as written (a browser script, no build).
      'api/embed/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/only-throw-error': 'off',
      'no-restricted-syntax': ['error', {
        selector: "MemberExpression[object.name='process'][property.name='env']",
        message: 'Read configuration through the app\'s env module (src/env.ts) only.',
      }],
    },
  },
  { files: ['**/env.ts', '**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'api/test/**/*.ts', 'api/bench/**/*.ts'], rules: { 'no-restricted-syntax': 'off' } },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'api/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // No import cycles among our own files (packages are not followed). A dynamic import() runs
    // after both modules have loaded, so it cannot see a half-initialised module: not a cycle.
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { [fileURLToPath(new URL('./shared/build/eslint-resolver.cjs', import.meta.url))]: {} },
      'import/extensions': ['.ts', '.tsx'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }], 'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: featureZones() }] },
  },
  {
    // Route handlers validate, call a service or a repository and shape the reply; the queries
    // live in a feature's api/src/services/<feature>/repository.ts (row types may be imported).
    files: ['api/src/routes/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{ name: 'drizzle-orm', message: 'Query the database in api/src/services/<feature>/repository.ts, not in a route.' }],
        patterns: [{ group: ['**/db/*', '**/db', 'drizzle-orm/*'], allowTypeImports: true, message: 'Query the database in api/src/services/<feature>/repository.ts, not in a route.' }],
      }],
    },
  },
  {
    // Services hold the logic under the transports: they never reach up into Fastify plugins or
    // route handlers (identity types: api/src/services/identity; their dependencies: services/deps.ts).
    files: ['api/src/services/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{ group: ['../**/plugins/*', '../**/plugins', '../**/routes/*', '../**/routes', './**/plugins/*', './**/routes/*'], message: 'A service does not import plugins or routes; move what both need into api/src/services.' }],
      }],
    },
  },
  {
    // Each service lives in the folder of the feature it serves (api/src/services/<feature>/), so a
    // feature is found in one guess; only the shared dependency bag sits beside the folders.
    files: ['api/src/services/*.ts'],
    ignores: ['api/src/services/deps.ts'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: 'Program', message: 'Put this service in api/src/services/<feature>/, named after what it serves.' },
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read configuration through the app\'s env module (src/env.ts) only.' },
      ],
    },
  },
  {
    // The JavaScript files: build helpers, configs and scripts, all run by Node and type-checked
    // through JSDoc (shared/build/tsconfig.json, and tsconfig.tools.json for the rest; both know
    // Node's globals, so no-undef would only repeat them). `require` answers `any` until a JSDoc
    // type names it, which the unsafe-* rules cannot see. They configure builds and runs from
    // their environment (BUILD_ID, CLUSTER_PORT, CHROME_PATH).
    files: ['**/*.{js,cjs,mjs}'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      'no-undef': 'off',
      'no-restricted-syntax': 'off',
    },
  },
  {
    files: ['**/*.cjs', '*/webpack.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Outside shared/build no tsconfig.json includes them: their project is named.
    files: ['**/*.{js,cjs,mjs}'],
    ignores: ['shared/build/*.{cjs,mjs}'],
    languageOptions: { parserOptions: { projectService: false, project: './tsconfig.tools.json', tsconfigRootDir: import.meta.dirname } },
  },
  // Fastify plugins and route handlers are async functions by contract, awaiting or not.
  { files: ['api/src/plugins/**/*.ts', 'api/src/routes/**/*.ts', 'api/src/seo/plugin.ts'], rules: { '@typescript-eslint/require-await': 'off' } },
  // Playwright fixtures call a `use` callback that is not React's hook.
  { files: ['e2e/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  ...['shell', ...REMOTES].map(noOtherRemote),
  {
    // A remote bundles its own copy of whatever it imports directly. The form library must be
    // the copy the shared Form provides its context with, and single-spa the shell's.
    files: REMOTES.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [
          ...['react-hook-form', '@hookform/resolvers', '@hookform/resolvers/zod'].map((name) => ({
            name, message: 'Use the form parts of @site/shared/ui: one react-hook-form copy serves Form and its fields.',
          })),
          ...['single-spa', 'single-spa-react'].map((name) => ({
            name, message: 'Remotes reach single-spa through @site/shared/spa and the shell only.',
          })),
        ],
      }],
    },
  },
  {
    // Inside shared, a stateful module of another subpath (the i18n instance, the app config,
    // ApiError) must be imported by its public name: a relative path would bypass the
    // federation share scope and give a remote its own, never-initialised copy.
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          group: ['../i18n', '../i18n/*', '../config', '../config/*', '../api', '../api/*', '../events', '../events/*', '../routes', '../routes/*', '../ui', '../ui/*', '../address', '../address/*', '../ssr', '../ssr/*'],
          message: 'Import another shared subpath by its public name (@site/shared/<subpath>) so federation shares one instance.',
        }],
      }],
    },
  },
);
