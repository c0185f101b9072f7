// Lint for the whole workspace. The import rules are the architecture's boundaries (docs/architecture.md):
// remotes never reach into each other, and only @lrp/shared touches Mantine, React Router, i18next and
// TanStack Query, so the browser holds one copy of each and downloads only what @lrp/shared re-exports. The API
// contract (@lrp/contract) imports zod only; the server imports no other package of ours.
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const FRONT_ENDS = [
  'shell',
  'mfe-auth',
  'mfe-search',
  'mfe-imaging',
  'mfe-admin',
  'mfe-reports',
  'mfe-efile',
];
/** Small packages of calls and hooks that two or more front ends bundle (not Module Federation singletons). */
const KITS = ['payments-kit'];

/**
 * What front-end code may not import: other packages' source, and the libraries @lrp/shared wraps. Of our packages
 * it imports @lrp/shared (the singleton), @lrp/contract and the kits (bundled; webpack keeps what is used).
 */
const frontEndImports = (extraPaths = []) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: [
        ...extraPaths,
        {
          name: 'react-router',
          message: 'Route with the router facade of @lrp/shared (one router, tree-shaken).',
        },
        {
          name: 'react-router-dom',
          message: 'Route with the router facade of @lrp/shared (one router, tree-shaken).',
        },
        {
          name: 'react-i18next',
          message: 'Translate with useTranslation from @lrp/shared (one i18n instance).',
        },
        {
          name: 'i18next',
          message: 'Translate with useTranslation from @lrp/shared (one i18n instance).',
        },
        { name: 'dayjs', message: 'Dates come from @lrp/shared/dates.' },
      ],
      patterns: [
        {
          group: ['@mantine/*'],
          message: 'Use the Mantine facade of @lrp/shared (docs/architecture.md).',
        },
        {
          group: ['@tanstack/*'],
          message: 'Query with the hooks @lrp/shared re-exports (one query cache).',
        },
        {
          regex: `^@lrp/(?!(shared|contract|${KITS.join('|')})(/|$))`,
          message:
            'Packages reach each other only through @lrp/shared, the module host, the contract and the kits.',
        },
        {
          group: [
            '../../../*',
            '**/shared/src/**',
            '**/contract/src/**',
            ...[...FRONT_ENDS, ...KITS].map((p) => `**/${p}/**`),
          ],
          message: 'No relative imports into another package.',
        },
      ],
    },
  ],
});
const frontEndBoundaries = (pkg) => ({
  files: [`${pkg}/src/**/*.{ts,tsx}`],
  rules: frontEndImports(),
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'server/drizzle/**',
      'test-results/**',
      '**/*.js',
      '!tooling/**/*.js',
      '**/.tmp/**',
    ],
  },
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
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
  },
  ...[...FRONT_ENDS, ...KITS].map(frontEndBoundaries),
  {
    // The sign-in page is the first load of most visits (budgeted, docs/architecture.md): zod and the contract's
    // schemas are not part of it. Its rules are a chunk of their own (login-rules.ts), loaded on the first submit.
    files: [
      'mfe-auth/src/module.tsx',
      'mfe-auth/src/features/login/**/*.{ts,tsx}',
      'mfe-auth/src/features/auth-card/**/*.{ts,tsx}',
    ],
    ignores: ['mfe-auth/src/features/login/login-rules.ts'],
    rules: frontEndImports([
      {
        name: '@lrp/contract',
        message:
          "Import the contract in login-rules.ts, which the sign-in page loads when it is needed (no zod on /login's first load).",
      },
      {
        name: '@lrp/shared/forms',
        message:
          "Import the form checks in login-rules.ts, which the sign-in page loads when it is needed (no zod on /login's first load).",
      },
    ]),
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@lrp/(?!contract(/|$))',
              message: '@lrp/shared depends on no package of ours but the contract.',
            },
            {
              group: ['**/contract/src/**', ...[...FRONT_ENDS, ...KITS].map((p) => `**/${p}/**`)],
              message: 'No relative imports into another package.',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract is isomorphic and every front end bundles it: zod and plain TypeScript only, and no reaching out
    // of the package (a file of a folder, contract/src/search/, may import the contract's own files one level up).
    files: ['contract/src/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|\\./)',
              message: 'The contract imports zod and its own files only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['contract/src/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|\\./|\\.\\./(?!\\.\\./))',
              message: 'The contract imports zod and its own files only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@lrp/(?!contract(/|$))',
              message: 'Of our packages the server imports only @lrp/contract.',
            },
            {
              group: [
                'react',
                'react-*',
                '@mantine/*',
                '@tanstack/*',
                ...[...FRONT_ENDS, ...KITS].map((p) => `**/${p}/**`),
                '**/shared/src/**',
              ],
              message: 'No browser code on the server.',
            },
          ],
        },
      ],
      'no-console': 'off',
    },
  },
  {
    files: [
      '**/*.test.{ts,tsx}',
      'e2e/**/*.{ts,mjs}',
      'bench/**/*.{ts,mjs}',
      'tooling/**/*.{js,mjs}',
      'server/*.mjs',
    ],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['tooling/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
);
