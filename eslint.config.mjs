// Lint for the whole workspace. The import rules are the architecture's boundaries (docs/architecture.md):
// remotes never reach into each other, and only @lrp/shared touches Mantine, React Router, i18next and
// TanStack Query, so the browser holds one copy of each and downloads only what @lrp/shared re-exports.
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const FRONT_ENDS = ['shell', 'mfe-auth', 'mfe-search', 'mfe-imaging', 'mfe-admin', 'mfe-reports', 'mfe-efile'];

/** What a front-end package may not import: other packages' source, and the libraries @lrp/shared wraps. */
const frontEndBoundaries = (pkg) => ({
  files: [`${pkg}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          { name: '@lrp/shared/contract', message: 'Import the contract from an entry point of @lrp/shared (one shared copy in the browser).' },
          { name: 'react-router', message: 'Route with the router facade of @lrp/shared (one router, tree-shaken).' },
          { name: 'react-router-dom', message: 'Route with the router facade of @lrp/shared (one router, tree-shaken).' },
          { name: 'react-i18next', message: 'Translate with useTranslation from @lrp/shared (one i18n instance).' },
          { name: 'i18next', message: 'Translate with useTranslation from @lrp/shared (one i18n instance).' },
          { name: 'dayjs', message: 'Dates come from @lrp/shared/dates.' },
        ],
        patterns: [
          { group: ['@mantine/*'], message: 'Use the Mantine facade of @lrp/shared (docs/architecture.md).' },
          { group: ['@tanstack/*'], message: 'Data comes through the query hooks of @lrp/shared (one query cache).' },
          { group: ['@lrp/*', '!@lrp/shared', '!@lrp/shared/test'], message: 'Packages reach each other only through @lrp/shared or the module host.' },
          { group: ['../../../*', '**/shared/src/**', ...FRONT_ENDS.map((p) => `**/${p}/**`)], message: 'No relative imports into another package.' },
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'server/drizzle/**', 'coverage/**', 'test-results/**', 'playwright-report/**', '**/*.js', '!tooling/**/*.js', '**/.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 8 }],
      'import-x/no-self-import': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
  },
  ...FRONT_ENDS.map(frontEndBoundaries),
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@lrp/*', ...FRONT_ENDS.map((p) => `**/${p}/**`)], message: '@lrp/shared depends on no other package.' }] },
      ],
    },
  },
  {
    // Browser code of @lrp/shared imports values from the contract's own files, not its barrel: every module the
    // barrel names would be built into each entry point that touches it (types are free).
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/contract/**', 'shared/src/test/**', 'shared/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '../contract', message: 'Import from the contract file itself (the barrel pulls every schema).', allowTypeImports: true },
            { name: '../../contract', message: 'Import from the contract file itself (the barrel pulls every schema).', allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-*', '@mantine/*', 'zustand', 'i18next', '@tanstack/*', '../*'], message: 'The contract is isomorphic: zod and plain TypeScript only.' }] },
      ],
    },
  },
  {
    // A folder of the contract (contract/search/) may import the contract's own files one level up, nothing beyond.
    files: ['shared/src/contract/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-*', '@mantine/*', 'ky', 'zustand', 'i18next', '../../*'], message: 'The contract is isomorphic: zod and plain TypeScript only.' }] },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@lrp/shared', message: 'The server imports only @lrp/shared/contract.' }],
          patterns: [{ group: ['react', 'react-*', '@mantine/*', '@tanstack/*', ...FRONT_ENDS.map((p) => `**/${p}/**`)], message: 'No browser code on the server.' }],
        },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.{ts,mjs}', 'bench/**/*.{ts,mjs}', 'tooling/**/*.{js,mjs}', 'server/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['tooling/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
);
