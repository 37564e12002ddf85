// Lint for hand-written code: ESLint's recommended rules and typescript-eslint's recommended set, without
// type information (type-aware rules would run the type checker a second time; `npm run typecheck` does
// that). Generated code is out of scope: the sync check and the type-check cover it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/generated/',
      '**/*.gen.*',
      '**/__snapshots__/',
      '**/.turbo/',
      'openapi/dist/',
      'openapi/releases/',
      'docs/reference/',
      'docs/site/',
      'packages/mock/spec/',
      'test-artifacts/',
      // Scratch folders tools make while they run (the diff's SDK check writes one inside packages/client/src):
      // one can vanish between ESLint listing it and reading it.
      '**/.tmp-*/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore marks what is unused on purpose (a phantom type parameter, a property left out
      // of a rest copy).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // The docs site's own scripts run in the reader's browser as classic scripts (no bundler, no modules).
    files: ['templates/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    // Tests and benchmarks read JSON answers and OpenAPI documents by path; typing each one would only
    // restate the spec the tests check them against.
    files: ['tests/**', '**/test/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
