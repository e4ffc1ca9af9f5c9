// Lint for the whole monorepo. Two architectural rules are enforced here:
// a remote never imports another remote, and only an app's env module reads process.env.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const REMOTES = ['mf-marketing', 'mf-portal', 'mf-groups', 'mf-chat'];

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

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '**/*.cjs', '**/*.js', '**/*.mjs', 'api/drizzle/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
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
  // Playwright fixtures call a `use` callback that is not React's hook.
  { files: ['e2e/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  ...['shell', ...REMOTES].map(noOtherRemote),
  {
    // Inside shared, a stateful module of another subpath (the i18n instance, the app config,
    // ApiError) must be imported by its public name: a relative path would bypass the
    // federation share scope and give a remote its own, never-initialised copy.
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          group: ['../i18n', '../i18n/*', '../config', '../config/*', '../api', '../api/*', '../events', '../events/*', '../routes', '../routes/*', '../ui', '../ui/*'],
          message: 'Import another shared subpath by its public name (@site/shared/<subpath>) so federation shares one instance.',
        }],
      }],
    },
  },
);
